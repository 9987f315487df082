import { rowsAndTotal } from '../../../lib/paging';
import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../../core/db';

export type CustodyRow = {
  id: string;
  ownerId: string;
  custodianId: string;
  status: string;
  openKey: string | null;
  note: string;
  requestedAt: Date;
  acceptedAt: Date | null;
  endedAt: Date | null;
  endedBy: string | null;
  endReason: string;
};
type Page = { skip: number; take: number };
const NEWEST = [{ requestedAt: 'desc' as const }, { id: 'desc' as const }];
/** Most card-name matches an agent's keyword search considers (the custodian's own search is bounded by the cap). */
const NAME_MATCHES_MAX = 500;

/** Prisma access of custody (trusteeship): custody rows, posters, and the cards' names the lists show. */
export function custodyRepository(db: DbClient) {
  return {
    byId: (id: string): Promise<CustodyRow | null> => db.dealerCustody.findUnique({ where: { id } }),
    openOfOwner: (ownerId: string): Promise<CustodyRow | null> => db.dealerCustody.findUnique({ where: { openKey: ownerId } }),
    lastOfOwner: (ownerId: string): Promise<CustodyRow | null> => db.dealerCustody.findFirst({ where: { ownerId }, orderBy: NEWEST }),
    openCountOf: (custodianId: string) => db.dealerCustody.count({ where: { custodianId, status: { in: ['requested', 'active'] } } }),
    countOf: (custodianId: string, status: string) => db.dealerCustody.count({ where: { custodianId, status } }),
    /** Throws the unique violation of openKey when the owner already has an open custody (two requests racing). */
    create: (row: { id: string; ownerId: string; custodianId: string; note: string; requestedAt: Date }) =>
      db.dealerCustody.create({ data: { ...row, status: 'requested', openKey: row.ownerId } }),
    /** Moves a custody only from the state it was read in, so two racing moves cannot both happen. */
    move: async (id: string, from: string, data: Partial<Pick<CustodyRow, 'status' | 'openKey' | 'acceptedAt' | 'endedAt' | 'endedBy' | 'endReason'>>) =>
      (await db.dealerCustody.updateMany({ where: { id, status: from }, data })).count === 1,
    custodianPage: async (custodianId: string, statuses: string[], ownerIds: string[] | null, page: Page) => {
      const where = { custodianId, status: { in: statuses }, ...(ownerIds ? { ownerId: { in: ownerIds } } : {}) };
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.dealerCustody.findMany({ where, orderBy: NEWEST, ...page }),
        () => db.dealerCustody.count({ where }),
      );
      return { rows: rows as CustodyRow[], total };
    },
    activeOwnersOf: async (custodianId: string) => (await db.dealerCustody.findMany({ where: { custodianId, status: 'active' }, select: { ownerId: true } })).map((r) => r.ownerId),
    agentPage: async (status: string | undefined, userIds: string[] | null, page: Page) => {
      const where = {
        ...(status ? { status } : {}),
        ...(userIds ? { OR: [{ ownerId: { in: userIds } }, { custodianId: { in: userIds } }] } : {}),
      };
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.dealerCustody.findMany({ where, orderBy: NEWEST, ...page }),
        () => db.dealerCustody.count({ where }),
      );
      return { rows: rows as CustodyRow[], total };
    },
    /** Of these users, those whose card name holds the keyword (all users when `among` is null, bounded). */
    namedLike: async (keyword: string, among: string[] | null) =>
      (
        await db.card.findMany({
          where: { name: { contains: keyword }, ...(among ? { userId: { in: among } } : {}) },
          select: { userId: true },
          take: NAME_MATCHES_MAX,
        })
      ).map((c) => c.userId),
    cardsOf: async (userIds: string[]) =>
      new Map((userIds.length ? await db.card.findMany({ where: { userId: { in: userIds } }, select: { userId: true, company: true, position: true } }) : []).map((c) => [c.userId, c])),
    basicOf: (userId: string) =>
      db.card.findUnique({
        where: { userId },
        select: { name: true, company: true, department: true, position: true, taxNumber: true, landline: true, fax: true, email: true },
      }),
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
    posterOf: (userId: string) => db.dealerCustodyPoster.findUnique({ where: { userId } }),
    savePoster: (userId: string, data: { title: string; text: string; updatedAt: Date }) => db.dealerCustodyPoster.upsert({ where: { userId }, create: { userId, ...data }, update: data }),
  };
}
