import { defineConfig } from 'vitest/config';
import { preactAliases } from './build/preact-aliases';

// Screens' modules imported by unit tests resolve React to Preact as the app does (decision 0014).
export default defineConfig({ resolve: { alias: preactAliases }, test: { include: ['src/**/*.test.ts'], environment: 'node' } });
