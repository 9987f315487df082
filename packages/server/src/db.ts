import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { PrismaClient } from './generated/prisma/client';

export type Db = PrismaClient;

export function createDb(url: string): Db {
  return new PrismaClient({ adapter: new PrismaLibSQL({ url }) });
}
