import { LIMITS, VIDEO_GOODS_LINE, type Lang, messageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, reverseFrozenIncome } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import type { Effect, LineEnv, OrderRow } from '../orders';
import type { OrderLines } from '../../core/orders';
import { CART_MESSAGES } from './video-cart.messages';
import { videoCartRepository } from './video-cart.repository';
import { goodsSplit } from './video-cart.rules';

/**
 * The money area's order line of video goods. An order freezes at creation what it sells (terms): the seller, each
 * item with its name, picture, price and quantity, and the delivery address; its stock was reserved in the order's
 * own transaction. Closing the unpaid order gives the stock back; payment credits the seller's frozen income minus
 * the platform fee (one journal), clears the bought products from the buyer's cart and tells the seller; a refund
 * gives the stock back and reverses the income while it is still frozen.
 */
export interface GoodsItem {
  productId: string;
  videoId: string;
  name: string;
  imageUrl: string;
  priceFen: number;
  quantity: number;
}
export interface GoodsTerms {
  sellerId: string;
  items: GoodsItem[];
  address: { name: string; mobile: string; region: string; detail: string };
}
export const goodsTermsOf = (o: Pick<OrderRow, 'terms'>) => JSON.parse(o.terms ?? '{}') as GoodsTerms;

export function goodsTitle(t: Pick<GoodsTerms, 'items'>, lang: Lang) {
  const first = t.items[0]?.name ?? '';
  const n = t.items.reduce((s, i) => s + i.quantity, 0);
  return lang === 'en' ? `${first}${n > 1 ? ` and more (${n} items)` : ''}` : `${first}${n > 1 ? ` 等${n}件` : ''}`;
}

const giveBack = async (tx: DbClient, t: GoodsTerms) => {
  const repo = videoCartRepository(tx);
  for (const i of t.items) await repo.giveStock(i.productId, i.quantity);
};

async function onPaid(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<Effect> {
  const t = goodsTermsOf(order);
  const repo = videoCartRepository(tx);
  // A WeChat payment may land on an order closed a moment before (its stock already given back): take it again
  // where it is still there; what is not is recorded for the seller (the payment itself is never refused).
  const shortOf: string[] = [];
  if (order.closedAt) for (const i of t.items) if (!(await repo.takeStock(i.productId, i.quantity))) shortOf.push(i.productId);
  const { feeFen, shareFen } = goodsSplit(order.amountFen);
  const { id: incomeId } = await creditFrozenIncome(tx, env.ids, now, {
    userId: t.sellerId,
    amountFen: shareFen,
    from: PLATFORM_ACCOUNTS.revenue,
    source: VIDEO_GOODS_LINE,
    orderId: order.id,
    releaseAt: new Date(now.getTime() + LIMITS.money.incomeHoldDays * 86_400_000),
    memo: order.orderNo,
    fee: { account: PLATFORM_ACCOUNTS.fee, amountFen: feeFen },
  });
  await repo.removeProductsFromCart(
    order.userId,
    t.items.map((i) => i.productId),
  );
  const [seller] = await repo.people([t.sellerId]);
  const lang = langOf(seller?.language);
  await repo.addMessage({
    id: env.ids.id(),
    userId: t.sellerId,
    ...CART_MESSAGES.sold(lang, goodsTitle(t, lang), order.amountFen, order.orderNo),
    ...messageColumns('system', { type: 'wallet', id: order.id }),
    createdAt: now,
  });
  return { incomeId, feeFen, shareFen, shortOf };
}

async function onRefunded(tx: DbClient, order: OrderRow, effect: Effect, now: Date, env: LineEnv) {
  const t = goodsTermsOf(order);
  const incomeId = String(effect.incomeId ?? '');
  const feeFen = Number(effect.feeFen ?? 0);
  const shareFen = Number(effect.shareFen ?? 0);
  // The seller's share goes back only while frozen: the money area's refund window ends before the income hold.
  const reversed = await reverseFrozenIncome(tx, env.ids, now, {
    incomeId,
    userId: t.sellerId,
    shareFen,
    to: PLATFORM_ACCOUNTS.revenue,
    memo: order.orderNo,
    fee: { account: PLATFORM_ACCOUNTS.fee, amountFen: feeFen },
  });
  if (!reversed) throw new DomainError('ORDER_STATE_INVALID', { field: 'refundId' });
  const short = new Set((effect.shortOf as string[] | undefined) ?? []);
  await giveBack(tx, { ...t, items: t.items.filter((i) => !short.has(i.productId)) });
}

/** The area's order lines, handed to the order core through its area module. */
export const VIDEO_CART_LINES = {
  [VIDEO_GOODS_LINE]: {
    title: (order, lang) => goodsTitle(goodsTermsOf(order), lang),
    onPaid,
    onRefunded,
    onClosed: (tx, order) => giveBack(tx, goodsTermsOf(order)),
  },
} satisfies OrderLines;
