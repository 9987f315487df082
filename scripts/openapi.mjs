// Writes the OpenAPI 3.1 document of the contract to a file, for client generators and contract tests:
//   npm run openapi                                  -> docs/openapi.json
//   npm run openapi -- out/api.json --server https://card.example.com
//   npm run openapi -- --release                     -> docs/openapi.release.json (at a release: what `npm test`
//                                                      compares the contract with, docs/api-changelog.md)
// The same document the server answers at /docs/openapi.json (packages/server/src/core/openapi). It is generated,
// not committed: run this after changing the contract. Needs the installed workspace (`npm start` or `npm test` once).
import fs from 'node:fs';
import path from 'node:path';
import { root, log } from './lib.mjs';

const args = process.argv.slice(2);
const servers = [];
let out = path.join(root, 'docs', 'openapi.json');
let release = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--server') servers.push(args[++i]);
  else if (args[i] === '--release') {
    release = true;
    out = path.join(root, 'docs', 'openapi.release.json');
  } else out = path.resolve(args[i]);
}
if (servers.some((s) => !s || !/^https?:\/\//.test(s))) {
  console.error('[card] --server takes an http(s) URL, e.g. --server https://card.example.com');
  process.exit(1);
}

let tsImport;
try {
  ({ tsImport } = await import('tsx/esm/api'));
} catch {
  console.error('[card] tsx is not installed: run `npm start` or `npm test` once, then `npm run openapi` again');
  process.exit(1);
}
const { contractDocument } = await tsImport('../packages/server/src/core/openapi/index.ts', import.meta.url);
const doc = contractDocument({ servers });
fs.mkdirSync(path.dirname(out), { recursive: true });
// The release copy is committed: one line (1.9 MB instead of 5), read by a test, not by people.
fs.writeFileSync(out, release ? `${JSON.stringify(doc)}\n` : `${JSON.stringify(doc, null, 2)}\n`);
const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
log(`OpenAPI ${doc.openapi}: ${operations} operations written to ${out.startsWith(process.cwd()) ? path.relative(process.cwd(), out) : out}`);
