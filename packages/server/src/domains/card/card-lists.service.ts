import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { cardListsRepository } from './card-lists.repository';
import { assertRoomFor, checkOrder, nextSort } from './card-lists.rules';

type ColumnInput = { name: string; content: string };
type HonourInput = { title: string; content: string; awardedOn: string };

/** Custom columns and honours. Ids that are not the caller's are NOT_FOUND and leave everything as it was. */
export function cardListsService(ctx: AppContext) {
  const repo = cardListsRepository(ctx.db);
  const notFound = () => new DomainError('NOT_FOUND', { field: 'id' });

  const columns = (userId: string) => repo.columnsOf(userId);

  /** Count and insert in one transaction, so two quick adds cannot both slip under the limit. */
  const addColumn = (userId: string, input: ColumnInput) =>
    ctx.db.$transaction(async (tx) => {
      const r = cardListsRepository(tx);
      const sorts = await r.columnSorts(userId);
      assertRoomFor(sorts.length, LIMITS.card.columnsMax, 'CARD_COLUMNS_FULL');
      return r.addColumn({ id: ctx.ids.id(), userId, ...input, sort: nextSort(sorts) });
    });

  async function updateColumn(userId: string, id: string, input: ColumnInput) {
    if ((await repo.updateColumn(userId, id, input)).count === 0) throw notFound();
    return (await repo.columnOf(userId, id))!;
  }

  async function sortColumns(userId: string, ids: string[]) {
    await ctx.db.$transaction(async (tx) => {
      const r = cardListsRepository(tx);
      const order = checkOrder(ids, await r.columnIds(userId));
      for (const [sort, id] of order.entries()) await r.setColumnSort(userId, id, sort);
    });
    return repo.columnsOf(userId);
  }

  async function deleteColumn(userId: string, id: string) {
    if ((await repo.deleteColumn(userId, id)).count === 0) throw notFound();
    return { id };
  }

  const honours = (userId: string) => repo.honoursOf(userId);

  const addHonour = (userId: string, input: HonourInput) =>
    ctx.db.$transaction(async (tx) => {
      const r = cardListsRepository(tx);
      const sorts = await r.honourSorts(userId);
      assertRoomFor(sorts.length, LIMITS.card.honoursMax, 'CARD_HONOURS_FULL');
      return r.addHonour({ id: ctx.ids.id(), userId, ...input, sort: nextSort(sorts), createdAt: ctx.clock.now() });
    });

  async function updateHonour(userId: string, id: string, input: HonourInput) {
    if ((await repo.updateHonour(userId, id, input)).count === 0) throw notFound();
    return (await repo.honourOf(userId, id))!;
  }

  async function deleteHonour(userId: string, id: string) {
    if ((await repo.deleteHonour(userId, id)).count === 0) throw notFound();
    return { id };
  }

  return { columns, addColumn, updateColumn, sortColumns, deleteColumn, honours, addHonour, updateHonour, deleteHonour };
}
