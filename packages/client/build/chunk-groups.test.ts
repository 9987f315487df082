import { describe, expect, it } from 'vitest';
import { appClosure, chunkGroups, namedPackageImports, planFirstScreens, reexportFiles, type ModuleGraph } from './chunk-groups';

const src = (name: string) => `/r/packages/client/src/${name}`;
const icons = '/r/node_modules/lucide-react/dist/esm/lucide-react.mjs';
const icon = (name: string) => `/r/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
const contract = '/r/packages/contract/src/index.ts';

/** A module graph: each module's static imports and code. */
function graphOf(modules: Record<string, { imports?: string[]; code?: string }>): ModuleGraph {
  return { getModuleInfo: (id) => (modules[id] ? { importedIds: modules[id].imports ?? [], code: modules[id].code ?? '' } : null) };
}

/**
 * The entry uses the router; the welcome and the centre share the page frame; the centre alone draws its tiles
 * (with an icon); the wallet's screen, outside the first screens, uses the page frame and the centre's hook.
 */
const app = graphOf({
  [src('main.tsx')]: { imports: [src('router.tsx')] },
  [src('router.tsx')]: {},
  [src('welcome.tsx')]: { imports: [src('Page.tsx'), src('router.tsx')] },
  [src('home.tsx')]: { imports: [src('Page.tsx'), src('Tiles.tsx'), src('welcome.tsx'), src('hooks.ts'), contract] },
  [src('Page.tsx')]: {},
  [src('Tiles.tsx')]: { imports: [icons, src('tile-text.ts')], code: 'import { Wallet, Users as People } from "lucide-react";' },
  [src('tile-text.ts')]: {},
  [src('hooks.ts')]: { imports: [src('query-keys.ts')] },
  [src('query-keys.ts')]: {},
  [src('wallet.tsx')]: { imports: [src('Page.tsx'), src('hooks.ts')] },
  [icons]: {
    imports: [icon('wallet'), icon('users'), icon('star')],
    code: "export { default as Wallet } from './icons/wallet.mjs';\nexport { default as Users, default as UsersIcon } from './icons/users.mjs';\nexport { default as Star } from './icons/star.mjs';",
  },
  [icon('wallet')]: {},
  [icon('users')]: {},
  [icon('star')]: {},
  [contract]: { imports: ['/r/packages/contract/src/card.ts'] },
});
const all = [
  src('main.tsx'),
  src('router.tsx'),
  src('welcome.tsx'),
  src('home.tsx'),
  src('Page.tsx'),
  src('Tiles.tsx'),
  src('tile-text.ts'),
  src('hooks.ts'),
  src('query-keys.ts'),
  src('wallet.tsx'),
  icons,
  icon('wallet'),
  icon('users'),
  icon('star'),
  contract,
];
const initial = new Set([src('main.tsx'), src('router.tsx')]);
const screens = [
  { name: 'welcome', module: src('welcome.tsx') },
  { name: 'centre', module: src('home.tsx') },
];

describe('the first screens chunk plan', () => {
  it('reads the names a module imports from a package, and the files a package index re-exports them from', () => {
    expect(namedPackageImports('import { A, B as C, type D } from "pkg";\nimport { x } from "./local";')).toEqual(new Map([['pkg', ['A', 'B', 'D']]]));
    expect(reexportFiles("export { default as A, default as AIcon } from './icons/a.mjs';")).toEqual(
      new Map([
        ['A', 'icons/a.mjs'],
        ['AIcon', 'icons/a.mjs'],
      ]),
    );
  });

  it("follows the app's own imports and the icons it names, not a package index's other modules", () => {
    const closure = appClosure(app, src('home.tsx'));
    expect(closure).toContain(src('tile-text.ts'));
    expect(closure).toContain(icon('wallet'));
    expect(closure).toContain(icon('users'));
    expect(closure).not.toContain(icon('star'));
    expect(closure).not.toContain(icons);
    expect(closure).not.toContain(contract);
  });

  it("puts what only the centre's code uses in its file, what other screens use in its shared file, the entry's nowhere", () => {
    const plan = planFirstScreens(app, all, initial, screens);
    expect(plan.get(src('Tiles.tsx'))).toBe('centre');
    expect(plan.get(src('tile-text.ts'))).toBe('centre');
    expect(plan.get(icon('users'))).toBe('centre');
    // Used by the wallet's screen, and a dependency of something used by it.
    expect(plan.get(src('hooks.ts'))).toBe('centre-shared');
    expect(plan.get(src('query-keys.ts'))).toBe('centre-shared');
    // Shared by two first screens: the earlier one's.
    expect(plan.get(src('Page.tsx'))).toBe('welcome-shared');
    expect(plan.has(src('router.tsx'))).toBe(false);
    expect(plan.has(src('wallet.tsx'))).toBe(false);
  });

  it('makes an icon another screen names shared', () => {
    const withStar = graphOf({
      ...Object.fromEntries(all.map((id) => [id, { imports: app.getModuleInfo(id)!.importedIds as string[], code: app.getModuleInfo(id)!.code ?? '' }])),
      [src('wallet.tsx')]: { imports: [src('Page.tsx'), icons], code: 'import { Wallet } from "lucide-react";' },
    });
    expect(planFirstScreens(withStar, all, initial, screens).get(icon('wallet'))).toBe('centre-shared');
  });

  it('puts a module that loads its lazy imports all at once in one file with them', () => {
    const tables = graphOf({
      [src('area-routes.ts')]: { imports: [src('router.tsx')] },
      [src('shop/routes.tsx')]: { imports: [src('shop/routes-goods.tsx'), src('router.tsx')] },
      [src('shop/routes-goods.tsx')]: {},
      [src('wallet/routes.tsx')]: {},
      [src('router.tsx')]: {},
    });
    const withLazy = {
      getModuleInfo: (id: string) =>
        id === src('area-routes.ts') ? { ...tables.getModuleInfo(id)!, dynamicallyImportedIds: [src('shop/routes.tsx'), src('wallet/routes.tsx')] } : tables.getModuleInfo(id),
    };
    const ids = [src('area-routes.ts'), src('shop/routes.tsx'), src('shop/routes-goods.tsx'), src('wallet/routes.tsx'), src('router.tsx')];
    const plan = planFirstScreens(withLazy, ids, new Set([src('router.tsx')]), [{ name: 'area-routes', module: src('area-routes.ts'), withLazyImports: true }]);
    expect(Object.fromEntries(plan)).toEqual({
      [src('area-routes.ts')]: 'area-routes',
      [src('shop/routes.tsx')]: 'area-routes',
      [src('shop/routes-goods.tsx')]: 'area-routes',
      [src('wallet/routes.tsx')]: 'area-routes',
    });
    // Without the flag, only the module itself.
    expect([...planFirstScreens(withLazy, ids, new Set([src('router.tsx')]), [{ name: 'area-routes', module: src('area-routes.ts') }]).keys()]).toEqual([src('area-routes.ts')]);
  });

  it('stops the build when a first screen is no module of it', () => {
    expect(() => planFirstScreens(app, all, initial, [{ name: 'gone', module: src('gone.tsx') }])).toThrow(/gone/);
  });

  it('asks the bundler for every module and the entry before grouping, and refuses to group without them', () => {
    const groups = chunkGroups(screens);
    expect(groups.map((g) => g.priority)).toEqual([...groups.map((g) => g.priority)].sort((a, b) => b - a));
    expect(groups[1]!.tags).toEqual(['$initial']);
    expect(() => groups[2]!.name(src('Tiles.tsx'), app)).toThrow(/not recorded/);
    for (const id of all) groups[0]!.name(id, app);
    for (const id of initial) groups[1]!.name(id, app);
    expect(groups[2]!.name(src('Tiles.tsx'), app)).toBe('centre');
    expect(groups[2]!.name(src('router.tsx'), app)).toBe(null);
    expect(groups[3]!.name('/r/node_modules/@tanstack/react-query/build/modern/useMutation.js', app)).toBe('query');
  });
});
