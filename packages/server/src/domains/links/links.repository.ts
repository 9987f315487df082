import { LIMITS } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { Engine } from '../../db';
import type { Statement } from '../../core/direct-sql';

const setSelect = { id: true, name: true, _count: { select: { links: true } } } as const;
/**
 * A link with its schedule; visitors' reads pick id, title and url from it (links.rules). Clicks are not a column of
 * the link: they are summed from the day rows (`clickTotals`), so writing clicks never touches MiniLink, a model the
 * public card page's cache watches (every batch of clicks would otherwise empty every cached card page).
 */
const linkSelect = { id: true, title: true, url: true, enabled: true, onAt: true, offAt: true } as const;
const setOrder = [{ sort: 'asc' }, { createdAt: 'asc' }] as const;
const linkOrder = [{ sort: 'asc' }, { id: 'asc' }] as const;

type SetRow = { id: string; name: string; _count: { links: number } };
const flat = (s: SetRow) => ({ id: s.id, name: s.name, linkCount: s._count.links });

/**
 * Prisma access for link sets and their links. Every write is scoped by owner — sets by `userId`, links through
 * their set's `userId` — so someone else's id matches nothing and changes nothing; the count tells the service.
 */
export function linksRepository(db: DbClient) {
  return {
    setsOf: async (userId: string) => (await db.linkSet.findMany({ where: { userId }, select: setSelect, orderBy: [...setOrder], take: LIMITS.links.setsMax })).map(flat),
    setOf: async (userId: string, id: string) => {
      const s = await db.linkSet.findFirst({ where: { id, userId }, select: setSelect });
      return s ? flat(s) : null;
    },
    setSorts: async (userId: string) => (await db.linkSet.findMany({ where: { userId }, select: { sort: true } })).map((r) => r.sort),
    setIds: async (userId: string) => (await db.linkSet.findMany({ where: { userId }, select: { id: true } })).map((r) => r.id),
    addSet: (data: { id: string; userId: string; name: string; sort: number; createdAt: Date }) => db.linkSet.create({ data, select: setSelect }).then(flat),
    renameSet: (userId: string, id: string, name: string) => db.linkSet.updateMany({ where: { id, userId }, data: { name } }),
    setSetSort: (userId: string, id: string, sort: number) => db.linkSet.updateMany({ where: { id, userId }, data: { sort } }),
    deleteLinksOfSet: (userId: string, setId: string) => db.miniLink.deleteMany({ where: { setId, set: { userId } } }),
    deleteSet: (userId: string, id: string) => db.linkSet.deleteMany({ where: { id, userId } }),

    linksOf: (setId: string) => db.miniLink.findMany({ where: { setId }, select: linkSelect, orderBy: [...linkOrder], take: LIMITS.links.linksPerSetMax }),
    linkSorts: async (setId: string) => (await db.miniLink.findMany({ where: { setId }, select: { sort: true } })).map((r) => r.sort),
    linkIds: async (setId: string) => (await db.miniLink.findMany({ where: { setId }, select: { id: true } })).map((r) => r.id),
    addLink: (data: { id: string; setId: string; title: string; url: string; sort: number }) => db.miniLink.create({ data, select: linkSelect }),
    updateLink: (userId: string, id: string, data: { title: string; url: string } | { enabled: boolean } | { onAt: Date | null; offAt: Date | null }) =>
      db.miniLink.updateMany({ where: { id, set: { userId } }, data }),
    linkOf: (userId: string, id: string) => db.miniLink.findFirst({ where: { id, set: { userId } }, select: linkSelect }),
    setLinkSort: (setId: string, id: string, sort: number) => db.miniLink.updateMany({ where: { id, setId }, data: { sort } }),
    deleteLink: (userId: string, id: string) => db.miniLink.deleteMany({ where: { id, set: { userId } } }),

    /** Every set of an owner with its links, both in order: the public view in one query. */
    setsWithLinks: (userId: string) =>
      db.linkSet.findMany({
        where: { userId },
        orderBy: [...setOrder],
        take: LIMITS.links.setsMax,
        select: { id: true, name: true, links: { select: linkSelect, orderBy: [...linkOrder], take: LIMITS.links.linksPerSetMax } },
      }),
    /** What the counting redirect needs: the address, whether it is shown now, and whose clicks these are. */
    linkForClick: (id: string) => db.miniLink.findUnique({ where: { id }, select: { url: true, enabled: true, onAt: true, offAt: true, set: { select: { userId: true } } } }),
    /** Ids and titles of the owner's links, optionally of one set or one link (the chart's subject). */
    ownedLinks: (userId: string, where: { setId?: string; id?: string }) =>
      db.miniLink.findMany({ where: { ...where, set: { userId } }, select: { id: true, title: true }, orderBy: [{ set: { sort: 'asc' } }, ...linkOrder] }),
    /** All-time clicks of each link (the sum of its day rows; a link without clicks is absent). */
    clickTotals: async (linkIds: string[]) =>
      new Map(
        linkIds.length ? (await db.miniLinkClickDay.groupBy({ by: ['linkId'], where: { linkId: { in: linkIds } }, _sum: { clicks: true } })).map((r) => [r.linkId, r._sum.clicks ?? 0]) : [],
      ),
    clickDays: (ownerId: string, linkIds: string[], fromDay: string) =>
      db.miniLinkClickDay.findMany({ where: { ownerId, linkId: { in: linkIds }, day: { gte: fromDay } }, select: { linkId: true, day: true, clicks: true } }),
    userIdByPhoneIdEcr: async (phoneIdEcr: string) => (await db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }))?.id ?? null,
  };
}

/** One (link, day) count of a written batch. */
export interface ClickCount {
  linkId: string;
  ownerId: string;
  day: string;
  clicks: number;
}

/**
 * A batch of clicks as one statement of the engine's SQL: the per-day rows, an upsert adding to each day's count. Run
 * through core/direct-sql in one transaction. (Totals are sums of these rows, so nothing else is written.)
 */
export function clickBatchStatements(engine: Engine, counts: ClickCount[]): Statement[] {
  if (!counts.length) return [];
  let n = 0;
  const p = (cast: string) => (engine === 'postgres' ? `$${++n}::${cast}` : '?');
  const values = counts.map(() => `(${p('text')}, ${p('text')}, ${p('text')}, ${p('int')})`).join(', ');
  return [
    {
      sql: `INSERT INTO "MiniLinkClickDay" ("linkId", "day", "ownerId", "clicks") VALUES ${values}
      ON CONFLICT ("linkId", "day") DO UPDATE SET "clicks" = "MiniLinkClickDay"."clicks" + excluded."clicks"`,
      args: counts.flatMap((c) => [c.linkId, c.day, c.ownerId, c.clicks]),
    },
  ];
}
