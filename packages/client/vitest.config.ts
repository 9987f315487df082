import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './build/preact-aliases';

// Screens' modules imported by unit tests resolve React to Preact as the app does (decision 0014).
// `isolate: false` and two workers: the files are pure unit tests (no module mocks, no globals they change), and two
// thirds of their time was each file importing the same contract and catalogue modules anew (issue 30: 111 s for 31
// files in a fresh-clone run).
export default defineConfig({
  resolve: {
    alias: [
      ...preactAliases,
      // Its ES module build (Node's condition picks the CommonJS one, whose require('react') no alias reaches).
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node', isolate: false, maxWorkers: 2,
    // The libraries that render through React go through the same aliases (the UI page's test renders with them),
    // instead of Node loading them with React's own package. Not lucide-react: its one entry re-exports every icon
    // (a minute to transform); the test that renders stands its icons in (app/routes/dev/ui.test.ts).
    server: { deps: { inline: [/react-router/, /@tanstack\/react-query/] } },
  },
});
