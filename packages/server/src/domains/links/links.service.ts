import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { linksRepository } from './links.repository';
import { assertRoomFor, checkOrder, nextSort, visibleSets } from './links.rules';

type LinkInput = { title: string; url: string };

/**
 * A card's link sets as visitors see them: sets in order, links in order, empty sets left out. Exported on its
 * own so the server-rendered public card page can show them without going through a call.
 */
export async function publicLinkSets(ctx: Pick<AppContext, 'db'>, ownerUserId: string) {
  return visibleSets(await linksRepository(ctx.db).setsWithLinks(ownerUserId));
}

/** Micro links. Ids that are not the caller's are NOT_FOUND and leave everything as it was. */
export function linksService(ctx: AppContext) {
  const repo = linksRepository(ctx.db);
  const notFound = (field: string) => new DomainError('NOT_FOUND', { field });

  const sets = (userId: string) => repo.setsOf(userId);

  async function setWithLinks(userId: string, setId: string) {
    const set = await repo.setOf(userId, setId);
    if (!set) throw notFound('setId');
    return { id: set.id, name: set.name, links: await repo.linksOf(set.id) };
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

  const addLink = (userId: string, setId: string, input: LinkInput) =>
    ctx.db.$transaction(async (tx) => {
      const r = linksRepository(tx);
      if (!(await r.setOf(userId, setId))) throw notFound('setId');
      const sorts = await r.linkSorts(setId);
      assertRoomFor(sorts.length, LIMITS.links.linksPerSetMax, 'LINK_SET_LINKS_FULL');
      return r.addLink({ id: ctx.ids.id(), setId, ...input, sort: nextSort(sorts) });
    });

  async function updateLink(userId: string, id: string, input: LinkInput) {
    if ((await repo.updateLink(userId, id, input)).count === 0) throw notFound('id');
    return (await repo.linkOf(userId, id))!;
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
    return repo.linksOf(setId);
  }

  return { sets, setWithLinks, ofCard, addSet, renameSet, deleteSet, sortSets, addLink, updateLink, deleteLink, sortLinks };
}
