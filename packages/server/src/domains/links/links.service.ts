import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { settledClicks } from './links-clicks';
import { linksRepository } from './links.repository';
import { assertRoomFor, checkOrder, checkSchedule, lastDays, nextScheduleChange, nextSort, visibleSets, zeroFilled, type StoredSet } from './links.rules';

type LinkInput = { title: string; url: string };
type LinkRow = { id: string; title: string; url: string; enabled: boolean; onAt: Date | null; offAt: Date | null };

/**
 * Every set of an owner with all its links and their schedules, time-independent: what the public card page keeps
 * in its read cache; `visibleLinkSets` then picks what is shown at a given moment.
 */
export function storedLinkSets(ctx: Pick<AppContext, 'db'>, ownerUserId: string): Promise<StoredSet[]> {
  return linksRepository(ctx.db).setsWithLinks(ownerUserId);
}

/** The sets as visitors see them at `now`, and until when that stays so (the next scheduled on or off time, or null). */
export function visibleLinkSets(sets: StoredSet[], now: Date) {
  return { sets: visibleSets(sets, now), changesAt: nextScheduleChange(sets, now) };
}

/**
 * A card's link sets as visitors see them now: sets in order, visible links in order, empty sets left out.
 */
export async function publicLinkSets(ctx: Pick<AppContext, 'db' | 'clock'>, ownerUserId: string) {
  return visibleSets(await storedLinkSets(ctx, ownerUserId), ctx.clock.now());
}

/** Micro links. Ids that are not the caller's are NOT_FOUND and leave everything as it was. */
export function linksService(ctx: AppContext) {
  const repo = linksRepository(ctx.db);
  const notFound = (field: string) => new DomainError('NOT_FOUND', { field });

  /** Links as their owner gets them: times as ISO text, all-time clicks summed from the day rows. */
  async function own(rows: LinkRow[]) {
    const totals = await repo.clickTotals(rows.map((l) => l.id));
    return rows.map((l) => ({ ...l, onAt: l.onAt?.toISOString() ?? null, offAt: l.offAt?.toISOString() ?? null, clicks: totals.get(l.id) ?? 0 }));
  }
  const ownOne = async (row: LinkRow) => (await own([row]))[0]!;

  const sets = (userId: string) => repo.setsOf(userId);

  async function setWithLinks(userId: string, setId: string) {
    const set = await repo.setOf(userId, setId);
    if (!set) throw notFound('setId');
    await settledClicks(ctx); // the counts shown include every click already redirected
    return { id: set.id, name: set.name, links: await own(await repo.linksOf(set.id)) };
  }

  async function ofCard(phoneIdEcr: string) {
    const userId = await repo.userIdByPhoneIdEcr(phoneIdEcr);
    if (!userId) throw notFound('phoneIdEcr');
    return publicLinkSets(ctx, userId);
  }

  /** Count and insert in one transaction, so two quick adds cannot both slip under the limit. */
  const addSet = (userId: string, name: string) =>
    ctx.db.$transaction(async (tx) => {
      const r = linksRepository(tx);
      const sorts = await r.setSorts(userId);
      assertRoomFor(sorts.length, LIMITS.links.setsMax, 'LINK_SETS_FULL');
      return r.addSet({ id: ctx.ids.id(), userId, name, sort: nextSort(sorts), createdAt: ctx.clock.now() });
    });

  async function renameSet(userId: string, id: string, name: string) {
    if ((await repo.renameSet(userId, id, name)).count === 0) throw notFound('id');
    return (await repo.setOf(userId, id))!;
  }

  async function deleteSet(userId: string, id: string) {
    await ctx.db.$transaction(async (tx) => {
      const r = linksRepository(tx);
      // Links first: the set's removal must not depend on the database enforcing the cascade.
      await r.deleteLinksOfSet(userId, id);
      if ((await r.deleteSet(userId, id)).count === 0) throw notFound('id');
    });
    return { id };
  }

  async function sortSets(userId: string, ids: string[]) {
    await ctx.db.$transaction(async (tx) => {
      const r = linksRepository(tx);
      const order = checkOrder(ids, await r.setIds(userId));
      for (const [sort, id] of order.entries()) await r.setSetSort(userId, id, sort);
    });
    return repo.setsOf(userId);
  }

  const addLink = async (userId: string, setId: string, input: LinkInput) =>
    ownOne(
      await ctx.db.$transaction(async (tx) => {
        const r = linksRepository(tx);
        if (!(await r.setOf(userId, setId))) throw notFound('setId');
        const sorts = await r.linkSorts(setId);
        assertRoomFor(sorts.length, LIMITS.links.linksPerSetMax, 'LINK_SET_LINKS_FULL');
        return r.addLink({ id: ctx.ids.id(), setId, ...input, sort: nextSort(sorts) });
      }),
    );

  async function updateLink(userId: string, id: string, input: Parameters<typeof repo.updateLink>[2]) {
    if ((await repo.updateLink(userId, id, input)).count === 0) throw notFound('id');
    return ownOne((await repo.linkOf(userId, id))!);
  }

  const switchLink = (userId: string, id: string, enabled: boolean) => updateLink(userId, id, { enabled });

  /** Times arrive as epoch milliseconds; a missing one is cleared. Checked before anything is looked up or written. */
  async function scheduleLink(userId: string, id: string, times: { onAt?: number; offAt?: number }) {
    const onAt = times.onAt === undefined ? null : new Date(times.onAt);
    const offAt = times.offAt === undefined ? null : new Date(times.offAt);
    checkSchedule(onAt, offAt, ctx.clock.now());
    return updateLink(userId, id, { onAt, offAt });
  }

  /**
   * The owner's clicks per day over the last `days` days (China time, zero-filled), of one link, one set or all
   * their links, with each link's clicks in the range and its total. Waiting clicks are written first.
   */
  async function clickStats(userId: string, q: { setId?: string; linkId?: string; days: number }) {
    if (q.setId && !(await repo.setOf(userId, q.setId))) throw notFound('setId');
    // First, so a click just answered is in both the chart and the totals read below.
    await settledClicks(ctx);
    const links = await repo.ownedLinks(userId, { ...(q.setId ? { setId: q.setId } : {}), ...(q.linkId ? { id: q.linkId } : {}) });
    if (q.linkId && !links.length) throw notFound('linkId');
    const days = lastDays(ctx.clock.now(), q.days);
    const rows = links.length
      ? await repo.clickDays(
          userId,
          links.map((l) => l.id),
          days[0]!,
        )
      : [];
    const totals = await repo.clickTotals(links.map((l) => l.id));
    return {
      days: zeroFilled(days, rows),
      links: links.map((l) => ({
        id: l.id,
        title: l.title,
        total: totals.get(l.id) ?? 0,
        clicks: rows.filter((r) => r.linkId === l.id).reduce((n, r) => n + r.clicks, 0),
      })),
    };
  }

  async function deleteLink(userId: string, id: string) {
    if ((await repo.deleteLink(userId, id)).count === 0) throw notFound('id');
    return { id };
  }

  async function sortLinks(userId: string, setId: string, ids: string[]) {
    await ctx.db.$transaction(async (tx) => {
      const r = linksRepository(tx);
      if (!(await r.setOf(userId, setId))) throw notFound('setId');
      const order = checkOrder(ids, await r.linkIds(setId));
      for (const [sort, id] of order.entries()) await r.setLinkSort(setId, id, sort);
    });
    return own(await repo.linksOf(setId));
  }

  return {
    sets,
    setWithLinks,
    ofCard,
    addSet,
    renameSet,
    deleteSet,
    sortSets,
    addLink,
    updateLink,
    deleteLink,
    sortLinks,
    switchLink,
    scheduleLink,
    clickStats,
  };
}
