import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { custodyMove, dealerShareOf, earnsDealerShare, requestRefusal } from './dealer.rules';

const L = LIMITS.programmeDealer;

describe('dealerShareOf', () => {
  it('pays the percent of an edition order, floored to the fen', () => {
    expect(L.commissionPercent).toBe(20);
    expect(dealerShareOf('vip', 36_500)).toBe(7_300);
    expect(dealerShareOf('enterprise', 99_999)).toBe(19_999);
    expect(dealerShareOf('vip', 4)).toBe(0);
    expect(dealerShareOf('vip', 5)).toBe(1);
  });
  it('pays nothing on other lines or odd amounts', () => {
    expect(dealerShareOf('dealer', 980_000)).toBe(0);
    expect(dealerShareOf('shopGoods', 10_000)).toBe(0);
    expect(dealerShareOf('vip', 0)).toBe(0);
    expect(dealerShareOf('vip', -100)).toBe(0);
    expect(dealerShareOf('vip', 1.5)).toBe(0);
  });
});

describe('earnsDealerShare', () => {
  it('needs a referrer who is a dealer and not the payer', () => {
    expect(earnsDealerShare('p', 'd', true)).toBe(true);
    expect(earnsDealerShare('p', 'd', false)).toBe(false);
    expect(earnsDealerShare('p', null, true)).toBe(false);
    expect(earnsDealerShare('p', 'p', true)).toBe(false);
  });
});

describe('custodyMove', () => {
  it('lets the owner withdraw and the custodian decline only a request', () => {
    expect(custodyMove('cancel', 'requested')).toEqual({ to: 'ended' });
    expect(custodyMove('decline', 'requested')).toEqual({ to: 'declined' });
    expect(custodyMove('cancel', 'active')).toEqual({ refuse: 'CUSTODY_AGENT_ONLY' });
    expect(custodyMove('decline', 'active')).toEqual({ refuse: 'CUSTODY_AGENT_ONLY' });
  });
  it('accepts a request once', () => {
    expect(custodyMove('accept', 'requested')).toEqual({ to: 'active' });
    expect(custodyMove('accept', 'active')).toEqual({ refuse: 'CUSTODY_STATE_CHANGED' });
  });
  it('lets an agent end any open custody, and nothing moves a closed one', () => {
    expect(custodyMove('disconnect', 'active')).toEqual({ to: 'ended' });
    expect(custodyMove('disconnect', 'requested')).toEqual({ to: 'ended' });
    for (const a of ['cancel', 'accept', 'decline', 'disconnect'] as const) {
      expect(custodyMove(a, 'ended')).toEqual({ refuse: 'CUSTODY_STATE_CHANGED' });
      expect(custodyMove(a, 'declined')).toEqual({ refuse: 'CUSTODY_STATE_CHANGED' });
    }
  });
});

describe('requestRefusal', () => {
  const ok = { ownerId: 'o', custodianId: 'c', custodianIsDealer: false, ownerHasOpen: false, custodianOpenCount: 0 };
  it('refuses oneself, a dealer, a second open custody', () => {
    expect(requestRefusal(ok)).toBeNull();
    expect(requestRefusal({ ...ok, custodianId: 'o' })).toBe('CUSTODY_SELF');
    expect(requestRefusal({ ...ok, custodianIsDealer: true })).toBe('CUSTODY_DEALER');
    expect(requestRefusal({ ...ok, ownerHasOpen: true })).toBe('CUSTODY_OPEN_EXISTS');
  });
  it('takes the custodian up to the cap and refuses one past it', () => {
    expect(requestRefusal({ ...ok, custodianOpenCount: L.custodianCardsMax - 1 })).toBeNull();
    expect(requestRefusal({ ...ok, custodianOpenCount: L.custodianCardsMax })).toBe('CUSTODIAN_FULL');
  });
});
