import { type CustodyState, type TCustodyView, type TPageQuery, type TUpdateCustodyCardBody, type ZUpdateBasicInfoBody, messageColumns } from '@card/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { facesOf, type PersonFace } from '../../../core/people';
import { peopleRepository } from '../../../core/people/people.repository';
import { textFilter } from '../../../core/text-filter';
import { isUniqueViolation } from '../../../lib/db-errors';
import { DomainError } from '../../../lib/domain-error';
import { pageArgs, pageResult } from '../../../lib/paging';
import { appLink, qrDataUrlOf } from '../../../lib/share-link';
import { cardService } from '../../card';
import { custodyRepository, type CustodyRow } from './custody.repository';
import { dealerRepository } from './dealer.repository';
import { CUSTODY_MESSAGES } from './custody.messages';
import { ACTOR_OF, custodyMove, requestRefusal, type CustodyAction } from './dealer.rules';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Custody (trusteeship, issue 18): an owner entrusts their card to a custodian, who looks after it (edits its basic
 * info) until customer service ends the custody. Dealers cannot operate custody (spec section 6): they cannot be
 * asked, accept, or use the custodian's screens. Someone else's custody answers CUSTODY_NOT_FOUND, never "not yours".
 */
export function custodyService(ctx: AppContext) {
  const repo = custodyRepository(ctx.db);
  const dealers = dealerRepository(ctx.db);

  const viewOf = (row: CustodyRow, face: (id: string) => PersonFace): TCustodyView => ({
    id: row.id,
    status: row.status as CustodyState,
    custodian: face(row.custodianId),
    note: row.note,
    requestedAt: row.requestedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    endedAt: iso(row.endedAt),
    endReason: row.endReason,
  });
  const oneView = async (row: CustodyRow) => viewOf(row, (await facesOf(ctx.db, [row.custodianId])).face);

  async function rowsForCustodian(rows: CustodyRow[]) {
    const ids = rows.map((r) => r.ownerId);
    const [faces, cards] = await Promise.all([facesOf(ctx.db, ids), repo.cardsOf(ids)]);
    return rows.map((r) => ({
      id: r.id,
      status: r.status as CustodyState,
      owner: faces.face(r.ownerId),
      company: cards.get(r.ownerId)?.company ?? '',
      position: cards.get(r.ownerId)?.position ?? '',
      note: r.note,
      requestedAt: r.requestedAt.toISOString(),
      acceptedAt: iso(r.acceptedAt),
    }));
  }

  async function assertNotDealer(userId: string) {
    if (await dealers.isDealer(userId)) throw new DomainError('CUSTODY_DEALER');
  }

  async function index(userId: string, isAgent: boolean) {
    const [open, isDealer, activeCount, requestedCount] = await Promise.all([
      repo.openOfOwner(userId),
      dealers.isDealer(userId),
      repo.countOf(userId, 'active'),
      repo.countOf(userId, 'requested'),
    ]);
    const mine = open ?? (await repo.lastOfOwner(userId));
    return { mine: mine ? await oneView(mine) : null, isDealer, isAgent, activeCount, requestedCount };
  }

  async function home(userId: string, q: TPageQuery & { status?: 'active' | 'requested' }) {
    await assertNotDealer(userId);
    const { rows, total } = await repo.custodianPage(userId, q.status ? [q.status] : ['requested', 'active'], null, pageArgs(q));
    return pageResult(await rowsForCustodian(rows), total, q);
  }

  async function search(userId: string, q: TPageQuery & { keyword: string }) {
    await assertNotDealer(userId);
    const keyword = q.keyword.trim();
    const owners = keyword ? await repo.namedLike(keyword, await repo.activeOwnersOf(userId)) : null;
    const { rows, total } = await repo.custodianPage(userId, ['active'], owners, pageArgs(q));
    return pageResult(await rowsForCustodian(rows), total, q);
  }

  async function custodianOf(idEcr: string) {
    const id = await peopleRepository(ctx.db).userIdOf(idEcr);
    if (!id) throw new DomainError('CUSTODIAN_NOT_FOUND', { field: 'custodianIdEcr' });
    return id;
  }

  async function custodian(userId: string, idEcr: string) {
    const id = await custodianOf(idEcr);
    const [faces, poster] = await Promise.all([facesOf(ctx.db, [id]), repo.posterOf(id)]);
    return { custodian: faces.face(id), posterTitle: poster?.title ?? '', posterText: poster?.text ?? '', isSelf: id === userId };
  }

  async function request(userId: string, body: { custodianIdEcr: string; note: string }) {
    const custodianId = await custodianOf(body.custodianIdEcr);
    if (body.note) await textFilter(ctx).assertClean(body.note, 'note');
    const [custodianIsDealer, open, custodianOpenCount] = await Promise.all([dealers.isDealer(custodianId), repo.openOfOwner(userId), repo.openCountOf(custodianId)]);
    const refusal = requestRefusal({ ownerId: userId, custodianId, custodianIsDealer, ownerHasOpen: open !== null, custodianOpenCount });
    if (refusal) throw new DomainError(refusal, { field: refusal === 'CUSTODY_OPEN_EXISTS' ? undefined : 'custodianIdEcr' });
    const faces = await facesOf(ctx.db, [userId, custodianId]);
    const now = ctx.clock.now();
    try {
      const row = await ctx.db.$transaction(async (tx) => {
        const r = custodyRepository(tx);
        const created = await r.create({ id: ctx.ids.id(), ownerId: userId, custodianId, note: body.note, requestedAt: now });
        await r.addMessage({
          id: ctx.ids.id(),
          userId: custodianId,
          ...CUSTODY_MESSAGES.requested(faces.langOf(custodianId), faces.face(userId).name),
          ...messageColumns('system', { type: 'custody', id: created.id }),
          createdAt: now,
        });
        return created;
      });
      return oneView(row);
    } catch (err) {
      // Two requests at once: the owner's openKey is unique, the second finds the first.
      if (isUniqueViolation(err)) throw new DomainError('CUSTODY_OPEN_EXISTS');
      throw err;
    }
  }

  /** One action on a custody by the side it belongs to; anyone else's custody answers CUSTODY_NOT_FOUND. */
  async function act(userId: string, custodyId: string, action: CustodyAction, reason = '') {
    const row = await repo.byId(custodyId);
    const actor = ACTOR_OF[action];
    const mine = row && (actor === 'agent' || (actor === 'owner' ? row.ownerId : row.custodianId) === userId);
    if (!row || !mine) throw new DomainError('CUSTODY_NOT_FOUND', { field: 'custodyId' });
    if (action === 'accept') await assertNotDealer(userId);
    const move = custodyMove(action, row.status as CustodyState);
    if ('refuse' in move) throw new DomainError(move.refuse, { field: 'custodyId' });
    const now = ctx.clock.now();
    const data = move.to === 'active' ? { status: move.to, acceptedAt: now } : { status: move.to, openKey: null, endedAt: now, endedBy: userId, endReason: reason };
    const faces = await facesOf(ctx.db, [row.ownerId, row.custodianId]);
    const note = (to: string, m: { title: string; content: string }) => ({
      id: ctx.ids.id(),
      userId: to,
      ...m,
      ...messageColumns('system', { type: 'custody', id: row.id }),
      createdAt: now,
    });
    const messages =
      action === 'accept'
        ? [note(row.ownerId, CUSTODY_MESSAGES.accepted(faces.langOf(row.ownerId), faces.face(row.custodianId).name))]
        : action === 'decline'
          ? [note(row.ownerId, CUSTODY_MESSAGES.declined(faces.langOf(row.ownerId), faces.face(row.custodianId).name))]
          : action === 'disconnect'
            ? [row.ownerId, row.custodianId].map((u) => note(u, CUSTODY_MESSAGES.disconnected(faces.langOf(u), reason)))
            : [];
    // The move and its messages together: a custody another call moved first changes nothing and tells nobody.
    await ctx.db.$transaction(async (tx) => {
      const r = custodyRepository(tx);
      if (!(await r.move(row.id, row.status, data))) throw new DomainError('CUSTODY_STATE_CHANGED', { field: 'custodyId' });
      for (const m of messages) await r.addMessage(m);
    });
    return oneView((await repo.byId(row.id))!);
  }

  /** The custodian's active custody of a card, or CUSTODY_NOT_FOUND. */
  async function activeAsCustodian(userId: string, custodyId: string) {
    const row = await repo.byId(custodyId);
    if (!row || row.custodianId !== userId || row.status !== 'active') throw new DomainError('CUSTODY_NOT_FOUND', { field: 'custodyId' });
    return row;
  }

  async function cardView(row: CustodyRow) {
    const [basic, faces] = await Promise.all([repo.basicOf(row.ownerId), facesOf(ctx.db, [row.ownerId])]);
    if (!basic) throw new DomainError('CUSTODY_NOT_FOUND', { field: 'custodyId' });
    return { custodyId: row.id, owner: faces.face(row.ownerId), ...basic };
  }

  async function card(userId: string, custodyId: string) {
    await assertNotDealer(userId);
    return cardView(await activeAsCustodian(userId, custodyId));
  }

  /** The custodian edits the card's basic info with the card area's own call (its rules, its cache invalidation). */
  async function updateCard(userId: string, body: z.output<typeof ZUpdateBasicInfoBody> & Pick<TUpdateCustodyCardBody, 'custodyId'>) {
    await assertNotDealer(userId);
    const row = await activeAsCustodian(userId, body.custodyId);
    const { custodyId: _, ...basic } = body;
    await cardService(ctx).updateBasicInfo(row.ownerId, basic);
    return cardView(row);
  }

  async function poster(userId: string) {
    const [faces, p, idEcr] = await Promise.all([facesOf(ctx.db, [userId]), repo.posterOf(userId), dealers.phoneIdEcrOf(userId)]);
    const requestUrl = appLink(ctx.config.publicOrigin, `/dealerCustody/custodyRequest?custodian=${encodeURIComponent(idEcr)}`);
    return { custodian: faces.face(userId), posterTitle: p?.title ?? '', posterText: p?.text ?? '', requestUrl, qrDataUrl: await qrDataUrlOf(requestUrl) };
  }

  async function savePoster(userId: string, body: { posterTitle: string; posterText: string }) {
    await assertNotDealer(userId);
    // Others read the poster: the sensitive-word filter first, like every other poster.
    const filter = textFilter(ctx);
    await filter.assertClean(body.posterTitle, 'posterTitle');
    if (body.posterText) await filter.assertClean(body.posterText, 'posterText');
    await repo.savePoster(userId, { title: body.posterTitle, text: body.posterText, updatedAt: ctx.clock.now() });
    return poster(userId);
  }

  async function agentList(q: TPageQuery & { status?: CustodyState; keyword: string }) {
    const keyword = q.keyword.trim();
    const users = keyword ? await repo.namedLike(keyword, null) : null;
    const { rows, total } = await repo.agentPage(q.status, users, pageArgs(q));
    const base = await rowsForCustodian(rows);
    const faces = await facesOf(
      ctx.db,
      rows.map((r) => r.custodianId),
    );
    return pageResult(
      base.map((b, i) => ({
        ...b,
        custodian: faces.face(rows[i]!.custodianId),
        endedAt: iso(rows[i]!.endedAt),
        endReason: rows[i]!.endReason,
      })),
      total,
      q,
    );
  }

  return {
    index,
    home,
    search,
    custodian,
    request,
    card,
    updateCard,
    poster,
    savePoster,
    agentList,
    cancel: (userId: string, id: string) => act(userId, id, 'cancel'),
    accept: (userId: string, id: string) => act(userId, id, 'accept'),
    decline: (userId: string, id: string) => act(userId, id, 'decline'),
    disconnect: (agentId: string, id: string, reason: string) => act(agentId, id, 'disconnect', reason),
  };
}
