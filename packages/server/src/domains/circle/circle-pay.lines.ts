import { CIRCLE_PAY_LINES, LIMITS, type CirclePayKind, type Lang } from '@card/contract';
import type { DbClient } from '../../core/db';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, postJournal, userAccount } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import type { Effect, LineEnv, OrderRow } from '../orders';
import type { OrderLines } from '../../core/orders';
import { circleRepository } from './circle.repository';
import { CIRCLE_REFUND_WINDOW_MS, joinApplied, joinUndone, renewedEnd, splitOf, type CirclePayEffect, type JoinEffect, type ViewEffect } from './circle-pay.rules';
import { circlePayRepository } from './circle-pay.repository';

/**
 * The circle's two order lines of the money area. An order freezes at creation what it sells (terms): the circle,
 * the kind, the price, the owner who gets the share, the circle's name for the title. On payment (inside the
 * payment's transaction, after the money area's `order.pay` put the amount in revenue) the membership or viewing
 * term is set and ONE `income.freeze` journal splits the whole amount out of revenue (fee, owner's frozen share);
 * a refund undoes exactly what the effect recorded, and reverses that split in ONE `income.reverse` journal.
 */
export interface CircleTerms {
  cid: string;
  kind: CirclePayKind;
  priceFen: number;
  ownerId: string;
  circleName: string;
}
export const circleTermsOf = (o: Pick<OrderRow, 'terms'>) => JSON.parse(o.terms ?? '{}') as CircleTerms;

export function circleOrderTitle(t: Pick<CircleTerms, 'kind' | 'circleName'>, lang: Lang) {
  if (lang === 'en') return `${t.kind === 'join' ? 'Join' : 'View'} circle "${t.circleName}"`;
  return `${t.kind === 'join' ? '加入' : '查看'}圈子「${t.circleName}」`;
}

async function onPaid(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<Effect> {
  const t = circleTermsOf(order);
  const repo = circlePayRepository(tx);
  const me = await circleRepository(tx).memberOf(t.cid, order.userId);
  let effect: JoinEffect | ViewEffect;
  if (t.kind === 'join') {
    const e = joinApplied(me, now);
    const data = { state: 'joined', paidUntil: new Date(e.paidUntil), paidOrderId: order.id, joinedAt: e.counted ? now : (me?.joinedAt ?? now) };
    if (me) await repo.updateMember(me.id, { ...data, updatedAt: now });
    else await repo.insertMember({ id: env.ids.id(), circleId: t.cid, userId: order.userId, viewPaidUntil: null, createdAt: now, ...data });
    if (e.counted) await repo.countMember(t.cid, 1);
    effect = { kind: 'join', ...e };
  } else {
    const viewPaidUntil = renewedEnd(me?.viewPaidUntil ?? null, now);
    // A viewer who is not a member gets a row in state 'left' (not joined, may join later) carrying the viewing term.
    if (me) await repo.updateMember(me.id, { viewPaidUntil, updatedAt: now });
    else
      await repo.insertMember({ id: env.ids.id(), circleId: t.cid, userId: order.userId, state: 'left', paidUntil: null, viewPaidUntil, paidOrderId: null, joinedAt: null, createdAt: now });
    effect = { kind: 'view', rowCreated: !me, prevViewPaidUntil: me?.viewPaidUntil?.toISOString() ?? null, viewPaidUntil: viewPaidUntil.toISOString() };
  }
  const { feeFen, shareFen } = splitOf(order.amountFen);
  const { id: incomeId } = await creditFrozenIncome(tx, env.ids, now, {
    userId: t.ownerId,
    amountFen: shareFen,
    from: PLATFORM_ACCOUNTS.revenue,
    source: CIRCLE_PAY_LINES[t.kind],
    orderId: order.id,
    releaseAt: new Date(now.getTime() + LIMITS.money.incomeHoldDays * 86_400_000),
    memo: order.orderNo,
    fee: { account: PLATFORM_ACCOUNTS.fee, amountFen: feeFen },
  });
  return { ...effect, incomeId, feeFen, shareFen } satisfies CirclePayEffect;
}

async function onRefunded(tx: DbClient, order: OrderRow, effect: Effect, now: Date, env: LineEnv) {
  const e = effect as unknown as CirclePayEffect;
  const t = circleTermsOf(order);
  const repo = circlePayRepository(tx);
  const me = await circleRepository(tx).memberOf(t.cid, order.userId);
  if (me && e.kind === 'join') {
    const u = joinUndone(me.state, e);
    if (u.deleteRow && !me.viewPaidUntil) await repo.deleteMember(me.id);
    else await repo.updateMember(me.id, { state: u.state ?? 'left', paidUntil: u.paidUntil, updatedAt: now });
    if (u.countDelta) await repo.countMember(t.cid, u.countDelta);
  } else if (me && e.kind === 'view') {
    const prev = e.prevViewPaidUntil ? new Date(e.prevViewPaidUntil) : null;
    if (e.rowCreated && me.state === 'left' && !me.paidUntil) await repo.deleteMember(me.id);
    else await repo.updateMember(me.id, { viewPaidUntil: prev, updatedAt: now });
  }
  // The owner's share goes back only while frozen: the refund window (hours) ends long before the hold (days).
  if (!(await repo.reverseIncome(e.incomeId))) throw new DomainError('CIRCLE_REFUND_WINDOW', { field: 'orderId' });
  await postJournal(tx, env.ids, now, {
    kind: 'income.reverse',
    refId: e.incomeId,
    memo: order.orderNo,
    postings: [
      { account: userAccount(t.ownerId, 'frozen'), amountFen: -e.shareFen },
      ...(e.feeFen > 0 ? [{ account: PLATFORM_ACCOUNTS.fee, amountFen: -e.feeFen }] : []),
      { account: PLATFORM_ACCOUNTS.revenue, amountFen: e.shareFen + e.feeFen },
    ],
  });
}

const circleLine = {
  title: (order: OrderRow, lang: Lang) => circleOrderTitle(circleTermsOf(order), lang),
  onPaid,
  onRefunded,
  refundWindowMs: CIRCLE_REFUND_WINDOW_MS,
};
/** The area's order lines (joining, viewing), handed to the order core through its area module. */
export const CIRCLE_LINES = { [CIRCLE_PAY_LINES.join]: circleLine, [CIRCLE_PAY_LINES.view]: circleLine } satisfies OrderLines;
