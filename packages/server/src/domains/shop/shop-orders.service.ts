import {
  messageColumns,
  type BuyerOrderTab,
  type Lang,
  type OrderState,
  type RefundState,
  type SellerOrderTab,
  type ShipState,
  type TKindSubject,
  type TPageQuery,
  type TShopOrderDetail,
} from '@card/contract';
import type { AppContext } from '../../context';
import { facesOf } from '../../core/people';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { refundService } from '../orders';
import { shopRepository } from './shop.repository';
import { shopGoodsTitle, shopTermsOf } from './shop-goods.lines';
import { SHOP_ORDER_MESSAGES } from './shop-orders.messages';
import { shopOrdersRepository } from './shop-orders.repository';
import { assertReceivable, assertRefundAskable, assertRefundPending, assertShippable, autoReceiveAt, tabFilter } from './shop-orders.rules';
import { factsOf, orderDetailView, orderItemView } from './shop-orders.views';

type Role = 'buyer' | 'seller';

/**
 * Shop orders after creation, for their buyer and their seller: lists by tab, one order with what the caller may
 * do, shipping and receipt (the goods' way on ShopOrder), and refunds through the money area's requests (its window
 * and money paths hold; the seller decides instead of customer service). Someone else's order answers NOT_FOUND for
 * every call and changes nothing.
 */
export function shopOrdersService(ctx: AppContext) {
  const repo = shopOrdersRepository(ctx.db);
  const now = () => ctx.clock.now();

  /** The order and its fulfilment row when the caller is on `role`'s side of it (either side when omitted). */
  async function load(userId: string, orderId: string, role?: Role) {
    const so = await repo.shopOrderOf(orderId);
    const o = so && (await repo.goodsOrder(orderId));
    const side: Role | null = !so ? null : so.buyerId === userId ? 'buyer' : so.sellerId === userId ? 'seller' : null;
    if (!so || !o || !side || (role && side !== role)) throw new DomainError('NOT_FOUND', { field: 'orderId' });
    return { o, so, role: side };
  }

  async function detail(userId: string, orderId: string, lang: Lang, role?: Role): Promise<TShopOrderDetail> {
    const { o, so, role: side } = await load(userId, orderId, role);
    const [refund, shop, faces] = await Promise.all([repo.latestRefundOf(o.id), shopRepository(ctx.db).shopById(so.shopId), facesOf(ctx.db, [so.buyerId])]);
    return orderDetailView(side, o, so, refund, shop?.name ?? '', faces.face(so.buyerId), lang, now());
  }

  async function page(where: { buyerId: string } | { sellerId: string }, tab: BuyerOrderTab | SellerOrderTab, q: TPageQuery, lang: Lang) {
    const f = tabFilter(tab);
    const side = 'buyerId' in where ? { userId: where.buyerId } : { beneficiaryId: where.sellerId };
    const ids = f.states ? await repo.goodsOrderIdsIn(side, f.states) : null;
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.pageOfShopOrders(
      {
        ...where,
        ...(f.shipStates ? { shipState: { in: f.shipStates } } : {}),
        ...(ids ? { orderId: { in: ids } } : {}),
      },
      skip,
      take,
    );
    const orders = new Map((await repo.goodsOrders(rows.map((r) => r.orderId))).map((o) => [o.id, o]));
    const shops = new Map((await shopRepository(ctx.db).shopsByIds([...new Set(rows.map((r) => r.shopId))])).map((s) => [s.id, s.name]));
    const items = rows.flatMap((so) => {
      const o = orders.get(so.orderId);
      return o ? [orderItemView(o, so, shops.get(so.shopId) ?? '', lang)] : [];
    });
    return pageResult(items, total, q);
  }

  /** A message about the order, opening it on the receiver's side (the seller's order screen or the buyer's). */
  async function message(userId: string, text: (lang: Lang, title: string) => { title: string; content: string }, orderTitle: (lang: Lang) => string, subject: TKindSubject<'system'>) {
    const lang = (await facesOf(ctx.db, [userId])).langOf(userId);
    await repo.addMessage({ id: ctx.ids.id(), userId, ...text(lang, orderTitle(lang)), ...messageColumns('system', subject), createdAt: now() });
  }

  /** The seller's check before deciding a refund: their order with a pending request. */
  async function pendingRefundOf(userId: string, orderId: string) {
    const { o, so } = await load(userId, orderId, 'seller');
    const refund = await repo.latestRefundOf(o.id);
    assertRefundPending(o.state === 'refunding' ? ((refund?.state ?? null) as RefundState | null) : null);
    return { o, so, refund: refund! };
  }

  return {
    detail,
    mine: (userId: string, b: { tab: BuyerOrderTab } & TPageQuery, lang: Lang) => page({ buyerId: userId }, b.tab, b, lang),
    sellers: (userId: string, b: { tab: SellerOrderTab } & TPageQuery, lang: Lang) => page({ sellerId: userId }, b.tab, b, lang),

    async ship(userId: string, b: { orderId: string; carrier: string; trackingNo: string }, lang: Lang) {
      const { o, so } = await load(userId, b.orderId, 'seller');
      assertShippable(factsOf(o, so, null));
      const at = now();
      const t = shopTermsOf(o);
      await ctx.db.$transaction(async (tx) => {
        const r = shopOrdersRepository(tx);
        if (!(await r.moveShip(o.id, 'waiting', { shipState: 'shipped', carrier: b.carrier, trackingNo: b.trackingNo, shippedAt: at, autoReceiveAt: autoReceiveAt(at) }))) {
          throw new DomainError('ORDER_STATE_INVALID', { field: 'orderId' });
        }
        const buyerLang = (await facesOf(tx, [so.buyerId])).langOf(so.buyerId);
        await r.addMessage({
          id: ctx.ids.id(),
          userId: so.buyerId,
          ...SHOP_ORDER_MESSAGES.shipped(buyerLang, shopGoodsTitle(t, buyerLang), b.carrier, b.trackingNo),
          ...messageColumns('system', { type: 'shopPurchase', id: o.id }),
          createdAt: at,
        });
      });
      return detail(userId, o.id, lang);
    },

    async receive(userId: string, orderId: string, lang: Lang) {
      const { o, so } = await load(userId, orderId, 'buyer');
      assertReceivable(factsOf(o, so, null));
      if (!(await repo.moveShip(o.id, so.shipState as ShipState, { shipState: 'received', receivedAt: now() }))) throw new DomainError('ORDER_STATE_INVALID', { field: 'orderId' });
      return detail(userId, o.id, lang);
    },

    async applyRefund(userId: string, b: { orderId: string; reason: string }, lang: Lang) {
      const { o, so } = await load(userId, b.orderId, 'buyer');
      assertRefundAskable(factsOf(o, so, null));
      await textFilter(ctx).assertClean(b.reason, 'reason');
      await refundService(ctx).apply(userId, b, lang);
      await message(
        so.sellerId,
        (l, title) => SHOP_ORDER_MESSAGES.refundAsked(l, title, b.reason),
        (l) => shopGoodsTitle(shopTermsOf(o), l),
        { type: 'shopSale', id: o.id },
      );
      return detail(userId, o.id, lang);
    },

    async revokeRefund(userId: string, orderId: string, lang: Lang) {
      await load(userId, orderId, 'buyer');
      await refundService(ctx).revoke(userId, orderId, lang);
      return detail(userId, orderId, lang);
    },

    async approveRefund(userId: string, orderId: string, lang: Lang) {
      const { refund } = await pendingRefundOf(userId, orderId);
      await refundService(ctx).approve(refund.id);
      return detail(userId, orderId, lang);
    },

    async refuseRefund(userId: string, b: { orderId: string; reason: string }, lang: Lang) {
      const { o, so, refund } = await pendingRefundOf(userId, b.orderId);
      await textFilter(ctx).assertClean(b.reason, 'reason');
      await refundService(ctx).refuse(refund.id);
      await message(
        so.buyerId,
        (l, title) => SHOP_ORDER_MESSAGES.refundRefused(l, title, b.reason),
        (l) => shopGoodsTitle(shopTermsOf(o), l),
        { type: 'shopPurchase', id: o.id },
      );
      return detail(userId, o.id, lang);
    },

    /**
     * The job: shipped orders past their auto-receive time count as received. An order with a refund under way waits:
     * its time moves a day on, so a batch full of such orders cannot keep the others from being received.
     */
    async autoReceive(take = 100) {
      const at = now();
      let done = 0;
      for (const { orderId } of await repo.dueForAutoReceive(at, take)) {
        const o = await repo.goodsOrder(orderId);
        if ((o?.state as OrderState | undefined) !== 'paid') {
          await repo.moveShip(orderId, 'shipped', { shipState: 'shipped', autoReceiveAt: new Date(at.getTime() + 86_400_000) });
          continue;
        }
        if (await repo.moveShip(orderId, 'shipped', { shipState: 'received', receivedAt: at })) done++;
      }
      return done;
    },
  };
}
