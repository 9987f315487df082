import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import { type FeedKey, rowsAndTotal } from '../../lib/paging';

/**
 * Queries of the mirror part: states, links (one per sub card, `subId` unique; an unbound link keeps its row),
 * switches, pushes, and the master's card rows a push takes its snapshot from (Card, Honour, CardColumn, LinkSet
 * with MiniLink: read here directly, the card and links areas export no such snapshot).
 */
const LINKED = { in: ['bound', 'forbidden'] };
const afterKey = (after: FeedKey | null) => (after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {});
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export function networkMirrorRepository(db: DbClient) {
  return {
    stateOf: (userId: string) => db.mirrorState.findUnique({ where: { userId }, select: { role: true, promotionVersion: true } }),
    setRole: (userId: string, role: string, now: Date) => db.mirrorState.upsert({ where: { userId }, create: { userId, role, updatedAt: now }, update: { role, updatedAt: now } }),
    /** Moves the role only from `from`: two simultaneous changes cannot both pass the rule they read. */
    moveRole: async (userId: string, from: string, to: string, now: Date) =>
      (await db.mirrorState.updateMany({ where: { userId, role: from }, data: { role: to, updatedAt: now } })).count === 1,
    setVersion: (userId: string, promotionVersion: string, now: Date) => db.mirrorState.update({ where: { userId }, data: { promotionVersion, updatedAt: now } }),

    // --- links ---
    linkOfSub: (subId: string) => db.mirrorLink.findFirst({ where: { subId, state: LINKED }, select: { id: true, masterId: true, state: true, createdAt: true } }),
    linkedCount: (masterId: string) => db.mirrorLink.count({ where: { masterId, state: LINKED } }),
    /** A card's link row in any state (subId is unique): its request, its link, or how the last one ended. */
    rowOfSub: (subId: string) => db.mirrorLink.findUnique({ where: { subId }, select: { id: true, masterId: true, state: true, createdAt: true, endedAt: true } }),
    /**
     * A card's binding request, made or re-made (the row of an earlier, ended request or link is reused: subId is
     * unique). `createdAt` is when it was asked; approval moves it to when it was bound.
     */
    request: (id: string, masterId: string, subId: string, now: Date) =>
      db.mirrorLink.upsert({
        where: { subId },
        create: { id, masterId, subId, state: 'pending', createdAt: now },
        update: { masterId, state: 'pending', createdAt: now, endedAt: null },
      }),
    /** Ends or approves a waiting request, only from `pending` with this master: two answers cannot both pass. */
    answer: async (masterId: string, subId: string, to: 'bound' | 'refused' | 'withdrawn', now: Date) =>
      (
        await db.mirrorLink.updateMany({
          where: { masterId, subId, state: 'pending' },
          data: to === 'bound' ? { state: to, createdAt: now } : { state: to, endedAt: now },
        })
      ).count === 1,
    pendingRequests: (masterId: string, skip: number, take: number) =>
      db.mirrorLink.findMany({
        where: { masterId, state: 'pending' },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: { subId: true, createdAt: true },
      }),
    pendingCount: (masterId: string) => db.mirrorLink.count({ where: { masterId, state: 'pending' } }),
    setLinkState: async (masterId: string, subId: string, state: string, now: Date) =>
      (await db.mirrorLink.updateMany({ where: { masterId, subId, state: LINKED }, data: state === 'unbound' ? { state, endedAt: now } : { state } })).count === 1,
    subLinks: (masterId: string, skip: number, take: number, subIds?: string[]) =>
      db.mirrorLink.findMany({
        where: { masterId, state: LINKED, ...(subIds ? { subId: { in: subIds } } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: { subId: true, state: true, createdAt: true },
      }),
    subLinkCount: (masterId: string, subIds?: string[]) => db.mirrorLink.count({ where: { masterId, state: LINKED, ...(subIds ? { subId: { in: subIds } } : {}) } }),
    /** Bound subs (not forbidden) with their switch for one type: who a push reaches. */
    boundSubs: (masterId: string) => db.mirrorLink.findMany({ where: { masterId, state: 'bound' }, select: { subId: true } }),

    // --- switches ---
    switchesOf: (subIds: string[]) => db.mirrorSwitch.findMany({ where: { subId: { in: subIds } }, select: { subId: true, contentType: true, allowed: true } }),
    setSwitch: (subId: string, contentType: string, allowed: boolean, now: Date) =>
      db.mirrorSwitch.upsert({
        where: { subId_contentType: { subId, contentType } },
        create: { subId, contentType, allowed, updatedAt: now },
        update: { allowed, updatedAt: now },
      }),

    // --- pushes ---
    addPush: (row: { id: string; masterId: string; contentType: string; payload: string; createdAt: Date }) => db.mirrorPush.create({ data: row }),
    pushById: (id: string) => db.mirrorPush.findUnique({ where: { id } }),
    cancelPush: async (id: string, masterId: string, now: Date) =>
      (await db.mirrorPush.updateMany({ where: { id, masterId, state: 'pushed' }, data: { state: 'cancelled', cancelledAt: now } })).count === 1,
    pushes: (masterId: string, after: FeedKey | null, take: number) => db.mirrorPush.findMany({ where: { masterId, ...afterKey(after) }, orderBy: NEWEST, take }),
    /** The newest live push of each type (at most one row per type is needed; four types, so a few rows). */
    livePushes: async (masterId: string) => {
      const rows = await Promise.all(
        ['basic', 'honours', 'columns', 'links'].map((contentType) => db.mirrorPush.findFirst({ where: { masterId, contentType, state: 'pushed' }, orderBy: NEWEST })),
      );
      return rows.filter((r): r is NonNullable<typeof r> => r !== null);
    },

    // --- people ---
    /**
     * Masters (not the caller) whose card name holds the keyword and who let strangers find them. The master ids are
     * read first: User has no relation to MirrorState, and masters are few beside all users.
     */
    masterIdsByName: async (keyword: string, excludeId: string, skip: number, take: number) => {
      const masters = await db.mirrorState.findMany({ where: { role: 'master', userId: { not: excludeId } }, select: { userId: true } });
      const ids = masters.map((m) => m.userId);
      const where = { id: { in: ids }, allowStrangerSearch: true, card: { name: containsIgnoringCase(db, keyword) } };
      const [rows, total] = await rowsAndTotal(
        { skip, take },
        () => db.user.findMany({ where, select: { id: true }, orderBy: { id: 'asc' }, skip, take }),
        () => db.user.count({ where }),
      );
      return { ids: rows.map((r) => r.id), total };
    },
    /** Among `ids`, the users whose card name holds the keyword. */
    idsByCardName: async (ids: string[], keyword: string) =>
      (await db.user.findMany({ where: { id: { in: ids }, card: { name: containsIgnoringCase(db, keyword) } }, select: { id: true } })).map((r) => r.id),
    linkedSubIds: async (masterId: string) => (await db.mirrorLink.findMany({ where: { masterId, state: LINKED }, select: { subId: true } })).map((r) => r.subId),

    // --- the master's card, for a snapshot ---
    cardBasic: (userId: string) => db.card.findUnique({ where: { userId }, select: { company: true, productService: true, taxNumber: true, landline: true, fax: true } }),
    honours: (userId: string) => db.honour.findMany({ where: { userId }, orderBy: { sort: 'asc' }, select: { title: true, content: true, imageUrl: true, awardedOn: true } }),
    columns: (userId: string) => db.cardColumn.findMany({ where: { userId }, orderBy: { sort: 'asc' }, select: { name: true, content: true } }),
    linkSets: (userId: string) =>
      db.linkSet.findMany({
        where: { userId },
        orderBy: { sort: 'asc' },
        select: { name: true, links: { orderBy: { sort: 'asc' }, select: { title: true, url: true } } },
      }),

    addMessages: (rows: ({ id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns)[]) =>
      rows.length ? db.message.createMany({ data: rows }) : Promise.resolve({ count: 0 }),
  };
}
export type NetworkMirrorRepository = ReturnType<typeof networkMirrorRepository>;
