import { describe, expect, it } from 'vitest';
import { LIMITS, TRACKING_NO_PATTERN, ZShipShopOrderBody, type OrderState, type ShipState } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import {
  actionsOf,
  assertBuyable,
  assertCartRoom,
  assertQuantity,
  assertReceivable,
  assertRefundAskable,
  assertShippable,
  autoReceiveAt,
  cartLineProblem,
  orderPlan,
  shopSplit,
  stageOf,
  tabFilter,
  type OrderFacts,
} from './shop-orders.rules';

const S = LIMITS.shop;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e);
  }
};
const now = new Date('2026-03-01T00:00:00Z');
const facts = (o: Partial<OrderFacts> = {}): OrderFacts => ({
  state: 'paid',
  shipState: 'waiting',
  needsShipping: true,
  expiresAt: new Date(now.getTime() + 60_000),
  commented: false,
  refundState: null,
  ...o,
});

describe('quantities and the cart', () => {
  it('a quantity is 1 to the cap: 0 and cap+1 refused', () => {
    expect(codeOf(() => assertQuantity(1))).toBeNull();
    expect(codeOf(() => assertQuantity(S.cartQuantityMax))).toBeNull();
    expect(codeOf(() => assertQuantity(0))).toBe('SUBMIT_DATA_ERROR');
    expect(codeOf(() => assertQuantity(S.cartQuantityMax + 1))).toBe('SUBMIT_DATA_ERROR');
  });
  it('a new line fits below the cap of lines, not at it', () => {
    expect(codeOf(() => assertCartRoom(S.cartLinesMax - 1))).toBeNull();
    expect(codeOf(() => assertCartRoom(S.cartLinesMax))).toBe('SHOP_CART_FULL');
  });
  it('buyable: own product, closed shop, hidden, stock short (the last unit is fine, one more is short)', () => {
    const f = { buyerId: 'b', sellerId: 's', shopClosed: false, visible: true, stock: 3, quantity: 3, proId: 'p', name: '茶' };
    expect(codeOf(() => assertBuyable(f))).toBeNull();
    expect(codeOf(() => assertBuyable({ ...f, quantity: 4 }))).toBe('SHOP_STOCK_SHORT');
    expect(codeOf(() => assertBuyable({ ...f, buyerId: 's' }))).toBe('SHOP_OWN_PRODUCT');
    expect(codeOf(() => assertBuyable({ ...f, shopClosed: true }))).toBe('SHOP_CLOSED');
    expect(codeOf(() => assertBuyable({ ...f, visible: false }))).toBe('SHOP_PRODUCT_UNAVAILABLE');
  });
  it('a cart line is gone, short, or fine', () => {
    expect(cartLineProblem(2, null, false)).toBe('gone');
    expect(cartLineProblem(2, { stock: 9 }, false)).toBe('gone');
    expect(cartLineProblem(2, { stock: 1 }, true)).toBe('short');
    expect(cartLineProblem(2, { stock: 2 }, true)).toBeNull();
  });
});

describe('what one order holds', () => {
  const line = (o: Partial<{ shopId: string; kind: string; quantity: number; priceFen: number }> = {}) => ({
    proId: 'p',
    shopId: 's1',
    name: 'n',
    quantity: 2,
    priceFen: 150,
    kind: 'goods',
    ...o,
  });
  it('amount and count in fen; packages alone need no shipping', () => {
    expect(orderPlan([line(), line({ quantity: 1, priceFen: 99 })])).toEqual({ shopId: 's1', amountFen: 399, itemCount: 3, needsShipping: true });
    expect(orderPlan([line({ kind: 'package' })]).needsShipping).toBe(false);
    expect(orderPlan([line({ kind: 'package' }), line()]).needsShipping).toBe(true);
  });
  it('one shop, 1..cap lines', () => {
    expect(codeOf(() => orderPlan([]))).toBe('SUBMIT_DATA_ERROR');
    expect(codeOf(() => orderPlan([line(), line({ shopId: 's2' })]))).toBe('SHOP_ORDER_ONE_SHOP');
    expect(codeOf(() => orderPlan(Array.from({ length: S.orderItemsMax }, () => line())))).toBeNull();
    expect(codeOf(() => orderPlan(Array.from({ length: S.orderItemsMax + 1 }, () => line())))).toBe('SHOP_ORDER_TOO_MANY');
  });
  it('fee split: the fee rounded half up, the share is the rest', () => {
    expect(S.feePercent).toBe(5);
    expect(shopSplit(10_000)).toEqual({ feeFen: 500, shareFen: 9_500 });
    expect(shopSplit(10)).toEqual({ feeFen: 1, shareFen: 9 }); // 0.5 fen rounds up
    expect(shopSplit(9)).toEqual({ feeFen: 0, shareFen: 9 }); // 0.45 fen rounds down
    expect(shopSplit(1)).toEqual({ feeFen: 0, shareFen: 1 });
  });
});

describe('tracking number and carrier (wire rules)', () => {
  const ship = (trackingNo: string, carrier = '顺丰速运') => ZShipShopOrderBody.safeParse({ orderId: 'order_abcdef12', carrier, trackingNo });
  it('4 to 40 letters, digits or dashes; 3 and 41 refused; other characters refused', () => {
    expect(ship('SF12').success).toBe(true);
    expect(ship('A'.repeat(S.trackingNoMax)).success).toBe(true);
    expect(ship('SF1').success).toBe(false);
    expect(ship('A'.repeat(S.trackingNoMax + 1)).success).toBe(false);
    expect(ship('SF-1234-5678').success).toBe(true);
    expect(ship(' SF123456 ').success).toBe(true);
    expect(ship('SF 1234').success).toBe(false);
    expect(ship('SF1234号').success).toBe(false);
    expect(TRACKING_NO_PATTERN.test('ab_cd')).toBe(false);
  });
  it('a carrier of 1 to 20 characters', () => {
    expect(ship('SF123456', '顺'.repeat(S.carrierMax)).success).toBe(true);
    expect(ship('SF123456', '顺'.repeat(S.carrierMax + 1)).success).toBe(false);
    expect(ship('SF123456', ' ').success).toBe(false);
  });
});

describe('state moves', () => {
  const states: OrderState[] = ['created', 'paid', 'refunding', 'refunded', 'closed'];
  const ships: ShipState[] = ['waiting', 'shipped', 'received'];
  it('ship: only paid + waiting + goods; receive: paid + shipped, or a paid package-only order', () => {
    for (const state of states)
      for (const shipState of ships) {
        const shipOk = state === 'paid' && shipState === 'waiting';
        expect(
          codeOf(() => assertShippable(facts({ state, shipState }))),
          `${state}/${shipState}`,
        ).toBe(shipOk ? null : 'ORDER_STATE_INVALID');
        expect(
          codeOf(() => assertReceivable(facts({ state, shipState }))),
          `${state}/${shipState}`,
        ).toBe(state === 'paid' && shipState === 'shipped' ? null : 'ORDER_STATE_INVALID');
      }
    expect(codeOf(() => assertShippable(facts({ needsShipping: false })))).toBe('ORDER_STATE_INVALID');
    expect(codeOf(() => assertReceivable(facts({ needsShipping: false })))).toBeNull();
  });
  it('a refund is askable until received', () => {
    expect(codeOf(() => assertRefundAskable({ shipState: 'shipped' }))).toBeNull();
    expect(codeOf(() => assertRefundAskable({ shipState: 'received' }))).toBe('SHOP_ORDER_RECEIVED');
  });
  it('stages', () => {
    expect(stageOf({ state: 'created', shipState: 'waiting' })).toBe('unpaid');
    expect(stageOf({ state: 'paid', shipState: 'waiting' })).toBe('toShip');
    expect(stageOf({ state: 'paid', shipState: 'shipped' })).toBe('shipped');
    expect(stageOf({ state: 'paid', shipState: 'received' })).toBe('received');
    expect(stageOf({ state: 'refunding', shipState: 'shipped' })).toBe('refunding');
    expect(stageOf({ state: 'closed', shipState: 'waiting' })).toBe('closed');
  });
  it('actions per side: the buyer pays and cancels an open unpaid order until it expires; the seller ships and decides refunds', () => {
    const unpaid = facts({ state: 'created' });
    expect(actionsOf('buyer', unpaid, now, false)).toMatchObject({ pay: true, cancel: true, refund: false, receive: false });
    expect(actionsOf('buyer', { ...unpaid, expiresAt: now }, now, false)).toMatchObject({ pay: false, cancel: false });
    expect(actionsOf('seller', unpaid, now, false)).toMatchObject({ pay: false, ship: false });
    expect(actionsOf('seller', facts(), now, true)).toMatchObject({ ship: true, refund: false });
    expect(actionsOf('buyer', facts(), now, true)).toMatchObject({ ship: false, refund: true, receive: false });
    expect(actionsOf('buyer', facts(), now, false).refund).toBe(false);
    expect(actionsOf('buyer', facts({ shipState: 'shipped' }), now, true)).toMatchObject({ receive: true, refund: true });
    expect(actionsOf('buyer', facts({ shipState: 'received' }), now, true)).toMatchObject({ receive: false, refund: false, comment: true });
    expect(actionsOf('buyer', facts({ shipState: 'received', commented: true }), now, true).comment).toBe(false);
    const pending = facts({ state: 'refunding', refundState: 'pending' });
    expect(actionsOf('buyer', pending, now, false)).toMatchObject({ revokeRefund: true, approveRefund: false });
    expect(actionsOf('seller', pending, now, false)).toMatchObject({ approveRefund: true, refuseRefund: true, ship: false });
    expect(actionsOf('seller', facts({ state: 'refunding', refundState: 'processing' }), now, false).approveRefund).toBe(false);
  });
  it('auto receive after the days of the limit; tabs as filters', () => {
    expect(autoReceiveAt(now).getTime() - now.getTime()).toBe(S.autoReceiveDays * 86_400_000);
    expect(tabFilter('all')).toEqual({ states: null, shipStates: null });
    expect(tabFilter('toShip')).toEqual({ states: ['paid'], shipStates: ['waiting'] });
    expect(tabFilter('refund')).toEqual({ states: ['refunding', 'refunded'], shipStates: null });
  });
});
