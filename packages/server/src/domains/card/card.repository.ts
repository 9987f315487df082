import type { DbClient } from '../../core/db';
import { sqlDateTime } from '../../core/sql-values';
import type { Engine } from '../../db';
import type { Statement } from '../../core/direct-sql';
import type { VisitRow } from './card-visits.rules';
import type { Prisma } from '../../generated/prisma/client';

const cardSelect = {
  name: true,
  company: true,
  department: true,
  position: true,
  taxNumber: true,
  landline: true,
  fax: true,
  email: true,
  qq: true,
  weibo: true,
  wechatQrUrl: true,
  signature: true,
  productService: true,
  title: true,
  themeId: true,
  backgroundRef: true,
  musicId: true,
  navPointId: true,
  layoutId: true,
  nameEn: true,
  positionEn: true,
  companyEn: true,
  mobiles: { select: { number: true }, orderBy: { sort: 'asc' } },
  columns: { select: { id: true, name: true, content: true }, orderBy: { sort: 'asc' } },
  honours: { select: { id: true, title: true, content: true, imageUrl: true, awardedOn: true }, orderBy: { sort: 'asc' } },
} as const;

/** The card's own scalar fields, as every edit returns them. */
const fieldsSelect = {
  name: true,
  company: true,
  department: true,
  position: true,
  taxNumber: true,
  landline: true,
  fax: true,
  email: true,
  qq: true,
  weibo: true,
  wechatQrUrl: true,
  signature: true,
  productService: true,
  title: true,
  themeId: true,
  backgroundRef: true,
  musicId: true,
  navPointId: true,
  layoutId: true,
  nameEn: true,
  positionEn: true,
  companyEn: true,
} as const;

export type CardFields = Prisma.CardGetPayload<{ select: typeof fieldsSelect }>;
export type CardFieldsInput = Partial<Omit<CardFields, 'navPointId'>> & { navPointId?: string | null };

/** Prisma access for cards. */
export function cardRepository(db: DbClient) {
  return {
    /** The whole card with its owner's public fields, in one query (the public page's hot path). */
    cardOf: (where: { id: string } | { phoneIdEcr: string }) =>
      db.user.findUnique({
        where,
        select: {
          id: true,
          phoneIdEcr: true,
          phone: true,
          avatarUrl: true,
          hidePhone: true,
          showPhoneToExchanged: true,
          showInMobileSite: true,
          vipExpiresAt: true,
          tempVipExpiresAt: true,
          card: { select: cardSelect },
          // The company layout's brand and lock (issue 35).
          company: { select: { name: true, brandPrimary: true, brandSecondary: true, logoKey: true, lockLayout: true, dissolvedAt: true } },
        },
      }),
    musicOf: (id: string) => db.music.findUnique({ where: { id }, select: { id: true, name: true, singer: true, nameEn: true, singerEn: true, url: true } }),
    mapPointOf: (id: string) => db.mapPoint.findUnique({ where: { id }, select: { id: true, name: true, address: true, province: true, city: true, lat: true, lng: true } }),
    updateCard: (userId: string, data: Record<string, string | null>) => db.card.update({ where: { userId }, data, select: { name: true } }),
    fieldsOf: (userId: string) => db.card.findUnique({ where: { userId }, select: fieldsSelect }),
    saveFields: (userId: string, data: CardFieldsInput) => db.card.update({ where: { userId }, data, select: fieldsSelect }),
    /** The fields the completion rule reads, with the list sizes counted by the database. */
    completionSource: (userId: string) => db.card.findUnique({ where: { userId }, select: { ...fieldsSelect, _count: { select: { columns: true, honours: true } } } }),
    mobilesOf: async (userId: string) => (await db.cardMobile.findMany({ where: { userId }, select: { number: true }, orderBy: { sort: 'asc' } })).map((m) => m.number),
    clearMobiles: (userId: string) => db.cardMobile.deleteMany({ where: { userId } }),
    addMobiles: (rows: { id: string; userId: string; number: string; sort: number }[]) => db.cardMobile.createMany({ data: rows }),
    /** The storage key of the avatar pendant the user wears, if it is still in the catalogue (programme persona part). */
    wornPendantOf: async (userId: string) => {
      const state = await db.personaUserState.findUnique({ where: { userId }, select: { pendantId: true } });
      if (!state?.pendantId) return null;
      const pendant = await db.personaPendant.findUnique({ where: { id: state.pendantId }, select: { imageUrl: true, hidden: true } });
      return pendant && !pendant.hidden ? pendant.imageUrl : null;
    },
    /** The role tags the user picked, in order (programme shake part). */
    roleTagsOf: async (userId: string) => {
      const picks = await db.shakeUserRoleTag.findMany({ where: { userId }, orderBy: [{ sort: 'asc' }, { tagId: 'asc' }], select: { tagId: true } });
      if (picks.length === 0) return [];
      const tags = await db.shakeRoleTag.findMany({ where: { id: { in: picks.map((p) => p.tagId) } }, select: { id: true, name: true, nameEn: true } });
      const byId = new Map(tags.map((t) => [t.id, { name: t.name, nameEn: t.nameEn }]));
      return picks.flatMap((p) => (byId.has(p.tagId) ? [byId.get(p.tagId)!] : []));
    },
    /**
     * Whether two users exchanged cards (an accepted exchange between them, either way): such a contact sees a hidden
     * phone unless its owner turned that off (issue 31). The network area's table, read here so the card view needs
     * no import of that area; the pair key is network-exchange.rules pairKeyOf (the two ids sorted, joined by ':').
     */
    exchanged: async (a: string, b: string) => Boolean(await db.cardExchange.findFirst({ where: { pairKey: [a, b].sort().join(':'), state: 'accepted' }, select: { id: true } })),
    /** The account phone: what the card shows when it lists no mobiles of its own. */
    accountPhoneOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { phone: true } }),
  };
}
export type CardRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof cardRepository>['cardOf']>>>;

/**
 * A batch of new visits as one statement for the writer of core/direct-sql (decision 0013: through Prisma the
 * bench's card load kept ~130 MB and doubled the p99). Each row is inserted unless the table already holds a visit
 * of that visitor to that card at or after the row's `since`: the deduplication against the table (visitors older
 * than the server's memory, a restart, another instance), in the same statement, so in the same transaction. The
 * batch holds no two rows of one visitor and card (card-visits.rules newVisitsOf). Each engine's SQL: dates in
 * Prisma's stored form (core/sql-values), so Prisma's own reads and comparisons of the column stay right; on
 * PostgreSQL every value of the VALUES list is cast, or its columns would be typed `text` and the time compared as text.
 */
export function visitBatchStatement(engine: Engine, rows: { visit: VisitRow; since: Date }[]): Statement {
  const args = rows.flatMap(({ visit: r, since }) => [
    r.id,
    r.ownerId,
    r.visitorId,
    r.visitorKey,
    r.device ?? null,
    r.city ?? null,
    sqlDateTime(engine, r.createdAt),
    sqlDateTime(engine, since),
  ]);
  if (engine === 'postgres') {
    const row = (i: number) => `($${i + 1}::text, $${i + 2}::text, $${i + 3}::text, $${i + 4}::text, $${i + 5}::text, $${i + 6}::text, $${i + 7}::timestamp(3), $${i + 8}::timestamp(3))`;
    return {
      sql: `INSERT INTO "CardVisit" ("id", "ownerId", "visitorId", "visitorKey", "device", "city", "createdAt")
      SELECT v.id, v.owner, v.visitor, v.vkey, v.device, v.city, v.at FROM (VALUES ${rows.map((_, n) => row(n * 8)).join(', ')}) AS v (id, owner, visitor, vkey, device, city, at, since)
      WHERE NOT EXISTS (SELECT 1 FROM "CardVisit" c WHERE c."ownerId" = v.owner AND c."visitorKey" = v.vkey AND c."createdAt" >= v.since)`,
      args,
    };
  }
  return {
    sql: `INSERT INTO "CardVisit" ("id", "ownerId", "visitorId", "visitorKey", "device", "city", "createdAt")
      SELECT v.column1, v.column2, v.column3, v.column4, v.column5, v.column6, v.column7 FROM (VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}) AS v
      WHERE NOT EXISTS (SELECT 1 FROM "CardVisit" c WHERE c."ownerId" = v.column2 AND c."visitorKey" = v.column4 AND c."createdAt" >= v.column8)`,
    args,
  };
}
