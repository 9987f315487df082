import { LIMITS } from '@card/contract';
import type { DbClient } from '../../core/db';

const setSelect = { id: true, name: true, _count: { select: { links: true } } } as const;
const linkSelect = { id: true, title: true, url: true } as const;
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
    setsOf: async (userId: string) =>
      (await db.linkSet.findMany({ where: { userId }, select: setSelect, orderBy: [...setOrder], take: LIMITS.links.setsMax })).map(flat),
    setOf: async (userId: string, id: string) => {
      const s = await db.linkSet.findFirst({ where: { id, userId }, select: setSelect });
      return s ? flat(s) : null;
    },
    setSorts: async (userId: string) => (await db.linkSet.findMany({ where: { userId }, select: { sort: true } })).map((r) => r.sort),
    setIds: async (userId: string) => (await db.linkSet.findMany({ where: { userId }, select: { id: true } })).map((r) => r.id),
    addSet: (data: { id: string; userId: string; name: string; sort: number; createdAt: Date }) =>
      db.linkSet.create({ data, select: setSelect }).then(flat),
    renameSet: (userId: string, id: string, name: string) => db.linkSet.updateMany({ where: { id, userId }, data: { name } }),
    setSetSort: (userId: string, id: string, sort: number) => db.linkSet.updateMany({ where: { id, userId }, data: { sort } }),
    deleteLinksOfSet: (userId: string, setId: string) => db.miniLink.deleteMany({ where: { setId, set: { userId } } }),
    deleteSet: (userId: string, id: string) => db.linkSet.deleteMany({ where: { id, userId } }),

    linksOf: (setId: string) => db.miniLink.findMany({ where: { setId }, select: linkSelect, orderBy: [...linkOrder], take: LIMITS.links.linksPerSetMax }),
    linkSorts: async (setId: string) => (await db.miniLink.findMany({ where: { setId }, select: { sort: true } })).map((r) => r.sort),
    linkIds: async (setId: string) => (await db.miniLink.findMany({ where: { setId }, select: { id: true } })).map((r) => r.id),
    addLink: (data: { id: string; setId: string; title: string; url: string; sort: number }) => db.miniLink.create({ data, select: linkSelect }),
    updateLink: (userId: string, id: string, data: { title: string; url: string }) =>
      db.miniLink.updateMany({ where: { id, set: { userId } }, data }),
    linkOf: (userId: string, id: string) => db.miniLink.findFirst({ where: { id, set: { userId } }, select: linkSelect }),
    setLinkSort: (setId: string, id: string, sort: number) => db.miniLink.updateMany({ where: { id, setId }, data: { sort } }),
    deleteLink: (userId: string, id: string) => db.miniLink.deleteMany({ where: { id, set: { userId } } }),

    /** Every set of an owner with its links, both in order: the public view in one query. */
    setsWithLinks: (userId: string) =>
      db.linkSet.findMany({
        where: { userId }, orderBy: [...setOrder], take: LIMITS.links.setsMax,
        select: { id: true, name: true, links: { select: linkSelect, orderBy: [...linkOrder], take: LIMITS.links.linksPerSetMax } },
      }),
    userIdByPhoneIdEcr: async (phoneIdEcr: string) =>
      (await db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }))?.id ?? null,
  };
}
