// `npm start`: install, migrate + seed the database (the SQLite file by default; with DATABASE_URL=postgres://...
// a PostgreSQL database, from prisma/postgres/migrations: prisma.config.ts picks by the URL), build the client and
// the server (each only when its sources changed), serve everything on one port with the compiled server.
import { buildClient, buildServer, ensureCjkFont, ensureFfmpeg, ensureTesseract, install, log, migrateAndSeed, pnpm } from './lib.mjs';

install();
// Posters are drawn on the server in a CJK font (issue 14).
ensureCjkFont();
ensureFfmpeg();
ensureTesseract();
migrateAndSeed();
buildClient();
buildServer();
const port = process.env.PORT ?? '3000';
log(`serving at http://localhost:${port}/multipage/  (demo user 13800138000 / demo1234, agent 13800138001 / demo1234, operator 13800138002 / demo1234)`);
pnpm(['--filter', '@card/server', 'start'], { env: { NODE_ENV: process.env.NODE_ENV ?? 'development' } });
