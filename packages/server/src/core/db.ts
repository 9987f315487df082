import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';

/**
 * The database or an open transaction: writes that belong together run on the same one. Shared here so a
 * repository of one domain can join a transaction opened by another without importing that domain.
 */
export type DbClient = Db | Prisma.TransactionClient;
