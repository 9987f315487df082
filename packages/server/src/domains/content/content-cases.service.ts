import { LIMITS, type TCase, type TPageQuery, type TSaveCaseBody } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { assertOwnImages } from '../../core/uploads';
import { casesRepository, type CaseRow } from './content-cases.repository';
import { assertEditable, assertRoomForCase, canView, checkBatch, checkCaseOrder, countsAsView, nextSort, savedState } from './content-cases.rules';
import { caseView, type CasePerson } from './content-cases.views';

type SaveInput = { id?: string; type: TSaveCaseBody['type']; title: string; description: string; coverUrl?: string; images: string[] };

/** Rows as the contract shows them, each with its owner (one query for all the owners). */
export async function viewsOf(db: DbClient, rows: CaseRow[]): Promise<TCase[]> {
  const people = rows.length ? await casesRepository(db).people([...new Set(rows.map((r) => r.userId))]) : [];
  const byId = new Map<string, CasePerson>(people.map((p) => [p.id, p]));
  return rows.map((r) => caseView(r, byId.get(r.userId)));
}

/**
 * Design cases (module 52), the owner's and the visitors' side: save (into the audit unless whitelisted), delete in
 * batches, sort, the switches, the public lists and a case's page. Someone else's id is NOT_FOUND and changes
 * nothing; others never see a hidden, auditing, forbidden or appealing case.
 */
export function contentCasesService(ctx: AppContext) {
  const repo = casesRepository(ctx.db);
  const one = async (row: CaseRow) => (await viewsOf(ctx.db, [row]))[0]!;

  /** The caller's own case, or NOT_FOUND (someone else's id is not found either). */
  async function own(userId: string, id: string) {
    const row = await repo.byId(id);
    if (!row || row.userId !== userId) throw new DomainError('NOT_FOUND', { field: 'id' });
    return row;
  }

  async function save(userId: string, input: SaveInput) {
    // Visitors read the title and description: the sensitive-word filter first, like every text others see.
    const filter = textFilter(ctx);
    await filter.assertClean(input.title, 'title');
    await filter.assertClean(input.description, 'description');
    await assertOwnImages(ctx, userId, [input.coverUrl], 'coverUrl');
    await assertOwnImages(ctx, userId, input.images, 'images');
    const whitelisted = await repo.isWhitelisted(userId);
    const now = ctx.clock.now();
    const fields = {
      type: input.type,
      title: input.title,
      description: input.description,
      coverUrl: input.coverUrl ?? null,
      images: JSON.stringify(input.images),
      state: savedState(whitelisted),
      updatedAt: now,
    };
    if (!input.id) {
      return ctx.db.$transaction(async (tx) => {
        const r = casesRepository(tx);
        assertRoomForCase(await r.countOf(userId));
        const row = await r.create({ id: ctx.ids.id(), userId, sort: nextSort(await r.sortsOf(userId)), createdAt: now, ...fields });
        return (await viewsOf(tx, [row]))[0]!;
      });
    }
    const row = await own(userId, input.id);
    assertEditable(row.state as TCase['state']);
    // An edit goes back through the audit like a new case (unless whitelisted): what passed is not what is shown now.
    if (!(await repo.update(row.id, row.state, fields))) throw new DomainError('DATA_CONFLICT', { field: 'id' });
    return one((await repo.byId(row.id))!);
  }

  async function mine(userId: string, q: TPageQuery) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.mine(userId, skip, take), repo.countOf(userId)]);
    return pageResult(await viewsOf(ctx.db, rows), total, q);
  }

  async function forbidden(userId: string, q: TPageQuery) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.forbidden(userId, skip, take), repo.countForbidden(userId)]);
    return pageResult(await viewsOf(ctx.db, rows), total, q);
  }

  /** All-or-nothing: the ids are checked against the caller's cases before anything is deleted, in one transaction. */
  async function removeMany(userId: string, ids: string[]) {
    return ctx.db.$transaction(async (tx) => {
      const r = casesRepository(tx);
      const wanted = checkBatch(ids, await r.ownedIds(userId));
      await r.deleteMany(userId, wanted);
      return { ids: wanted };
    });
  }

  async function sort(userId: string, ids: string[]) {
    const order = checkCaseOrder(ids, await repo.ownedIds(userId));
    await ctx.db.$transaction(async (tx) => {
      const r = casesRepository(tx);
      for (const [i, id] of order.entries()) await r.setSort(userId, id, i);
    });
    return viewsOf(ctx.db, await repo.allMine(userId));
  }

  /** hide / top / recommend: the owner's switches; a forbidden case waits for its appeal. */
  async function setSwitch(userId: string, id: string, which: 'hidden' | 'topped' | 'recommended', on: boolean) {
    const row = await own(userId, id);
    assertEditable(row.state as TCase['state']);
    const now = ctx.clock.now();
    const data = which === 'topped' ? { topped: on, topAt: on ? now : null } : { [which]: on };
    if (!(await repo.update(row.id, row.state, { ...data, updatedAt: now }))) throw new DomainError('DATA_CONFLICT', { field: 'id' });
    return one((await repo.byId(row.id))!);
  }

  /** A case's page: the owner sees their own in any state; others a visible one, each such view counted. */
  async function show(id: string, viewerId: string | null) {
    const row = await repo.byId(id);
    if (!row || !canView(row, viewerId)) throw new DomainError('NOT_FOUND', { field: 'id' });
    if (countsAsView(row.userId, viewerId)) {
      await repo.addView(row.id); // one conditional increment, no read-modify-write
      row.views += 1;
    }
    return one(row);
  }

  async function cardCases(phoneIdEcr: string, q: TPageQuery, recommendedOnly: boolean) {
    const owner = await repo.userByPublicId(phoneIdEcr);
    if (!owner) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.visibleOf(owner.id, recommendedOnly, skip, take), repo.countVisibleOf(owner.id, recommendedOnly)]);
    return pageResult(await viewsOf(ctx.db, rows), total, q);
  }

  async function related(id: string, viewerId: string | null) {
    const row = await repo.byId(id);
    if (!row || !canView(row, viewerId)) throw new DomainError('NOT_FOUND', { field: 'id' });
    return viewsOf(ctx.db, await repo.related(row.type, row.id, LIMITS.content.caseRelatedMax));
  }

  async function search(input: { keyword: string; type?: string } & TPageQuery) {
    const { skip, take } = pageArgs(input);
    const [rows, total] = await Promise.all([repo.search(input.keyword, input.type, skip, take), repo.countSearch(input.keyword, input.type)]);
    return pageResult(await viewsOf(ctx.db, rows), total, input);
  }

  return { save, mine, forbidden, removeMany, sort, setSwitch, show, cardCases, related, search };
}
