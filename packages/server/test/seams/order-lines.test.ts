import { describe, expect, it } from 'vitest';
import { ORDER_LINES, orderLineOf } from '@card/contract';
import { AREAS } from '../../src/areas';
import { orderLineRegistry } from '../../src/core/orders';
import { lineHandler } from '../../src/domains/orders/orders-registry';

/**
 * Order lines cross areas: each selling area lists its lines in its area module, and the orders area dispatches
 * payment, refund and cancellation on the stored key. The contract's ORDER_LINES is the union the writers are typed
 * with; the lines the areas hand to the app must be exactly those.
 */
describe('order lines: every line of the contract has its handler, and no other line is registered', () => {
  const registry = orderLineRegistry(AREAS.map((a) => ('orderLines' in a ? a.orderLines : undefined) ?? {}));

  it('the lines the area modules list are exactly ORDER_LINES', () => {
    expect(new Set(registry.keys())).toEqual(new Set(ORDER_LINES));
  });

  it('a stored line maps to its handler; an unknown one is refused loudly', () => {
    for (const line of ORDER_LINES) expect(lineHandler(registry, line)).toBeTruthy();
    expect(() => lineHandler(registry, 'spokesperson')).toThrow(/no handler for order line spokesperson/);
    expect(orderLineOf('vip')).toBe('vip');
    expect(orderLineOf('VIP')).toBeNull();
  });
});
