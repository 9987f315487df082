import { ACTIVITY_FEE_LINE, LIMITS, type Lang, messageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, postJournal, userAccount } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import type { Effect, LineEnv, OrderRow } from '../orders';
import type { OrderLines } from '../../core/orders';
import { REG_MESSAGES } from './activity-registration.messages';
import { registrationRepository } from './activity-registration.repository';
import { feeSplit, refundAllowed } from './activity-registration.rules';

/**
 * The money area's order line of a paid registration. The order freezes at creation the activity, its title, the
 * fee, the owner and the registration; the seat was taken in the order's own transaction. Payment registers the
 * person and credits the owner's frozen income minus the platform fee (one journal) and tells the owner; closing
 * the unpaid order cancels the registration and gives the seat back; a refund (allowed until the activity starts,
 * or whenever the activity was cancelled: checked here, as the window depends on the activity, not on the payment
 * time) gives the seat back and reverses the owner's income while it is still frozen.
 */
export interface FeeTerms {
  activityId: string;
  title: string;
  feeFen: number;
  ownerId: string;
  registrationId: string;
}
export const feeTermsOf = (o: Pick<OrderRow, 'terms'>) => JSON.parse(o.terms ?? '{}') as FeeTerms;

export const feeOrderTitle = (t: Pick<FeeTerms, 'title'>, lang: Lang) => (lang === 'en' ? `Registration: ${t.title}` : `活动报名：${t.title}`);

async function onPaid(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<Effect> {
  const t = feeTermsOf(order);
  const repo = registrationRepository(tx);
  const reg = await repo.registration(t.registrationId);
  // A WeChat payment may land on an order closed a moment before (the seat given back): take a seat again; the
  // payment itself is never refused, so a full activity still registers the payer (recorded for customer service).
  let overCapacity = false;
  if (reg && reg.state !== 'unpaid' && reg.state !== 'registered' && !(await repo.takeSeat(t.activityId))) {
    await forceSeat(tx, t.activityId);
    overCapacity = true;
  }
  if (reg) await repo.updateRegistration(reg.id, { state: 'registered', updatedAt: now });
  const { feeFen, shareFen } = feeSplit(order.amountFen);
  const { id: incomeId } = await creditFrozenIncome(tx, env.ids, now, {
    userId: t.ownerId,
    amountFen: shareFen,
    from: PLATFORM_ACCOUNTS.revenue,
    source: ACTIVITY_FEE_LINE,
    orderId: order.id,
    releaseAt: new Date(now.getTime() + LIMITS.money.incomeHoldDays * 86_400_000),
    memo: order.orderNo,
    fee: { account: PLATFORM_ACCOUNTS.fee, amountFen: feeFen },
  });
  const lang = langOf(await repo.languageOf(t.ownerId));
  await repo.addMessage({
    id: env.ids.id(),
    userId: t.ownerId,
    ...REG_MESSAGES.paid(lang, t.title, reg?.name ?? '', order.amountFen, order.orderNo),
    ...messageColumns('system', { type: 'activityAttendees', id: t.activityId }),
    createdAt: now,
  });
  return { incomeId, feeFen, shareFen, overCapacity };
}

/** The seat of a payment that arrived after its order closed, counted even past the places (money was taken). */
const forceSeat = (tx: DbClient, activityId: string) => tx.activity.update({ where: { id: activityId }, data: { enrolled: { increment: 1 } } });

async function onRefunded(tx: DbClient, order: OrderRow, effect: Effect, now: Date, env: LineEnv) {
  const t = feeTermsOf(order);
  const repo = registrationRepository(tx);
  const [activity] = await repo.activitiesByIds([t.activityId]);
  if (activity && !refundAllowed(activity, now)) throw new DomainError('REG_REFUND_STARTED', { field: 'refundId' });
  const incomeId = String(effect.incomeId ?? '');
  const feeFen = Number(effect.feeFen ?? 0);
  const shareFen = Number(effect.shareFen ?? 0);
  // The owner's share goes back only while frozen: refunds end when the activity starts, the hold lasts days after.
  if (!(await repo.reverseIncome(incomeId))) throw new DomainError('ORDER_STATE_INVALID', { field: 'refundId' });
  await postJournal(tx, env.ids, now, {
    kind: 'income.reverse',
    refId: incomeId,
    memo: order.orderNo,
    postings: [
      { account: userAccount(t.ownerId, 'frozen'), amountFen: -shareFen },
      ...(feeFen > 0 ? [{ account: PLATFORM_ACCOUNTS.fee, amountFen: -feeFen }] : []),
      { account: PLATFORM_ACCOUNTS.revenue, amountFen: shareFen + feeFen },
    ],
  });
  if (await repo.moveRegistration(t.registrationId, ['registered'], { state: 'refunded', updatedAt: now })) await repo.giveSeat(t.activityId);
}

async function onClosed(tx: DbClient, order: OrderRow, now: Date) {
  const t = feeTermsOf(order);
  const repo = registrationRepository(tx);
  if (await repo.moveRegistration(t.registrationId, ['unpaid'], { state: 'cancelled', updatedAt: now })) await repo.giveSeat(t.activityId);
}

/** The area's order lines, handed to the order core through its area module. */
export const ACTIVITY_LINES = {
  [ACTIVITY_FEE_LINE]: {
    title: (order, lang) => feeOrderTitle(feeTermsOf(order), lang),
    onPaid,
    onRefunded,
    onClosed,
  },
} satisfies OrderLines;
