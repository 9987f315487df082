// The workspace's typecheck in one compiler program (`npm test`, `pnpm typecheck`). Each package's own program (its
// tsconfig.json, what an editor uses) checks the contract's sources again, so three programs checked the contract
// three times; one program checks every file once (docs/bench.md "Session 14: the typecheck").
//
// The program is derived from the packages' own tsconfig.json files, so a package, a folder or a setting added there
// is checked here without a second list: every package's `include` (made relative to the root) and the union of their
// `lib`, `types` and `jsx`. The derived config is written under node_modules/.cache (not kept in git).
//
// The program is checked by TypeScript 7's compiler (the native port, root devDependency `typescript-native`): the same
// checker, the same diagnostics on this code (planted errors in the client, the server and a contract call were
// reported alike, line for line), in 31 CPU s on one thread against 111 for TypeScript 5.9 (docs/bench.md session 18).
// It has no compiler API, so the packages, their editors and every tool that loads `typescript` keep 5.9. One thread:
// in `npm test` the other core runs the builds and unit tests meanwhile, and its default of four checkers took more
// CPU (84 s) on two cores than one thread did.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const packagesDir = path.join(root, 'packages');
const union = (lists) => [...new Set(lists.flat())];

/** A package's tsconfig.json (plain JSON: no comments in these files), with what it extends merged beneath it. */
function readConfig(file) {
  const own = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!own.extends) return own;
  const base = readConfig(path.resolve(path.dirname(file), own.extends));
  return { ...base, ...own, compilerOptions: { ...base.compilerOptions, ...own.compilerOptions } };
}

// A package with no `lib` of its own gets the target's whole default library, DOM included.
const defaultLib = (target) => [target, 'DOM', 'DOM.Iterable', 'DOM.AsyncIterable', 'WebWorker.ImportScripts', 'ScriptHost'];

export function workspaceConfig() {
  const packages = fs
    .readdirSync(packagesDir)
    .sort()
    .map((name) => path.join(packagesDir, name, 'tsconfig.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => ({ dir: path.dirname(file), config: readConfig(file) }));
  const options = packages.map((p) => p.config.compilerOptions ?? {});
  const jsx = union(options.map((o) => (o.jsx ? [o.jsx] : [])));
  if (jsx.length > 1) throw new Error(`the packages disagree on jsx (${jsx.join(', ')}): one program cannot check them`);
  return {
    extends: path.join(root, 'tsconfig.base.json'),
    compilerOptions: {
      ...(jsx[0] ? { jsx: jsx[0] } : {}),
      lib: union(options.map((o) => o.lib ?? defaultLib(o.target ?? 'ES2022'))),
      types: union(options.map((o) => o.types ?? [])),
    },
    include: packages.flatMap((p) => (p.config.include ?? ['**/*']).map((entry) => path.join(p.dir, entry))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.join(root, 'node_modules', '.cache', 'card-typecheck');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tsconfig.json');
  fs.writeFileSync(file, `${JSON.stringify(workspaceConfig(), null, 2)}\n`);
  // By its path, not node_modules/.bin/tsc: both TypeScripts name their command `tsc`.
  run(process.execPath, [path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'), '-p', file, '--singleThreaded']);
}
