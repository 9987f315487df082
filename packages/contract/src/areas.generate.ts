/// <reference types="node" />
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Writes the contract's light lists from the one list of areas (areas.list.ts): area-tables.ts (each area's error
 * codes and limits, which the catalogue and LIMITS read), area-labels.ts (each area's field labels, which
 * labelsFor reads) and area-exports.ts (each area folder's public names, which the package entry re-exports). They import each area's tables and labels from the modules that declare them, never its
 * definition, so a screen reading LIMITS or a label does not carry the routers and their zod schemas (issue 9).
 *
 * It reads the source text instead of importing the areas: a new area's schemas read `LIMITS.<its group>` when they
 * load, which the stale list does not hold yet. Stale lists fail to compile (areas.list.ts checks area-tables.ts,
 * area-labels.ts is typed by the list's keys); areas.generate.test.ts compares them with this output and checks each part by identity.
 *
 * Regenerate: `cd packages/contract && pnpm exec tsx src/areas.generate.ts`
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(SRC, `${file}.ts`), 'utf8');

/** A module's export: its file (from src, posix, without `.ts`) and the exported name. */
export interface Binding {
  file: string;
  name: string;
}

/** What one listed area contributes to the light lists. */
export interface LocatedArea {
  key: string;
  /** Its folder (from src), whose index.ts is its public surface. */
  folder: string;
  tables: Binding;
  labels: Binding;
}

/** The file each name of a module is imported from (`import { a, b as c } from './x'`), resolved from src. */
function importsOf(file: string, text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']*)'/g)) {
    for (const part of m[1]!.split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local && !local.startsWith('type ')) found.set(local, posix.join(posix.dirname(file), m[2]!));
    }
  }
  return found;
}

/** The definition files areas.list.ts lists, in the order of its `AREAS` array (the contract's order). */
export function listedAreaFiles(text = read('areas.list')): string[] {
  const imports = importsOf('areas.list', text);
  const list = /export const AREAS = \[([^\]]*)\]/.exec(text)?.[1];
  if (list === undefined) throw new Error('areas.list.ts: no `export const AREAS = [...]` found');
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name) => {
      const file = imports.get(name);
      if (!file) throw new Error(`areas.list.ts: ${name} is listed but not imported from an area's folder`);
      return file;
    });
}

/** An area's key and where its tables and labels are declared, read from its definition (`<area>.area.ts`). */
export function locateArea(file: string): LocatedArea {
  const text = read(file);
  const parts = /defineArea\(\{\s*tables:\s*(\w+),\s*labels:\s*(\w+),\s*router:\s*\w+,?\s*\}\)/.exec(text);
  if (!parts) throw new Error(`${file}.ts: write the area as \`defineArea({ tables: <its tables>, labels: <its labels>, router: <its router> })\``);
  const imports = importsOf(file, text);
  const binding = (name: string, what: string): Binding => {
    const from = imports.get(name);
    if (!from) throw new Error(`${file}.ts: its ${what} (${name}) must be imported from another module of its folder`);
    return { file: from, name };
  };
  const tables = binding(parts[1]!, 'tables');
  const key = /\bkey:\s*'([^']+)'/.exec(read(tables.file))?.[1];
  if (!key) throw new Error(`${tables.file}.ts: no \`key: '<area key>'\` found in the area's tables`);
  const folder = posix.dirname(file);
  if (!existsSync(join(SRC, folder, 'index.ts'))) throw new Error(`${folder}/index.ts is missing: the area's public names (what the package entry re-exports)`);
  return { key, folder, tables, labels: binding(parts[2]!, 'labels') };
}

const HEADER = (what: string) => [
  '// Generated from areas.list.ts by areas.generate.ts; do not edit by hand (areas.generate.test.ts compares it).',
  '// Regenerate: `cd packages/contract && pnpm exec tsx src/areas.generate.ts`.',
  '//',
  `// ${what}`,
];

/** Refuses two areas exporting their parts under one name: the generated file would import it twice. */
function importLines(bindings: readonly Binding[]): string[] {
  const seen = new Set<string>();
  return bindings.map((b) => {
    if (seen.has(b.name)) throw new Error(`two areas export their parts as ${b.name}: give ${b.file}'s a name of its own`);
    seen.add(b.name);
    return `import { ${b.name} } from './${b.file}';`;
  });
}

/** The text of area-tables.ts, area-labels.ts and area-exports.ts for a list of definition files. */
export function renderAreaLists(files: readonly string[] = listedAreaFiles()): { tables: string; labels: string; exports: string } {
  const areas = files.map(locateArea);
  const tables = [
    ...HEADER("Each listed area's tables (key, error codes, limits), light: the catalogue and LIMITS read this list, not the routers."),
    ...importLines(areas.map((a) => a.tables)),
    '',
    '/** areas.list.ts fails to compile while this list holds other areas, or another order, than it (AreaTablesFresh). */',
    'export const AREA_TABLES = [',
    ...areas.map((a) => `  ${a.tables.name},`),
    '] as const;',
    '',
  ];
  const labels = [
    ...HEADER("Each listed area's field labels by its key: labelsFor reads them without loading the routers."),
    "import type { AreaKey } from './areas.list';",
    "import type { AreaLabels } from './common/labels';",
    ...importLines(areas.map((a) => a.labels)),
    '',
    '/** An area added to areas.list.ts and missing here (or one here no longer listed) fails to compile: regenerate. */',
    'export const AREA_LABELS: Readonly<Record<AreaKey, AreaLabels>> = {',
    ...areas.map((a) => `  ${a.key}: ${a.labels.name},`),
    '};',
    '',
  ];
  const exports = [
    ...HEADER("Each listed area's public names (its folder's index.ts), re-exported by the package entry (index.ts)."),
    ...areas.map((a) => `export * from './${a.folder}';`),
    '',
  ];
  return { tables: tables.join('\n'), labels: labels.join('\n'), exports: exports.join('\n') };
}

export const GENERATED = { tables: join(SRC, 'area-tables.ts'), labels: join(SRC, 'area-labels.ts'), exports: join(SRC, 'area-exports.ts') } as const;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = renderAreaLists();
  writeFileSync(GENERATED.tables, text.tables);
  writeFileSync(GENERATED.labels, text.labels);
  writeFileSync(GENERATED.exports, text.exports);
  console.log(`wrote ${Object.values(GENERATED).join(', ')}`);
}
