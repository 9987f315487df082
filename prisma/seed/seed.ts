// `prisma db seed` entry: demo data for local runs (see README for the demo user).
import { createDb } from '../../packages/server/src/db';
import { seedDemo } from '../../packages/server/src/seed';
import { databaseUrl } from '../../prisma.config';

const db = createDb(databaseUrl);
await seedDemo(db);
await db.$disconnect();
console.log('seeded demo data');
