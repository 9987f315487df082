/**
 * How the client's code is cut into files (issue 30: `npm test` time and the first screen's weight). Left to itself,
 * the bundler makes one file per distinct set of screens that share a module: with ~700 lazy screens, the management
 * centre's first screen was 56 script files (each icon, hook and small component its own), the wallet's home 45.
 * Every file is a request that a phone on a mobile link waits a round trip for, and that the browser process, the
 * journeys' Playwright and the server each handle on every full load (docs/bench.md, session 15).
 *
 * The groups, each derived from the module graph rather than from a list of files:
 * - per first screen (the newcomer's welcome, then the management centre): the app's own modules the screen reaches
 *   by static imports and the entry file does not hold, with the icons they name (each icon was a file of its own,
 *   about 250 bytes gzip: a third of the centre's requests). What only the screen's code uses is `<screen>`, what
 *   other screens import too is `<screen>-shared`: a deep link or the login loads the page frame, the buttons and
 *   the api hooks without the centre's tiles and sheets. A module two screens share goes to the earlier one, so the
 *   welcome never loads the centre's code.
 * - the areas' route tables with area-routes.ts, which loads them all at once (19 files were 1 request each).
 * - `query`: the query library's hooks that the entry does not hold (every screen uses some of them).
 * Everything else keeps the bundler's automatic split, so a screen still loads only when it is opened.
 */

/** The module graph as the bundler's chunking context shows it (the part read here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[]; code: string | null } | null;
}

/** A group of `output.codeSplitting.groups` (rolldown), as far as these groups use it. */
export interface ChunkGroup {
  name: (id: string, ctx: ModuleGraph) => string | null;
  priority: number;
  tags?: '$initial'[];
  /**
   * Off: the bundler would otherwise pull every dependency of a captured module into the group, the entry's own
   * modules (Preact, the router) included, and the entry file would then import the group's. Each group here is
   * closed under the static imports that matter: a module it leaves out is the entry's (loaded first), another
   * group's, or a shared one the bundler places itself.
   */
  includeDependenciesRecursively: false;
}

/** The client's own source files: a first screen's group follows imports among these. */
export const isAppSource = (id: string) => /[\\/]packages[\\/]client[\\/]src[\\/]/.test(id) && !/[\\/]node_modules[\\/]/.test(id);
/** A module of TanStack Query (its core and its React hooks). */
export const isQuery = (id: string) => /[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id);

/** `import { A, B as C } from "pkg"` of a module's code: each bare (package) specifier with the names it imports. */
export function namedPackageImports(code: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"'./][^"']*)["']/g)) {
    const names = m[1]!
      .split(',')
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, ''),
      )
      .filter(Boolean);
    out.set(m[2]!, [...(out.get(m[2]!) ?? []), ...names]);
  }
  return out;
}

/** `export { default as A, x as B } from "./file"` of a package's index: each exported name with its file. */
export function reexportFiles(code: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']*)["']/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!;
      if (name) out.set(name, m[2]!.replace(/^\.\//, ''));
    }
  }
  return out;
}

/**
 * The files of a package a module takes by name through the package's index (`import { Wallet } from
 * 'lucide-react'`), when that index re-exports each name from its own file: the one icon, not the whole set. An
 * index of another shape (the query library's, the contract's) gives nothing; its modules stay outside the group.
 */
function packageFilesUsed(graph: ModuleGraph, id: string, code: string): string[] {
  const imported = graph.getModuleInfo(id)?.importedIds ?? [];
  const files: string[] = [];
  for (const [spec, names] of namedPackageImports(code)) {
    const index = imported.find((i) => !isAppSource(i) && i.includes(`/node_modules/${spec}/`));
    const info = index ? graph.getModuleInfo(index) : null;
    if (!info?.code) continue;
    const byName = reexportFiles(info.code);
    for (const name of names) {
      const file = byName.get(name);
      const hit = file && info.importedIds.find((i) => i.endsWith(`/${file}`));
      if (hit) files.push(hit);
    }
  }
  return files;
}

/**
 * What a first screen runs of the app's own code: every app source module `from` reaches through static imports,
 * itself included, and the package files they take by name (icons). It does not walk into a package's index: that
 * re-exports all the package's modules, and through it the walk would claim modules the screen never uses (the
 * bundler drops those from the screen, but a group would still carry them).
 */
export function appClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || !isAppSource(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
    for (const file of packageFilesUsed(graph, id, info.code ?? '')) seen.add(file);
  }
  return seen;
}

export interface FirstScreen {
  /** The chunk's name. */
  name: string;
  /** The screen's module (absolute path), e.g. src/app/routes/acc/home.tsx. */
  module: string;
  /**
   * The module loads everything it imports lazily at once (the areas' route tables, area-routes.ts): those modules
   * go into its file too, instead of a file each.
   */
  withLazyImports?: boolean;
}

/**
 * Which file each first screen's module goes to: `<screen>` for what only that screen's own code uses, `<screen>-shared`
 * for what other screens use too (the page frame, the buttons, the api hooks). A later screen (the wallet opened by
 * a link, the login) then loads the shared file, not the centre's tiles and sheets. Screens in order: a module of two
 * goes to the earlier. `all` is every module of the build, `initial` the entry file's.
 */
export function planFirstScreens(graph: ModuleGraph, all: Iterable<string>, initial: ReadonlySet<string>, screens: readonly FirstScreen[]): Map<string, string> {
  // Who uses each module: its static importers, and for a package file taken by name (an icon), the app modules naming it.
  const users = new Map<string, Set<string>>();
  const use = (id: string, by: string) => users.set(id, (users.get(id) ?? new Set()).add(by));
  for (const id of all) {
    const info = isAppSource(id) ? graph.getModuleInfo(id) : null;
    if (!info) continue;
    for (const dep of info.importedIds) use(dep, id);
    for (const file of packageFilesUsed(graph, id, info.code ?? '')) use(file, id);
  }
  const plan = new Map<string, string>();
  for (const screen of screens) {
    if (!graph.getModuleInfo(screen.module)) throw new Error(`chunk groups: the first screen ${screen.name} (${screen.module}) is not in the build (build/chunk-groups.ts)`);
    const lazy = screen.withLazyImports ? (graph.getModuleInfo(screen.module)?.dynamicallyImportedIds ?? []) : [];
    const closure = new Set([screen.module, ...lazy].flatMap((from) => [...appClosure(graph, from)]));
    // Shared: used from outside the screen's code, or by something shared (the shared file must not import the screen's).
    const shared = new Set<string>();
    const stack = [...closure].filter((id) => [...(users.get(id) ?? [])].some((by) => !closure.has(by)));
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (shared.has(id) || !closure.has(id)) continue;
      shared.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []), ...packageFilesUsed(graph, id, graph.getModuleInfo(id)?.code ?? ''));
    }
    for (const id of closure) if (!initial.has(id) && !plan.has(id)) plan.set(id, shared.has(id) ? `${screen.name}-shared` : screen.name);
  }
  return plan;
}

/**
 * The groups for these first screens. The bundler names every module to the first group (which records them and
 * captures nothing), and the entry's modules to the second (its `$initial` tag counts only the imports the entry
 * really uses), before it asks the screens' group: it asks the groups in order of priority. A screen that is no
 * module of the build (renamed or moved) stops the build instead of silently grouping nothing.
 */
export function chunkGroups(screens: readonly FirstScreen[]): ChunkGroup[] {
  const all = new Set<string>();
  const initial = new Set<string>();
  let plan: Map<string, string> | undefined;
  const planOf = (graph: ModuleGraph) => {
    if (initial.size === 0 || all.size === 0) throw new Error('chunk groups: the modules were not recorded before the first screens were grouped (build/chunk-groups.ts)');
    plan ??= planFirstScreens(graph, all, initial, screens);
    return plan;
  };
  const record = (into: Set<string>) => (id: string) => {
    into.add(id);
    return null;
  };
  return [
    { name: record(all), priority: 5, includeDependenciesRecursively: false },
    { name: record(initial), tags: ['$initial'], priority: 4, includeDependenciesRecursively: false },
    { name: (id, graph) => planOf(graph).get(id) ?? null, priority: 3, includeDependenciesRecursively: false },
    { name: (id) => (isQuery(id) && !initial.has(id) ? 'query' : null), priority: 2, includeDependenciesRecursively: false },
  ];
}
