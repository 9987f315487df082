import { randomBytes } from 'node:crypto';
import { messageColumns, type OrderLine, type OrderState } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { PLATFORM_ACCOUNTS, postJournal, userAccount } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import { lineHandler, type Effect } from './orders-registry';
import { langOf, VIP_MESSAGES } from './orders.messages';
import { moveOf, openKeyOf, orderExpiry, orderNoFrom, reusableOpen } from './orders.rules';
import { orderRepository, type OrderRow, type RefundRow } from './orders.repository';
import { payReferral } from './orders-referral.service';

/**
 * The order model's writes, shared by every way money arrives or leaves: the wallet, WeChat Pay's notification, the
 * pay result page and the recovery job all end in `applyPaid`; wallet and WeChat refunds end in `applyRefunded`.
 * Each is one step inside the caller's transaction; the conditional move of the order and the (kind, refId)
 * uniqueness of the journal make a second attempt change nothing, whichever path gets there first.
 */

export function newOrderNo(): string {
  for (;;) {
    const no = orderNoFrom(randomBytes(48));
    if (no.length === 24) return no;
  }
}

export interface NewOrder {
  line: OrderLine;
  planCode: string | null;
  title: string;
  amountFen: number;
  terms: object;
  beneficiaryId?: string | null;
  openKey?: string | null;
}

/**
 * Creates an order in state created, closing after LIMITS.money.orderPayMinutes (exported for later areas). `db`: the
 * caller's transaction when the order must be written with what it holds (video goods reserve their stock with it).
 */
export async function createOrder(ctx: AppContext, userId: string, o: NewOrder, db: DbClient = ctx.db): Promise<OrderRow> {
  if (!Number.isSafeInteger(o.amountFen) || o.amountFen <= 0) throw new DomainError('AMOUNT_ABNORMAL', { field: 'amountFen' });
  lineHandler(ctx.orderLines, o.line); // an unknown line is a bug of the caller: refuse before writing
  const now = ctx.clock.now();
  return orderRepository(db).insertOrder({
    id: ctx.ids.id(),
    orderNo: newOrderNo(),
    userId,
    line: o.line,
    planCode: o.planCode,
    title: o.title,
    amountFen: o.amountFen,
    terms: JSON.stringify(o.terms),
    expiresAt: orderExpiry(now),
    createdAt: now,
    beneficiaryId: o.beneficiaryId ?? null,
    openKey: o.openKey ?? null,
  });
}

/**
 * A plan order that is reused while it is open (issue 32: three taps made three pending orders): the open order of the
 * same user, line, plan and price is answered when it has pay time left; one about to close is closed first (its
 * line gives back what it held) and a new one made. Safe under concurrent taps: Order.openKey is unique, so of two
 * racing inserts one fails and then finds the other's order.
 */
export async function createOrReuseOrder(ctx: AppContext, userId: string, o: NewOrder & { planCode: string }): Promise<OrderRow> {
  const repo = orderRepository(ctx.db);
  const openKey = openKeyOf({ userId, line: o.line, planCode: o.planCode, amountFen: o.amountFen });
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = ctx.clock.now();
    const open = await repo.openOrderByKey(openKey);
    if (open) {
      if (reusableOpen(open, now)) return open;
      // Paid, closed, or about to close (closed now; false when it was paid or closed meanwhile): its key is freed.
      if (open.state === 'created') await closeUnpaid(ctx, open, now);
      await repo.releaseOpenKey(open.id);
      continue;
    }
    try {
      return await createOrder(ctx, userId, { ...o, openKey });
    } catch (err) {
      if ((err as { code?: string }).code !== 'P2002') throw err; // another tap wrote the open order first: read it
    }
  }
  throw new DomainError('DATA_CONFLICT', { field: 'planCode' });
}

/**
 * Closes an unpaid order (created -> closed), with its line's `onClosed` in the same transaction so what the order
 * held is given back exactly once. Answers false, changing nothing, when the order was no longer open.
 */
export async function closeUnpaid(ctx: AppContext, order: OrderRow, now: Date): Promise<boolean> {
  const onClosed = lineHandler(ctx.orderLines, order.line).onClosed;
  return ctx.db.$transaction(async (tx) => {
    if (!(await orderRepository(tx).moveOrder(order.id, ['created'], { state: 'closed', closedAt: now }))) return false;
    if (onClosed) await onClosed(tx, { ...order, state: 'closed', closedAt: now }, now, { ids: ctx.ids });
    return true;
  });
}

export type PaySource = { method: 'wallet' } | { method: 'wxpay'; transactionId: string | null };

/**
 * Marks the order paid and carries out everything payment means, on `tx`: the journal (`order.pay`, from the
 * payer's available balance or the WeChat Pay clearing account to revenue), the line's effect, the referral
 * commissions (referral.service payReferral), the payer's message. Answers false, changing nothing, when the order is no longer payable (someone
 * else paid it first): the caller answers the paid order, no second charge.
 */
export async function applyPaid(ctx: AppContext, tx: DbClient, order: OrderRow, source: PaySource, now: Date): Promise<boolean> {
  const repo = orderRepository(tx);
  // A wallet payment takes only an open order; a WeChat payment already happened, so it lands on a closed one too.
  const from: readonly OrderState[] = source.method === 'wallet' ? ['created'] : moveOf('pay').from;
  const moved = await repo.moveOrder(order.id, from, {
    state: 'paid',
    paidAt: now,
    payMethod: source.method,
    ...(source.method === 'wxpay' ? { wxTransactionId: source.transactionId } : {}),
  });
  if (!moved) return false;
  const payer = source.method === 'wallet' ? userAccount(order.userId, 'available') : PLATFORM_ACCOUNTS.wxpay;
  const posted = await postJournal(tx, ctx.ids, now, {
    kind: 'order.pay',
    refId: order.id,
    memo: order.orderNo,
    postings: [
      { account: payer, amountFen: -order.amountFen },
      { account: PLATFORM_ACCOUNTS.revenue, amountFen: order.amountFen },
    ],
  });
  if (!posted.posted) throw new DomainError('DATA_CONFLICT'); // an order moved to paid once has no journal yet
  const paidOrder = { ...order, state: 'paid', paidAt: now, payMethod: source.method };
  const effect: Effect = await lineHandler(ctx.orderLines, order.line).onPaid(tx, paidOrder, now, { ids: ctx.ids });
  // Every programme's referral commission, through the one policy (issue 32): at most one per tier.
  const referral = await payReferral(tx, ctx.ids, paidOrder, now);
  if (referral.commissionIncomeId) effect.commissionIncomeId = referral.commissionIncomeId;
  if (referral.shareIncomeIds.length > 0) effect.shareIncomeIds = referral.shareIncomeIds;
  await repo.setEffect(order.id, JSON.stringify(effect));
  const buyer = await repo.buyerOf(order.userId);
  const lang = langOf(buyer?.language);
  const title = lineHandler(ctx.orderLines, order.line).title?.(order, lang) ?? order.title;
  await repo.addMessage({
    id: ctx.ids.id(),
    userId: order.userId,
    ...VIP_MESSAGES.paid(lang, title, order.amountFen),
    ...messageColumns('system', { type: 'vipOrder', id: order.id }),
    createdAt: now,
  });
  return true;
}

/**
 * Carries out an approved refund, on `tx`: the refund request and the order move (conditionally: a second attempt
 * answers false and changes nothing), the line's effect is undone (VIP time, keys, entitlements, role), a commission
 * still frozen is reversed, and the money goes back (`order.refund`: revenue to the payer's available balance, or
 * to the WeChat Pay clearing account when WeChat Pay returned it).
 */
export async function applyRefunded(ctx: AppContext, tx: DbClient, order: OrderRow, refund: RefundRow, now: Date, opts: { effectsUndone: boolean }): Promise<boolean> {
  const repo = orderRepository(tx);
  if (!(await repo.moveRefund(refund.id, ['pending', 'processing'], { state: 'succeeded', decidedAt: now }))) return false;
  if (!(await repo.moveOrder(order.id, moveOf('completeRefund').from, { state: 'refunded', refundedAt: now }))) throw new DomainError('ORDER_STATE_INVALID', { field: 'refundId' });
  if (!opts.effectsUndone) await undoEffects(ctx, tx, order, now);
  const to = order.payMethod === 'wallet' ? userAccount(order.userId, 'available') : PLATFORM_ACCOUNTS.wxpay;
  await postJournal(tx, ctx.ids, now, {
    kind: 'order.refund',
    refId: order.id,
    memo: order.orderNo,
    postings: [
      { account: PLATFORM_ACCOUNTS.revenue, amountFen: -refund.amountFen },
      { account: to, amountFen: refund.amountFen },
    ],
  });
  const buyer = await repo.buyerOf(order.userId);
  const lang = langOf(buyer?.language);
  const title = lineHandler(ctx.orderLines, order.line).title?.(order, lang) ?? order.title;
  await repo.addMessage({
    id: ctx.ids.id(),
    userId: order.userId,
    ...VIP_MESSAGES.refunded(lang, title, refund.amountFen, order.payMethod === 'wallet'),
    ...messageColumns('system', { type: 'refund', id: order.id }),
    createdAt: now,
  });
  return true;
}

/** The line's effect undone and the commission reversed (a WeChat refund does this before asking WeChat). */
export async function undoEffects(ctx: AppContext, tx: DbClient, order: OrderRow, now: Date) {
  const effect = JSON.parse(order.effect ?? '{}') as Effect;
  await lineHandler(ctx.orderLines, order.line).onRefunded(tx, order, effect, now, { ids: ctx.ids });
  const incomeIds = [effect.commissionIncomeId, ...(Array.isArray(effect.shareIncomeIds) ? effect.shareIncomeIds : [])];
  for (const incomeId of incomeIds) if (typeof incomeId === 'string') await reverseToRevenue(ctx, tx, order, incomeId, now);
}

/**
 * A commission or programme share still frozen goes back to revenue; one already released stays with its earner (the
 * release job skips income whose order is refunding, so that only happens for income released before the request).
 */
async function reverseToRevenue(ctx: AppContext, tx: DbClient, order: OrderRow, incomeId: string, now: Date) {
  const repo = orderRepository(tx);
  if (await repo.reverseIncome(incomeId)) {
    const income = await repo.incomeById(incomeId);
    await postJournal(tx, ctx.ids, now, {
      kind: 'income.reverse',
      refId: incomeId,
      memo: order.orderNo,
      postings: [
        { account: userAccount(income!.userId, 'frozen'), amountFen: -income!.amountFen },
        { account: PLATFORM_ACCOUNTS.revenue, amountFen: income!.amountFen },
      ],
    });
  }
}
