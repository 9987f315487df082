import { describe, expect, it } from 'vitest';
import { ORDER_LINES, orderLineOf } from '@card/contract';
// The app imports every area, and with them every area's order line registration.
import '../../src/app';
import { lineHandler, registeredLines } from '../../src/domains/vip/lines';

/**
 * Order lines cross areas: each selling area registers its line with the orders area, which dispatches payment,
 * refund and cancellation on the stored key. The contract's ORDER_LINES is the one list of them.
 */
describe('order lines: every line of the contract has its handler, and no other line is registered', () => {
  it('the registered lines are exactly ORDER_LINES', () => {
    expect(new Set(registeredLines())).toEqual(new Set(ORDER_LINES));
  });

  it('a stored line maps to its handler; an unknown one is refused loudly', () => {
    for (const line of ORDER_LINES) expect(lineHandler(line)).toBeTruthy();
    expect(() => lineHandler('spokesperson')).toThrow(/no handler for order line spokesperson/);
    expect(orderLineOf('vip')).toBe('vip');
    expect(orderLineOf('VIP')).toBeNull();
  });
});
