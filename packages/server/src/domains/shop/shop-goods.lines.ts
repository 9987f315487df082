import { LIMITS, SHOP_GOODS_LINE, messageColumns, type Lang, type ProductKind } from '@card/contract';
import type { DbClient } from '../../core/db';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, reverseFrozenIncome } from '../../core/ledger';
import { facesOf } from '../../core/people';
import { DomainError } from '../../lib/domain-error';
import type { Effect, LineEnv, OrderRow } from '../orders';
import type { OrderLines } from '../../core/orders';
import { SHOP_ORDER_MESSAGES } from './shop-orders.messages';
import { shopOrdersRepository } from './shop-orders.repository';
import { shopSplit } from './shop-orders.rules';

/**
 * The money area's order line of shop goods. An order freezes at creation what it sells (terms): the seller and
 * shop, each product with its name, picture, price and quantity, the address and the remark; its stock was reserved
 * in the order's own transaction (with its ShopOrder row). Closing the unpaid order gives the stock back; payment
 * credits the seller's frozen income minus the platform fee (one journal), counts the sales, clears the bought
 * products from the buyer's cart and tells the seller; a refund gives stock and sales back and reverses the income
 * while it is still frozen (the money area's refund window ends before the income hold).
 */
export interface ShopGoodsItem {
  proId: string;
  kind: ProductKind;
  name: string;
  coverUrl: string;
  priceFen: number;
  quantity: number;
}
export interface ShopGoodsTerms {
  sellerId: string;
  shopId: string;
  shareShopId: string | null;
  items: ShopGoodsItem[];
  address: { name: string; mobile: string; region: string; detail: string } | null;
  remark: string;
}
/** The terms an order froze (rows written by hand, e.g. older factories, read with empty items). */
export function shopTermsOf(o: Pick<OrderRow, 'terms'>): ShopGoodsTerms {
  const t = JSON.parse(o.terms ?? '{}') as Partial<ShopGoodsTerms>;
  return { sellerId: t.sellerId ?? '', shopId: t.shopId ?? '', shareShopId: t.shareShopId ?? null, items: t.items ?? [], address: t.address ?? null, remark: t.remark ?? '' };
}

export function shopGoodsTitle(t: Pick<ShopGoodsTerms, 'items'>, lang: Lang) {
  const first = t.items[0]?.name ?? '';
  const n = t.items.reduce((s, i) => s + i.quantity, 0);
  return lang === 'en' ? `${first}${n > 1 ? ` and more (${n} items)` : ''}` : `${first}${n > 1 ? ` 等${n}件` : ''}`;
}

const giveBack = async (tx: DbClient, items: ShopGoodsItem[]) => {
  const repo = shopOrdersRepository(tx);
  for (const i of items) await repo.giveStock(i.proId, i.quantity);
};

async function onPaid(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<Effect> {
  const t = shopTermsOf(order);
  const repo = shopOrdersRepository(tx);
  // A WeChat payment may land on an order closed a moment before (its stock already given back): take it again
  // where it is still there; what is not is recorded (the payment itself is never refused) and not given back later.
  const shortOf: string[] = [];
  if (order.closedAt) for (const i of t.items) if (!(await repo.takeStock(i.proId, i.quantity))) shortOf.push(i.proId);
  const { feeFen, shareFen } = shopSplit(order.amountFen);
  const { id: incomeId } = await creditFrozenIncome(tx, env.ids, now, {
    userId: t.sellerId,
    amountFen: shareFen,
    from: PLATFORM_ACCOUNTS.revenue,
    source: SHOP_GOODS_LINE,
    orderId: order.id,
    releaseAt: new Date(now.getTime() + LIMITS.money.incomeHoldDays * 86_400_000),
    memo: order.orderNo,
    fee: { account: PLATFORM_ACCOUNTS.fee, amountFen: feeFen },
  });
  for (const i of t.items) await repo.addSales(i.proId, i.quantity);
  await repo.removeProductsFromCart(
    order.userId,
    t.items.map((i) => i.proId),
  );
  const lang = (await facesOf(tx, [t.sellerId])).langOf(t.sellerId);
  await repo.addMessage({
    id: env.ids.id(),
    userId: t.sellerId,
    ...SHOP_ORDER_MESSAGES.sold(lang, shopGoodsTitle(t, lang), order.amountFen, order.orderNo),
    ...messageColumns('system', { type: 'shopSale', id: order.id }),
    createdAt: now,
  });
  return { incomeId, feeFen, shareFen, shortOf };
}

async function onRefunded(tx: DbClient, order: OrderRow, effect: Effect, now: Date, env: LineEnv) {
  const t = shopTermsOf(order);
  const reversed = await reverseFrozenIncome(tx, env.ids, now, {
    incomeId: String(effect.incomeId ?? ''),
    userId: t.sellerId,
    shareFen: Number(effect.shareFen ?? 0),
    to: PLATFORM_ACCOUNTS.revenue,
    memo: order.orderNo,
    fee: { account: PLATFORM_ACCOUNTS.fee, amountFen: Number(effect.feeFen ?? 0) },
  });
  if (!reversed) throw new DomainError('ORDER_STATE_INVALID', { field: 'orderId' });
  const repo = shopOrdersRepository(tx);
  const short = new Set((effect.shortOf as string[] | undefined) ?? []);
  await giveBack(
    tx,
    t.items.filter((i) => !short.has(i.proId)),
  );
  for (const i of t.items) await repo.takeSales(i.proId, i.quantity);
  const lang = (await facesOf(tx, [t.sellerId])).langOf(t.sellerId);
  await repo.addMessage({
    id: env.ids.id(),
    userId: t.sellerId,
    ...SHOP_ORDER_MESSAGES.refundedSeller(lang, shopGoodsTitle(t, lang), order.amountFen, order.orderNo),
    ...messageColumns('system', { type: 'shopSale', id: order.id }),
    createdAt: now,
  });
}

/** The area's order lines, handed to the order core through its area module. */
export const SHOP_LINES = {
  [SHOP_GOODS_LINE]: {
    title: (order, lang) => shopGoodsTitle(shopTermsOf(order), lang),
    onPaid,
    onRefunded,
    onClosed: (tx, order) => giveBack(tx, shopTermsOf(order).items),
  },
} satisfies OrderLines;
