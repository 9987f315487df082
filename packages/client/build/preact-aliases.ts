/**
 * React's module names resolved to Preact's compatibility layer (decision 0014), for the build, the dev server
 * (and its dependency pre-bundling) and any test that renders components. Exact names only: `react-router` or
 * `@tanstack/react-query` must not match. Switching back to React DOM = removing these aliases.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
