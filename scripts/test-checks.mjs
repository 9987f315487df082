// `npm test`'s first lane: the checks that need nothing built, one after the other on one core, while scripts/test.mjs
// builds the client and the server and runs the unit tests that need them on the other (docs/bench.md session 18).
// A process of its own because test.mjs runs its steps synchronously: a chain of steps kept in test.mjs would wait
// for each of its own steps to end before starting the next one here.
import { pnpm, log, root, run } from './lib.mjs';

log('typecheck (one program, TypeScript 7)');
run(process.execPath, ['scripts/typecheck.mjs'], { cwd: root });
log('boundaries (contract, server domains, client features; .dependency-cruiser.cjs)');
pnpm(['lint:boundaries']);
// Biome: the lint rules and the formatter's check in one pass (biome.jsonc, decision 0034).
log('lint and format (biome)');
pnpm(['lint']);
log('contract unit tests');
pnpm(['--filter', '@card/contract', 'test']);
