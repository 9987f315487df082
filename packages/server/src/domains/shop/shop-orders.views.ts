import type { Lang, OrderState, RefundState, ShipState, TShopOrderDetail, TShopOrderItem } from '@card/contract';
import type { PersonFace } from '../../core/people';
import type { ShopOrder } from '../../generated/prisma/client';
import { refundRefusal, type OrderRow, type RefundRow } from '../orders';
import { shopGoodsTitle, shopTermsOf } from './shop-goods.lines';
import { actionsOf, stageOf, type OrderFacts } from './shop-orders.rules';

/** How the orders part shows an order: its money state from Order, its goods' way from ShopOrder. */
export function factsOf(o: OrderRow, so: ShopOrder, refund: RefundRow | null): OrderFacts {
  return {
    state: o.state as OrderState,
    shipState: so.shipState as ShipState,
    needsShipping: so.needsShipping,
    expiresAt: o.expiresAt,
    commented: so.commented,
    refundState: (refund?.state ?? null) as RefundState | null,
  };
}

export function orderItemView(o: OrderRow, so: ShopOrder, shopName: string, lang: Lang): TShopOrderItem {
  const t = shopTermsOf(o);
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    title: shopGoodsTitle(t, lang),
    shopId: so.shopId,
    shopName,
    state: o.state as OrderState,
    shipState: so.shipState as ShipState,
    stage: stageOf({ state: o.state as OrderState, shipState: so.shipState as ShipState }),
    needsShipping: so.needsShipping,
    amountFen: o.amountFen,
    itemCount: so.itemCount,
    coverUrl: t.items[0]?.coverUrl ?? '',
    createdAt: o.createdAt.toISOString(),
  };
}

/** One order in full for `role`; the seller sees the address only once the order is paid. */
export function orderDetailView(
  role: 'buyer' | 'seller',
  o: OrderRow,
  so: ShopOrder,
  refund: RefundRow | null,
  shopName: string,
  buyer: PersonFace,
  lang: Lang,
  now: Date,
): TShopOrderDetail {
  const t = shopTermsOf(o);
  const facts = factsOf(o, so, refund);
  const refundOpen = refundRefusal({ state: facts.state, payMethod: o.payMethod, amountFen: o.amountFen, paidAt: o.paidAt }, now) === null;
  return {
    ...orderItemView(o, so, shopName, lang),
    role,
    items: t.items.map((i) => ({ proId: i.proId, kind: i.kind, name: i.name, coverUrl: i.coverUrl, priceFen: i.priceFen, quantity: i.quantity })),
    address: role === 'seller' && !o.paidAt ? null : t.address,
    remark: t.remark ?? '',
    buyer,
    carrier: so.carrier,
    trackingNo: so.trackingNo,
    expiresAt: o.expiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    shippedAt: so.shippedAt?.toISOString() ?? null,
    receivedAt: so.receivedAt?.toISOString() ?? null,
    autoReceiveAt: so.autoReceiveAt?.toISOString() ?? null,
    commented: so.commented,
    refund: refund ? { refundId: refund.id, state: refund.state as RefundState, reason: refund.reason, createdAt: refund.createdAt.toISOString() } : null,
    actions: actionsOf(role, facts, now, refundOpen),
  };
}
