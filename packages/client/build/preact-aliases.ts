import { fileURLToPath } from 'node:url';

/**
 * React's module names resolved to Preact's compatibility layer (decision 0014), for the build, the dev server
 * (and its dependency pre-bundling) and any test that renders components. Exact names only: `react-router` or
 * `@tanstack/react-query` must not match. Switching back to React DOM = removing these aliases.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // Preact's createRoot with React's effect timing (preact-client.ts).
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('./preact-client.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
