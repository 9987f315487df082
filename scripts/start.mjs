// `npm start`: install, migrate + seed the SQLite file, build the client, serve everything on one port.
import { buildClient, install, log, migrateAndSeed, pnpm } from './lib.mjs';

install();
migrateAndSeed();
buildClient();
const port = process.env.PORT ?? '3000';
log(`serving at http://localhost:${port}/multipage/  (demo user 13800138000 / demo1234)`);
pnpm(['--filter', '@card/server', 'start'], { env: { NODE_ENV: process.env.NODE_ENV ?? 'development' } });
