import { LIMITS, type BuyerOrderTab, type OrderState, type RefundState, type SellerOrderTab, type ShipState, type ShopOrderStage, type TShopOrderActions } from '@card/contract';
import { feeOf } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules of the shop's orders part: cart quantities and line availability, what one order may hold, the fee
 * split, the stage an order is in, which moves each side may make from which state, and the list tabs. Data and
 * `now` in, a decision or a DomainError naming the field out. The contract checks the wire edges too; these are the
 * server's own guard and what the unit tests pin at every edge.
 */
const S = LIMITS.shop;
const DAY_MS = 86_400_000;

/** A quantity in a cart line or a "buy now": 1 to the cap. */
export function assertQuantity(quantity: number, field = 'quantity') {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > S.cartQuantityMax) throw new DomainError('SUBMIT_DATA_ERROR', { field });
}

/** A new line in a cart that already holds `lines` different products. */
export function assertCartRoom(lines: number) {
  if (lines >= S.cartLinesMax) throw new DomainError('SHOP_CART_FULL', { field: 'proId' });
}

export interface BuyFacts {
  buyerId: string;
  sellerId: string;
  shopClosed: boolean;
  visible: boolean;
  stock: number;
  quantity: number;
  proId: string;
  name: string;
}
/** Someone may buy `quantity` of a product now: not their own, shop open, visible, enough in stock. */
export function assertBuyable(f: BuyFacts, field = 'proId') {
  if (f.sellerId === f.buyerId) throw new DomainError('SHOP_OWN_PRODUCT', { field });
  if (f.shopClosed) throw new DomainError('SHOP_CLOSED', { field });
  if (!f.visible) throw new DomainError('SHOP_PRODUCT_UNAVAILABLE', { field, data: { proId: f.proId, name: f.name } });
  if (f.quantity > f.stock) throw new DomainError('SHOP_STOCK_SHORT', { field, data: { proId: f.proId, name: f.name, stock: f.stock } });
}

/** Why a cart line cannot be ordered now (null when it can): gone (removed, off the shelf, shop closed) or short. */
export function cartLineProblem(quantity: number, product: { stock: number } | null, visible: boolean): 'gone' | 'short' | null {
  if (!product || !visible) return 'gone';
  return product.stock >= quantity ? null : 'short';
}

/** A total in fen of the lines that can be ordered. */
export const availableTotalFen = (lines: readonly { available: boolean; subtotalFen: number }[]) => lines.reduce((s, l) => (l.available ? s + l.subtotalFen : s), 0);

export interface OrderLineFacts {
  proId: string;
  shopId: string;
  name: string;
  quantity: number;
  priceFen: number;
  kind: string;
}
/**
 * What one order may hold: 1..orderItemsMax different products, all of one shop. Answers the shop, the amount in
 * fen and whether it needs shipping (any goods; a package-only order is used in the shop).
 */
export function orderPlan(lines: readonly OrderLineFacts[], field = 'cartIds') {
  if (lines.length === 0) throw new DomainError('SUBMIT_DATA_ERROR', { field });
  if (lines.length > S.orderItemsMax) throw new DomainError('SHOP_ORDER_TOO_MANY', { field });
  if (new Set(lines.map((l) => l.shopId)).size !== 1) throw new DomainError('SHOP_ORDER_ONE_SHOP', { field });
  for (const l of lines) assertQuantity(l.quantity, field);
  return {
    shopId: lines[0]!.shopId,
    amountFen: lines.reduce((s, l) => s + l.priceFen * l.quantity, 0),
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    needsShipping: lines.some((l) => l.kind !== 'package'),
  };
}

/** The platform's fee and the seller's share of a paid order (the fee rounded half up to the fen). */
export function shopSplit(amountFen: number) {
  const feeFen = feeOf(amountFen, S.feePercent);
  return { feeFen, shareFen: amountFen - feeFen };
}

/** When a shipped order counts as received. */
export const autoReceiveAt = (shippedAt: Date) => new Date(shippedAt.getTime() + S.autoReceiveDays * DAY_MS);

export interface OrderFacts {
  state: OrderState;
  shipState: ShipState;
  needsShipping: boolean;
  expiresAt: Date;
  commented: boolean;
  refundState: RefundState | null;
}

/** One word for where an order is (what lists and tabs show). */
export function stageOf(o: Pick<OrderFacts, 'state' | 'shipState'>): ShopOrderStage {
  if (o.state === 'created') return 'unpaid';
  if (o.state === 'closed') return 'closed';
  if (o.state === 'refunding') return 'refunding';
  if (o.state === 'refunded') return 'refunded';
  return o.shipState === 'waiting' ? 'toShip' : o.shipState;
}

/** The seller ships a paid order whose goods wait for shipping. */
export function assertShippable(o: Pick<OrderFacts, 'state' | 'shipState' | 'needsShipping'>) {
  if (o.state !== 'paid' || o.shipState !== 'waiting' || !o.needsShipping)
    throw new DomainError('ORDER_STATE_INVALID', { field: 'orderId', data: { state: o.state, shipState: o.shipState } });
}

/** The buyer confirms receipt of a shipped paid order, or use of a paid package-only order. */
export function assertReceivable(o: Pick<OrderFacts, 'state' | 'shipState' | 'needsShipping'>) {
  const ok = o.state === 'paid' && (o.shipState === 'shipped' || (o.shipState === 'waiting' && !o.needsShipping));
  if (!ok) throw new DomainError('ORDER_STATE_INVALID', { field: 'orderId', data: { state: o.state, shipState: o.shipState } });
}

/**
 * Ours: a refund may be asked until the buyer confirms receipt (then the goods are theirs), and only within the
 * money area's window (checked by its refund service). Other states answer the money area's own refusals.
 */
export function assertRefundAskable(o: Pick<OrderFacts, 'shipState'>) {
  if (o.shipState === 'received') throw new DomainError('SHOP_ORDER_RECEIVED', { field: 'orderId' });
}

/** The seller decides only a pending request. */
export function assertRefundPending(refundState: RefundState | null) {
  if (refundState !== 'pending') throw new DomainError('REFUND_NOT_PENDING', { field: 'orderId', data: { state: refundState } });
}

/** What the caller may do now; `refundOpen`: the money area would still take a request (its window). */
export function actionsOf(role: 'buyer' | 'seller', o: OrderFacts, now: Date, refundOpen: boolean): TShopOrderActions {
  const buyer = role === 'buyer';
  const seller = !buyer;
  const unpaid = o.state === 'created' && now.getTime() < o.expiresAt.getTime();
  const pending = o.state === 'refunding' && o.refundState === 'pending';
  const receivable = o.state === 'paid' && (o.shipState === 'shipped' || (o.shipState === 'waiting' && !o.needsShipping));
  return {
    pay: buyer && unpaid,
    cancel: buyer && unpaid,
    receive: buyer && receivable,
    refund: buyer && o.state === 'paid' && o.shipState !== 'received' && refundOpen,
    revokeRefund: buyer && pending,
    comment: buyer && o.state === 'paid' && o.shipState === 'received' && !o.commented,
    ship: seller && o.state === 'paid' && o.shipState === 'waiting' && o.needsShipping,
    approveRefund: seller && pending,
    refuseRefund: seller && pending,
  };
}

/** A tab as a filter: the money states and the shipping states it takes (null: any). */
export function tabFilter(tab: BuyerOrderTab | SellerOrderTab): { states: OrderState[] | null; shipStates: ShipState[] | null } {
  switch (tab) {
    case 'unpaid':
      return { states: ['created'], shipStates: null };
    case 'toShip':
      return { states: ['paid'], shipStates: ['waiting'] };
    case 'shipped':
      return { states: ['paid'], shipStates: ['shipped'] };
    case 'done':
      return { states: ['paid'], shipStates: ['received'] };
    case 'refund':
      return { states: ['refunding', 'refunded'], shipStates: null };
    default:
      return { states: null, shipStates: null };
  }
}
