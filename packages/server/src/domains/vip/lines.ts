import { orderLineOf, type Lang, type OrderLine } from '@card/contract';
import type { DbClient } from '../../core/db';
import { grantVip, revokeVip, addTerm } from '../../core/editions';
import { changeKeys } from '../../core/golden-keys';
import { DomainError } from '../../lib/domain-error';
import type { IdSource } from '../../lib/ids';
import { vipRepository, type OrderRow } from './vip.repository';
import { offerBuyer, offerFor, type Offer } from './vip.rules';

/**
 * What each product line does when its order is paid, and how a refund undoes it. The order model is the same for
 * every purchase; a later area (circle fees, shop orders, activity fees) registers its own line with `registerLine`
 * and creates orders through `createOrder` (index.ts): payment, closing and refunds then work for it unchanged.
 * `onPaid` answers the effect (stored as JSON on the order), `onRefunded` gets it back to undo exactly that. Both run
 * inside the payment's or refund's transaction, on `tx`: no provider calls, no messages to other systems.
 */
export interface LineEnv { ids: Pick<IdSource, 'id'> }
export type Effect = Record<string, unknown>;
export interface LineHandler {
  /** The order's title in the caller's language (orders keep their creation title when absent). */
  title?(order: OrderRow, lang: Lang): string;
  onPaid(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<Effect>;
  onRefunded(tx: DbClient, order: OrderRow, effect: Effect, now: Date, env: LineEnv): Promise<void>;
  /** An unpaid order closed (the payer's cancel or the timeout), on the close's transaction: give back what it held (reserved stock). */
  onClosed?(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<void>;
  /** A refund window of the line's own (ms after payment) instead of LIMITS.money.refundWindowDays (circle payments: hours). */
  refundWindowMs?: number;
}

/** What a plan order froze at creation: the plan's names and term, the offer, the delivery address. */
export interface PlanTerms {
  planCode: string; nameZh: string; nameEn: string; years: number; months: number; seats: number; keys: number; quantity: number;
  offer: Offer | null;
  /** The company an enterprise edition is for (issue 31; absent on orders made before). */
  companyId?: string;
  address?: { receiver: string; mobile: string; province: string; city: string; address: string };
}
export const termsOf = (order: OrderRow): PlanTerms => JSON.parse(order.terms ?? '{}') as PlanTerms;

const registry = new Map<OrderLine, LineHandler>();

/** Registers `line`'s handler; the line is the contract's union (ORDER_LINES), so a misspelt line fails to compile. */
export function registerLine(line: OrderLine, handler: LineHandler) {
  if (registry.has(line)) throw new Error(`order line ${line} registered twice`);
  registry.set(line, handler);
}
/** The handler of a line as stored (a String column): an unknown or unregistered line is a bug, refused loudly. */
export function lineHandler(line: string): LineHandler {
  const known = orderLineOf(line);
  const h = known && registry.get(known);
  if (!h) throw new Error(`no handler for order line ${line}`);
  return h;
}

/** The refund window of an order's line in ms, or undefined for the money area's default. */
export const refundWindowOf = (line: string): number | undefined => { const known = orderLineOf(line); return known ? registry.get(known)?.refundWindowMs : undefined; };
/** The lines registered so far (a test holds them against the contract's ORDER_LINES). */
export const registeredLines = (): OrderLine[] => [...registry.keys()];
/** The lines with a refund window of their own (the refundable-order queries narrow their paid-at for these). */
export const ownRefundWindows = (): { line: string; windowMs: number }[] =>
  [...registry].flatMap(([line, h]) => (h.refundWindowMs === undefined ? [] : [{ line, windowMs: h.refundWindowMs }]));

const planTitle = (order: OrderRow, lang: Lang) => {
  const t = termsOf(order);
  return (lang === 'en' ? t.nameEn : t.nameZh) ?? order.title;
};

/** An entitlement row per paid order, taken back by revoking the order's rows. */
async function entitle(tx: DbClient, env: LineEnv, order: OrderRow, now: Date, kind: string, quantity: number, expiresAt: Date | null, companyId: string | null = null) {
  const { id } = await vipRepository(tx).addEntitlement({ id: env.ids.id(), userId: order.userId, orderId: order.id, kind, quantity, expiresAt, createdAt: now, companyId });
  return id;
}
const revokeAll = async (tx: DbClient, order: OrderRow, now: Date) => { await vipRepository(tx).revokeEntitlements(order.id, now); };
const termEnd = (now: Date, t: PlanTerms) => (t.years || t.months ? addTerm(now, { years: t.years, months: t.months }) : null);

/** Simple lines: one entitlement of `kind` (quantity from the plan, expiry from its term). */
const entitlementLine = (kind: string): LineHandler => ({
  title: planTitle,
  async onPaid(tx, order, now, env) {
    const t = termsOf(order);
    return { entitlementId: await entitle(tx, env, order, now, kind, t.quantity, termEnd(now, t)) };
  },
  onRefunded: (tx, order, _effect, now) => revokeAll(tx, order, now),
});

registerLine('vip', {
  title: planTitle,
  async onPaid(tx, order, now, env) {
    const t = termsOf(order);
    const repo = vipRepository(tx);
    // The same rule as the plan list (offerFor with offerBuyer), asked as the payment lands: two first-time orders paid
    // one after the other get the offer once, and a buyer who qualifies gets it whichever call made the order.
    const buyer = await repo.buyerOf(order.userId);
    const offer = buyer ? offerFor({ line: order.line, years: t.years }, offerBuyer(buyer, await repo.paidVipBefore(order.userId, order.id))) : null;
    const vip = await grantVip(tx, order.userId, now, { years: t.years, months: t.months + (offer?.bonusMonths ?? 0) });
    if (t.keys > 0) await changeKeys(tx, env.ids, now, { userId: order.userId, delta: t.keys, kind: 'vip', refId: order.id, note: order.orderNo });
    if (offer?.shakeDevices) await entitle(tx, env, order, now, 'shakeDevice', offer.shakeDevices, null);
    // vipFrom: null when this order started the user's first VIP time, so a refund leaves them 未开通, not 已过期.
    return { grantedMs: vip.grantedMs, vipTo: vip.to.toISOString(), vipFrom: vip.from?.toISOString() ?? null, keys: t.keys, bonusMonths: offer?.bonusMonths ?? 0, shakeDevices: offer?.shakeDevices ?? 0 };
  },
  async onRefunded(tx, order, effect, now, env) {
    const keys = Number(effect.keys ?? 0);
    if (keys > 0) {
      try {
        await changeKeys(tx, env.ids, now, { userId: order.userId, delta: -keys, kind: 'vipRefund', refId: order.id, note: order.orderNo });
      } catch (err) {
        if (err instanceof DomainError && err.code === 'GOLDEN_KEYS_NOT_ENOUGH') throw new DomainError('REFUND_KEYS_SPENT', { field: 'refundId', data: { keys } });
        throw err;
      }
    }
    await revokeVip(tx, order.userId, now, Number(effect.grantedMs ?? 0), { firstGrant: effect.vipFrom === null });
    await revokeAll(tx, order, now);
  },
});

registerLine('enterprise', {
  title: planTitle,
  async onPaid(tx, order, now, env) {
    const t = termsOf(order);
    const repo = vipRepository(tx);
    const u = await repo.buyerOf(order.userId);
    await repo.setEnterprise(order.userId, true);
    // The seats are the company's the order was bought for (the network's company screen counts them).
    const entitlementId = await entitle(tx, env, order, now, 'enterpriseSeats', t.seats, termEnd(now, t), t.companyId ?? null);
    return { enterpriseWas: !!u?.enterprise, entitlementId };
  },
  async onRefunded(tx, order, effect, now) {
    await revokeAll(tx, order, now);
    const repo = vipRepository(tx);
    // Still an enterprise when another paid enterprise order keeps seats running.
    const others = (await repo.activeEntitlements(order.userId, now)).filter((e) => e.kind === 'enterpriseSeats');
    if (!effect.enterpriseWas && others.length === 0) await repo.setEnterprise(order.userId, false);
  },
});

registerLine('superMember', entitlementLine('superMember'));
registerLine('serviceSecurities', entitlementLine('serviceSecurities'));
registerLine('enterpriseWebsite', entitlementLine('enterpriseWebsite'));
registerLine('printedCards', entitlementLine('printedCards'));

registerLine('dealer', {
  title: planTitle,
  async onPaid(tx, order, now) {
    const repo = vipRepository(tx);
    const had = await repo.hasRole(order.userId, 'dealer');
    if (!had) await repo.addRole(order.userId, 'dealer', now);
    return { roleAdded: !had };
  },
  async onRefunded(tx, order, effect) {
    if (effect.roleAdded) await vipRepository(tx).removeRole(order.userId, 'dealer');
  },
});
