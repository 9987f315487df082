/**
 * The second pass of `pnpm lint:boundaries`: no circle between the server's domain folders (card -> network -> card
 * through two different files is a circle of folders, though no file imports itself round about).
 *
 * A pass of its own because dependency-cruiser's folder rules see every folder: the src root (context.ts, which every
 * domain imports, beside app.ts, which imports every domain) would put every domain in one circle. Only the domains
 * are cruised here, their tests left out; a circle cannot pass through core/ or lib/ (the first pass forbids them to
 * import a domain), so what is left is the domains' own graph.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-domain-folder-circle',
      comment:
        'A domain may not reach back to itself through other domains: move the shared helper into lib/ or core/ ' +
        '(QR and vCard text: lib/; image ownership: core/uploads; delivery addresses: core/people), or hand the later ' +
        'step in as a function (card visits take the radar\'s statements from app.ts).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^packages/server/src/domains/',
    exclude: { path: [...base.options.exclude.path, '\\.test\\.ts$'] },
  },
};
