import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { preactAliases } from './build/preact-aliases';
import { APP_BASE, DEV_PROXY_PATTERN } from './build/dev-proxy';
import { chunkGroups } from './build/chunk-groups';

// Served by the Fastify server under /multipage; in dev, everything outside the app's base goes to it (build/dev-proxy).
export default defineConfig({
  base: APP_BASE,
  // The app is written against React's API and rendered by Preact through preact/compat (decision 0014: React DOM
  // alone was two thirds of the first screen's 100 kB gzip budget). Fast Refresh needs React DOM's internals, so
  // in dev an edited component reloads the page instead (refreshExclude); JSX still compiles to `react/jsx-runtime`,
  // which the aliases send to Preact's.
  plugins: [react({ refreshExclude: /./ }), precompress()],
  resolve: { alias: preactAliases },
  // The manifest lets the server preload the public card's route chunk and lets `npm run bench` weigh what it loads.
  build: {
    outDir: 'dist', assetsDir: 'assets', sourcemap: false, target: 'es2020', manifest: true,
    rolldownOptions: {
      // The contract's modules only declare (schemas, constants, catalogues); none acts on import. Saying so lets
      // the bundler drop what a chunk does not use from the `@card/contract` barrel, so a screen importing LIMITS
      // does not carry zod and every schema (issue 9: the first screen's weight).
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined) },
      // Fewer, larger files for the first screens (build/chunk-groups.ts; docs/bench.md session 15).
      output: {
        codeSplitting: {
          // The newcomer's welcome, then the signed-in user's management centre (routes/acc/entry.tsx picks one).
          groups: chunkGroups([
            { name: 'welcome', module: fileURLToPath(new URL('./src/app/routes/acc/welcome.tsx', import.meta.url)) },
            { name: 'centre', module: fileURLToPath(new URL('./src/app/routes/acc/home.tsx', import.meta.url)) },
            // Every area's route table, fetched together once the first screen is up or by a deep link (router.tsx).
            { name: 'area-routes', module: fileURLToPath(new URL('./src/app/area-routes.ts', import.meta.url)), withLazyImports: true },
          ]),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { [DEV_PROXY_PATTERN]: { target: 'http://localhost:3000', ws: true } },
  },
});
