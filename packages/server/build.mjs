// Production build of the server: src/server.ts bundled into dist/server.js, so `npm start` runs plain JavaScript
// instead of compiling TypeScript at every boot with the tsx loader.
//
// The bundler is the esbuild that tsx already depends on (no new dependency). What goes into the bundle and what
// stays outside:
// - our own TypeScript: src/, the generated Prisma client (src/generated/prisma) and @card/contract, a workspace
//   package published as TypeScript source that Node cannot load;
// - every real npm dependency stays an import, resolved from packages/server/node_modules at run time: native ones
//   (sharp, @libsql/client) cannot be bundled, and the Prisma runtime loads its WASM query compiler from its own files.
// dist/server.js sits as deep as src/config.ts, so paths computed from import.meta.url (the repository root) are unchanged.
// One change to the generated client: it loads Prisma's WASM query compiler from a base64 module, a 2.4 MB string that
// V8 keeps twice for the life of the process (the module's source and the export) beside the decoded bytes. The bundle
// reads the same bytes from dist/query_compiler_<build>_bg.sqlite.wasm instead (~7 MB less resident, decision 0013).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const bundled = new Set(['@card/contract']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !bundled.has(name));

const outdir = path.join(here, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });
fs.mkdirSync(outdir, { recursive: true });

// The generated client names the build of Prisma's compiler it loads (7.x: "small" or "fast", the generator's
// compilerBuild; decision 0030): read from it, so the file written here is always the one it asks for.
const classFile = path.join(here, 'src', 'generated', 'prisma', 'internal', 'class.ts');
const compilerBuild = /@prisma\/client\/runtime\/query_compiler_(\w+)_bg\.sqlite\.wasm-base64\.mjs/.exec(fs.readFileSync(classFile, 'utf8'))?.[1];
if (!compilerBuild) throw new Error(`build.mjs: ${classFile} no longer names its query compiler's build; update the plugin`);
const wasmName = `query_compiler_${compilerBuild}_bg.sqlite.wasm`;
const { wasm } = await import(require.resolve(`@prisma/client/runtime/${wasmName}-base64.mjs`));
fs.writeFileSync(path.join(outdir, wasmName), Buffer.from(wasm, 'base64'));
const base64Load = new RegExp(`const \\{ wasm \\} = await import\\("@prisma/client/runtime/${wasmName.replace(/\./g, '\\.')}-base64\\.mjs"\\)\\s*return await decodeBase64AsWasm\\(wasm\\)`);
const wasmFromFile = {
  name: 'prisma-wasm-from-file',
  setup(build) {
    build.onLoad({ filter: /generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      // A new Prisma that loads its compiler differently must fail the build, not silently keep the base64 path.
      if (!base64Load.test(source)) throw new Error(`build.mjs: the generated Prisma client no longer loads ${wasmName} as base64; update the plugin`);
      const fromFile = `return new WebAssembly.Module((await import('node:fs')).readFileSync(new URL('./${wasmName}', import.meta.url)))`;
      return { contents: escapeWide(source.replace(base64Load, fromFile)), loader: 'ts' };
    });
  },
};
// V8 keeps a module's source resident for the life of the process, one byte a character only when every character
// fits in Latin-1: one Chinese character anywhere (esbuild escapes them in strings, not in regular expressions such as
// the card parser's 有限公司|集团...) made the 2.9 MB bundle a 5.8 MB two-byte string. Our sources reach esbuild with
// such characters written as \u escapes, which mean the same in strings, templates, regular expressions and
// identifiers (the server has no JSX text or String.raw, where they would not); only columns after one on its own line
// move in the source map.
const escapeWide = (source) => source.replace(/[^\u0000-\u00ff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const latin1Sources = {
  name: 'latin1-sources',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      // `\中` (an escaped character) would become `\\u4e2d`, a backslash and five letters: refused, not miscompiled.
      if (/\\[^\u0000-\u00ff]/.test(source)) throw new Error(`build.mjs: ${args.path} escapes a character beyond Latin-1 with a backslash; write it as \\uXXXX`);
      return /[^\u0000-\u00ff]/.test(source) ? { contents: escapeWide(source), loader: 'ts' } : undefined;
    });
  },
};
const result = await esbuild.build({
  absWorkingDir: here,
  // The ledger check is built too, so an operator runs it with the server's Node and no TypeScript loader, and the tests
  // that run it as a process skip tsx's compile of what it imports (3.3 CPU s a run, docs/bench.md session 15).
  entryPoints: { server: 'src/server.ts', 'ledger-check': 'src/tools/ledger-check.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Subpaths too (e.g. @prisma/client/runtime/client): every import of a dependency is left to Node.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // The map keeps only the mappings (stack traces still name src/ files and lines; the sources are in the repository),
  // and the bundle drops comments and indentation: Node keeps a module's whole source text resident, as two-byte
  // characters when it holds any Chinese (a comment's, say), and --enable-source-maps keeps the map. Measured at
  // start, 13 s after launch: 183-186 MB resident before, 171-175 MB after (issue 30).
  sourcemap: true,
  sourcesContent: false,
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [wasmFromFile, latin1Sources],
});
const bytes = result.metafile.outputs['dist/server.js']?.bytes ?? 0;
// A wide character that still reached the bundle (a dependency's) would double its resident source again: say so.
const wide = [...fs.readFileSync(path.join(outdir, 'server.js'), 'utf8').matchAll(/[^\u0000-\u00ff]/g)].length;
if (wide) console.warn(`[card] dist/server.js holds ${wide} characters beyond Latin-1: Node keeps its source as two-byte text`);
console.log(`[card] server built: dist/server.js (${Math.round(bytes / 1024)} kB), dist/ledger-check.js`);
