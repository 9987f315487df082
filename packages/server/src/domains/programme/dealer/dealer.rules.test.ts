import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { custodyMove, requestRefusal } from './dealer.rules';

const L = LIMITS.programmeDealer;

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
