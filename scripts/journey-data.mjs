// The browser journeys' data for `npm test`: a SQLite file migrated and seeded as `npm start` does it, and the folder
// of the seed's uploads, made beside the PostgreSQL layer (scripts/test.mjs). Writes to the file named by its argument
// the JSON of the environment that hands both to the journeys' global setup (packages/client/e2e/support/
// global-setup.ts), which otherwise makes its own and, either way, deletes them when the journeys end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateAndSeed } from './lib.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-e2e-data-'));
const file = path.join(dir, 'journeys.db');
const uploads = path.join(dir, 'uploads');
migrateAndSeed({ DATABASE_URL: `file:${file}`, UPLOAD_DIR: uploads });
fs.writeFileSync(process.argv[2], JSON.stringify({ E2E_DATABASE_FILE: file, E2E_UPLOAD_DIR: uploads }));
