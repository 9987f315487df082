// `prisma db seed` entry: demo data for local runs (see README for the demo user), and the music files it plays.
import { loadConfig } from '../../packages/server/src/config';
import { createDb } from '../../packages/server/src/db';
import { LocalDiskStorage } from '../../packages/server/src/providers/storage';
import { seedDemo } from '../../packages/server/src/seed';
import { databaseUrl } from '../../prisma.config';

const db = createDb(databaseUrl);
await seedDemo(db, new LocalDiskStorage(loadConfig().uploadDir));
await db.$disconnect();
console.log('seeded demo data');
