import { LIMITS } from '@card/contract';
import type { DbClient } from '../../core/db';

const columnSelect = { id: true, name: true, content: true } as const;
const honourSelect = { id: true, title: true, content: true, imageUrl: true, awardedOn: true } as const;

/**
 * Prisma access for custom columns and honours. Every change is scoped by owner (`where: { id, userId }`), so
 * someone else's id matches nothing and changes nothing; the count tells the service it was not found.
 */
export function cardListsRepository(db: DbClient) {
  return {
    columnsOf: (userId: string) => db.cardColumn.findMany({ where: { userId }, select: columnSelect, orderBy: { sort: 'asc' }, take: LIMITS.card.columnsMax }),
    columnSorts: async (userId: string) => (await db.cardColumn.findMany({ where: { userId }, select: { sort: true } })).map((r) => r.sort),
    columnIds: async (userId: string) => (await db.cardColumn.findMany({ where: { userId }, select: { id: true } })).map((r) => r.id),
    addColumn: (data: { id: string; userId: string; name: string; content: string; sort: number }) => db.cardColumn.create({ data, select: columnSelect }),
    updateColumn: (userId: string, id: string, data: { name: string; content: string }) => db.cardColumn.updateMany({ where: { id, userId }, data }),
    columnOf: (userId: string, id: string) => db.cardColumn.findFirst({ where: { id, userId }, select: columnSelect }),
    setColumnSort: (userId: string, id: string, sort: number) => db.cardColumn.updateMany({ where: { id, userId }, data: { sort } }),
    deleteColumn: (userId: string, id: string) => db.cardColumn.deleteMany({ where: { id, userId } }),

    honoursOf: (userId: string) => db.honour.findMany({ where: { userId }, select: honourSelect, orderBy: { sort: 'asc' }, take: LIMITS.card.honoursMax }),
    honourSorts: async (userId: string) => (await db.honour.findMany({ where: { userId }, select: { sort: true } })).map((r) => r.sort),
    addHonour: (data: { id: string; userId: string; title: string; content: string; awardedOn: string; sort: number; createdAt: Date }) => db.honour.create({ data, select: honourSelect }),
    updateHonour: (userId: string, id: string, data: { title: string; content: string; awardedOn: string }) => db.honour.updateMany({ where: { id, userId }, data }),
    honourOf: (userId: string, id: string) => db.honour.findFirst({ where: { id, userId }, select: honourSelect }),
    deleteHonour: (userId: string, id: string) => db.honour.deleteMany({ where: { id, userId } }),
  };
}
