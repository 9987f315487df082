// `npm test`: install, typecheck every package, then run every test layer: contract rules, client units,
// server integration (real SQLite), the contract sweep, and the browser journeys in Debian's chromium.
import { buildClient, ensureChromium, install, log, pnpm } from './lib.mjs';

const started = Date.now();
install();
log('typecheck');
pnpm(['-r', 'typecheck']);
log('boundaries (contract, server domains, client features; .dependency-cruiser.cjs)');
pnpm(['lint:boundaries']);
log('unit and integration tests');
pnpm(['-r', '--workspace-concurrency=1', 'test']);
buildClient();
const chromium = ensureChromium();
log('browser journeys');
pnpm(['--filter', '@card/client', 'e2e'], { env: { CHROMIUM_PATH: chromium } });
log(`all test layers passed in ${Math.round((Date.now() - started) / 1000)}s`);
