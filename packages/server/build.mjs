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
      return { contents: source.replace(base64Load, fromFile), loader: 'ts' };
    });
  },
};
const result = await esbuild.build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts' },
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
  plugins: [wasmFromFile],
});
// The writer thread of core/direct-sql is plain JavaScript loaded by path: it goes beside the bundle.
fs.copyFileSync(path.join(here, 'src/core/direct-sql.worker.mjs'), path.join(outdir, 'direct-sql.worker.mjs'));
const bytes = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js')).reduce((n, [, o]) => n + o.bytes, 0);
console.log(`[card] server built: dist/server.js (${Math.round(bytes / 1024)} kB)`);
