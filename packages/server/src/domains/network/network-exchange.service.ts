import { messageColumns, type ExchangeState, type TExchangeRequest, type TFeedQuery, type TKindSubject } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { feedArgs, feedResult } from '../../lib/paging';
import { EXCHANGE_MESSAGES } from './network-exchange.messages';
import { directSql } from '../../core/direct-sql';
import { networkExchangeRepository } from './network-exchange.repository';
import { networkPagesRepository } from './network-pages.repository';
import { askRefusal, contactRoomRefusal, exchangeStateOf, nameKeyOf, pairKeyOf, retryAfterDecline } from './network-exchange.rules';
import { networkRepository, type PersonRow } from './network.repository';
import { personOf } from './network.views';

type Msg = { title: string; content: string };
const FIELD = { field: 'phoneIdEcr' };

/**
 * Card exchange: ask, accept, decline, withdraw, where two people stand, the request boxes. Each decision moves the
 * request out of pending conditionally and writes its contacts and both users' messages in the same transaction.
 */
export function networkExchangeService(ctx: AppContext) {
  const people = networkRepository(ctx.db);
  const repo = networkExchangeRepository(ctx.db);

  async function personOrRefuse(phoneIdEcr: string): Promise<PersonRow> {
    const p = await people.personByPublicId(phoneIdEcr);
    if (!p) throw new DomainError('NOT_FOUND', FIELD);
    return p;
  }

  async function standing(meId: string, otherId: string) {
    const [open, mine, theirs] = await Promise.all([repo.openBetween(pairKeyOf(meId, otherId)), repo.holds(meId, otherId), repo.holds(otherId, meId)]);
    const facts = { meId, otherId, open, iHoldTheirs: !!mine, theyHoldMine: !!theirs };
    return { ...facts, state: exchangeStateOf(facts) };
  }

  const answer = (p: PersonRow, state: ExchangeState) => ({ phoneIdEcr: p.phoneIdEcr, state, person: personOf(p) });

  /**
   * Writes each user's message in their own language (tx: the transaction of the change they are about), about the
   * request (receiver of a new one) or else the other person's card, whose screen shows where the two stand.
   */
  async function tell(tx: DbClient, to: PersonRow, text: Msg, subject: TKindSubject<'exchange'>) {
    await networkExchangeRepository(tx).addMessages([{ id: ctx.ids.id(), userId: to.id, ...text, ...messageColumns('exchange', subject), createdAt: ctx.clock.now() }]);
  }
  const cardOf = (p: PersonRow): TKindSubject<'exchange'> => ({ type: 'contact', id: p.phoneIdEcr });

  async function state(meId: string, phoneIdEcr: string) {
    const other = await personOrRefuse(phoneIdEcr);
    return answer(other, (await standing(meId, other.id)).state);
  }

  async function apply(meId: string, b: { phoneIdEcr: string; note: string }) {
    const [me, other] = await Promise.all([people.personById(meId), personOrRefuse(b.phoneIdEcr)]);
    if (!me) throw new DomainError('NOT_FOUND', FIELD);
    if (me.id === other.id) throw new DomainError('OWN_CARD', FIELD);
    const st = await standing(me.id, other.id);
    if (st.state === 'exchanged') throw new DomainError('EXCHANGE_DONE', FIELD);
    if (st.state === 'pending-sent') return answer(other, st.state);
    // They asked first: asking back is accepting.
    if (st.state === 'pending-received') return agree(meId, b.phoneIdEcr);
    const why = askRefusal({
      meId: me.id,
      otherId: other.id,
      myCompanyId: me.companyId,
      myCompanyLocked: me.companyId ? await repo.companyLocked(me.companyId) : false,
      otherCompanyId: other.companyId,
      otherAllowsStrangers: other.allowStrangerSearch,
      known: st.iHoldTheirs || st.theyHoldMine,
    });
    if (why) throw new DomainError(why, FIELD);
    const retryAt = retryAfterDecline(await repo.lastDeclined(me.id, other.id), ctx.clock.now());
    if (retryAt) throw new DomainError('EXCHANGE_DECLINED_RECENTLY', { ...FIELD, data: { retryAt: retryAt.toISOString() } });
    const pairKey = pairKeyOf(me.id, other.id);
    try {
      await ctx.db.$transaction(async (tx) => {
        const requestId = ctx.ids.id();
        await networkExchangeRepository(tx).createExchange({ id: requestId, fromId: me.id, toId: other.id, pairKey, note: b.note, createdAt: ctx.clock.now() });
        await tell(tx, other, EXCHANGE_MESSAGES.requestedTo(langOf(other.language), me.card?.name ?? ''), { type: 'exchangeRequest', id: requestId });
        await tell(tx, me, EXCHANGE_MESSAGES.requestedBy(langOf(me.language), other.card?.name ?? ''), cardOf(other));
      });
    } catch (err) {
      // The pair's open key is unique: a request that landed at the same moment (either way) is the one that stands.
      if (!isUniqueViolation(err)) throw err;
    }
    return answer(other, (await standing(me.id, other.id)).state);
  }

  /** The open request from `phoneIdEcr` to the caller, or EXCHANGE_NOT_FOUND. */
  async function openFrom(meId: string, phoneIdEcr: string, role: 'receiver' | 'sender') {
    const other = await personOrRefuse(phoneIdEcr);
    const open = await repo.openBetween(pairKeyOf(meId, other.id));
    const mine = open && (role === 'receiver' ? open.toId === meId : open.fromId === meId);
    if (!open || !mine) throw new DomainError('EXCHANGE_NOT_FOUND', FIELD);
    const me = (await people.personById(meId))!;
    return { me, other, open };
  }

  async function agree(meId: string, phoneIdEcr: string) {
    const { me, other, open } = await openFrom(meId, phoneIdEcr, 'receiver');
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = networkExchangeRepository(tx);
      for (const [owner, held] of [
        [me, other],
        [other, me],
      ] as const) {
        if (await r.holds(owner.id, held.id)) continue;
        const full = contactRoomRefusal(await r.contactCount(owner.id));
        if (full) throw new DomainError(full, FIELD);
      }
      if (!(await r.decide(open.id, 'accepted', now))) throw new DomainError('EXCHANGE_NOT_FOUND', FIELD);
      for (const [owner, held] of [
        [me, other],
        [other, me],
      ] as const) {
        await r.addContact({ id: ctx.ids.id(), ownerId: owner.id, contactId: held.id, source: 'exchange', nameKey: nameKeyOf(held.card?.name ?? ''), createdAt: now });
      }
      await tell(tx, me, EXCHANGE_MESSAGES.accepted(langOf(me.language), other.card?.name ?? ''), cardOf(other));
      await tell(tx, other, EXCHANGE_MESSAGES.accepted(langOf(other.language), me.card?.name ?? ''), cardOf(me));
    });
    return answer(other, 'exchanged' as const);
  }

  async function refuse(meId: string, phoneIdEcr: string) {
    const { me, other, open } = await openFrom(meId, phoneIdEcr, 'receiver');
    await ctx.db.$transaction(async (tx) => {
      if (!(await networkExchangeRepository(tx).decide(open.id, 'declined', ctx.clock.now()))) throw new DomainError('EXCHANGE_NOT_FOUND', FIELD);
      await tell(tx, other, EXCHANGE_MESSAGES.declinedSender(langOf(other.language), me.card?.name ?? ''), cardOf(me));
      await tell(tx, me, EXCHANGE_MESSAGES.declinedReceiver(langOf(me.language), other.card?.name ?? ''), cardOf(other));
    });
    return answer(other, (await standing(meId, other.id)).state);
  }

  async function cancel(meId: string, phoneIdEcr: string) {
    const { other, open } = await openFrom(meId, phoneIdEcr, 'sender');
    if (!(await repo.decide(open.id, 'cancelled', ctx.clock.now()))) throw new DomainError('EXCHANGE_NOT_FOUND', FIELD);
    return answer(other, (await standing(meId, other.id)).state);
  }

  /** A box page and the pending count in one statement (network-pages.repository). */
  async function requests(meId: string, b: { box: 'received' | 'sent' } & TFeedQuery) {
    const list = `exchange-${b.box}`;
    const { after, take } = feedArgs(list, b);
    const { rows, pendingCount } = await networkPagesRepository(directSql(ctx)).exchangeBox(meId, b.box, after, take);
    const page = feedResult(
      list,
      rows,
      b,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r): TExchangeRequest => ({
        id: r.id,
        person: r.person,
        state: r.state as TExchangeRequest['state'],
        note: r.note,
        createdAt: r.createdAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
      }),
    );
    return { ...page, pendingCount };
  }

  return { state, apply, agree, refuse, cancel, requests, standing };
}
