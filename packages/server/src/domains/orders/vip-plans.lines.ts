import type { Lang } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { LineEnv, LineHandler, OrderLines } from '../../core/orders';
import { grantVip, revokeVip, addTerm } from '../../core/editions';
import { changeKeys } from '../../core/golden-keys';
import { DomainError } from '../../lib/domain-error';
import { orderRepository, type OrderRow } from './orders.repository';
import { offerBuyer, offerFor, type Offer } from './vip-plans.rules';

/** What a plan order froze at creation: the plan's names and term, the offer, the delivery address. */
export interface PlanTerms {
  planCode: string;
  nameZh: string;
  nameEn: string;
  years: number;
  months: number;
  seats: number;
  keys: number;
  quantity: number;
  offer: Offer | null;
  /** The company an enterprise edition is for (issue 31; absent on orders made before). */
  companyId?: string;
  address?: { receiver: string; mobile: string; province: string; city: string; address: string };
}
export const termsOf = (order: OrderRow): PlanTerms => JSON.parse(order.terms ?? '{}') as PlanTerms;

const planTitle = (order: OrderRow, lang: Lang) => {
  const t = termsOf(order);
  return (lang === 'en' ? t.nameEn : t.nameZh) ?? order.title;
};

/** An entitlement row per paid order, taken back by revoking the order's rows. */
async function entitle(tx: DbClient, env: LineEnv, order: OrderRow, now: Date, kind: string, quantity: number, expiresAt: Date | null, companyId: string | null = null) {
  const { id } = await orderRepository(tx).addEntitlement({ id: env.ids.id(), userId: order.userId, orderId: order.id, kind, quantity, expiresAt, createdAt: now, companyId });
  return id;
}
const revokeAll = async (tx: DbClient, order: OrderRow, now: Date) => {
  await orderRepository(tx).revokeEntitlements(order.id, now);
};
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

const vipLine: LineHandler = {
  title: planTitle,
  async onPaid(tx, order, now, env) {
    const t = termsOf(order);
    const repo = orderRepository(tx);
    // The same rule as the plan list (offerFor with offerBuyer), asked as the payment lands: two first-time orders paid
    // one after the other get the offer once, and a buyer who qualifies gets it whichever call made the order.
    const buyer = await repo.buyerOf(order.userId);
    const offer = buyer ? offerFor({ line: order.line, years: t.years }, offerBuyer(buyer, await repo.paidVipBefore(order.userId, order.id))) : null;
    const vip = await grantVip(tx, order.userId, now, { years: t.years, months: t.months + (offer?.bonusMonths ?? 0) });
    if (t.keys > 0) await changeKeys(tx, env.ids, now, { userId: order.userId, delta: t.keys, kind: 'vip', refId: order.id, note: order.orderNo });
    if (offer?.shakeDevices) await entitle(tx, env, order, now, 'shakeDevice', offer.shakeDevices, null);
    // vipFrom: null when this order started the user's first VIP time, so a refund leaves them 未开通, not 已过期.
    return {
      grantedMs: vip.grantedMs,
      vipTo: vip.to.toISOString(),
      vipFrom: vip.from?.toISOString() ?? null,
      keys: t.keys,
      bonusMonths: offer?.bonusMonths ?? 0,
      shakeDevices: offer?.shakeDevices ?? 0,
    };
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
};

const enterpriseLine: LineHandler = {
  title: planTitle,
  async onPaid(tx, order, now, env) {
    const t = termsOf(order);
    const repo = orderRepository(tx);
    const u = await repo.buyerOf(order.userId);
    await repo.setEnterprise(order.userId, true);
    // The seats are the company's the order was bought for (the network's company screen counts them).
    const entitlementId = await entitle(tx, env, order, now, 'enterpriseSeats', t.seats, termEnd(now, t), t.companyId ?? null);
    return { enterpriseWas: !!u?.enterprise, entitlementId };
  },
  async onRefunded(tx, order, effect, now) {
    await revokeAll(tx, order, now);
    const repo = orderRepository(tx);
    // Still an enterprise when another paid enterprise order keeps seats running.
    const others = (await repo.activeEntitlements(order.userId, now)).filter((e) => e.kind === 'enterpriseSeats');
    if (!effect.enterpriseWas && others.length === 0) await repo.setEnterprise(order.userId, false);
  },
};

const dealerLine: LineHandler = {
  title: planTitle,
  async onPaid(tx, order, now) {
    const repo = orderRepository(tx);
    const had = await repo.hasRole(order.userId, 'dealer');
    if (!had) await repo.addRole(order.userId, 'dealer', now);
    return { roleAdded: !had };
  },
  async onRefunded(tx, order, effect) {
    if (effect.roleAdded) await orderRepository(tx).removeRole(order.userId, 'dealer');
  },
};

/** The money area's own lines (plans): handed to the order core through the area module (orders.area.ts). */
export const VIP_LINES = {
  vip: vipLine,
  enterprise: enterpriseLine,
  superMember: entitlementLine('superMember'),
  serviceSecurities: entitlementLine('serviceSecurities'),
  enterpriseWebsite: entitlementLine('enterpriseWebsite'),
  printedCards: entitlementLine('printedCards'),
  dealer: dealerLine,
} satisfies OrderLines;
