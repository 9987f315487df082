/**
 * Boundaries checked by `pnpm lint:boundaries` (run by `npm test` after the typecheck); see
 * docs/decisions/0007-boundaries.md. Each rule names the layering it protects, so a failure says what to do.
 * The domains' folder-level circles are checked by the second pass, .dependency-cruiser.domains.cjs.
 */
const DOMAINS = '^packages/server/src/domains/';
const SERVER = '^packages/server/src/';
const FEATURES = '^packages/client/src/features/';

module.exports = {
  forbidden: [
    {
      name: 'contract-stays-pure',
      comment: 'The contract is shared by server and client; it must import neither (move the shared thing into the contract).',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: ['^packages/(server|client)/', '^@card/(server|client)'] },
    },
    {
      name: 'domain-through-public-entry',
      comment:
        'A server domain reaches another only through domains/<other>/index.ts, or through src/core/ for what many share ' +
        '(users, sessions, codes, the DbClient type, access rules). Export it from that index.ts or move it into core/.',
      severity: 'error',
      from: { path: `${DOMAINS}([^/]+)/` },
      to: { path: `${DOMAINS}[^/]+/`, pathNot: [`${DOMAINS}$1/`, `${DOMAINS}[^/]+/index\\.ts$`] },
    },
    {
      name: 'core-below-domains',
      comment: 'core/ is what domains share; it cannot depend on a domain (that would make the domains depend on each other again).',
      severity: 'error',
      from: { path: '^packages/server/src/core/' },
      to: { path: DOMAINS },
    },
    {
      name: 'plugins-through-public-entry',
      comment:
        'The app\'s plugins (session, page plugins) use a domain only through domains/<area>/index.ts; what every ' +
        'request needs (the session\'s access read) lives in src/core/.',
      severity: 'error',
      from: { path: `${SERVER}plugins/` },
      to: { path: DOMAINS, pathNot: `${DOMAINS}[^/]+/index\\.ts$` },
    },
    {
      name: 'lib-and-providers-below-the-app',
      comment:
        'lib/ (pure helpers) and providers/ (outside services) sit under the domains and the app\'s plugins: move the ' +
        'shared piece down into lib/ (a pure rule, a request helper) or hand it in as a function.',
      severity: 'error',
      from: { path: `${SERVER}(lib|providers)/`, pathNot: '\\.test\\.ts$' },
      to: { path: [DOMAINS, `${SERVER}plugins/`] },
    },
    {
      name: 'sweep-files-are-tests',
      comment:
        'An area\'s `<area>.sweep.ts` is the foreign-id sweep\'s knowledge of it (test code, importing test factories), ' +
        'kept beside the area and found by the sweep\'s glob: the server itself never imports one.',
      severity: 'error',
      from: { path: SERVER, pathNot: ['\\.sweep\\.ts$', '\\.test\\.ts$'] },
      to: { path: '\\.sweep\\.ts$' },
    },
    {
      name: 'server-src-does-not-import-tests',
      comment: 'Production code does not reach into test/ (factories, helpers); only the areas\' sweep files and tests may.',
      severity: 'error',
      from: { path: SERVER, pathNot: ['\\.sweep\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^packages/server/test/' },
    },
    {
      name: 'no-file-circle',
      comment:
        'No two files import each other, directly or round about (type-only imports too): move what both need ' +
        '(a type, a small helper) into a file of its own that both import. A way round through a lazy import() counts ' +
        'too (the client\'s area manifests once loaded their screens that way; the router now finds each area\'s ' +
        'routes.tsx by a glob: app/area-routes.ts).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-do-not-import-features',
      comment: 'Client features are independent; compose them in app/routes/, or move the shared piece into components/ or lib/.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
  ],
  options: {
    // Type-only imports count: a domain borrowing another's type is still coupled to it.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/generated/', '/dist/'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
  },
};
