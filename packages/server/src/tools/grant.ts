// `npm run grant -- <phone> <operator|customerService> [--revoke]`: grants or takes away a platform role on the
// database of DATABASE_URL (else data/card.db), with an audit row naming who ran it (the OS user). Exits 1 on a
// refused request (unknown phone, unknown role, bad usage), so scripts can tell.
import os from 'node:os';
import { loadConfig } from '../config';
import { createDb } from '../db';
import { systemClock } from '../lib/clock';
import { randomIds } from '../lib/ids';
import { runGrant } from './grant-command';

const db = createDb(loadConfig().databaseUrl);
try {
  const actor = `cli:${process.env.USER ?? os.userInfo().username}`;
  process.exitCode = await runGrant(process.argv.slice(2), { db, ids: randomIds, clock: systemClock, actor }, (line) => console.log(line));
} finally {
  await db.$disconnect();
}
