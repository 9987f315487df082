import { LIMITS, type CustodyState, type ErrorCode } from '@card/contract';

/**
 * The dealer part's pure rules (issue 18): the dealer's referral share of an order, and what each side of a custody
 * may do in each state. No Prisma, no clock: the services pass what they read.
 */
const L = LIMITS.programmeDealer;

/**
 * The dealer's share of a paid order, in fen: LIMITS.programmeDealer.commissionPercent of an edition order (vip,
 * enterprise), floored to the fen; 0 for any other line (a dealer plan, goods, fees) or a non-positive amount.
 * Paid in addition to the spokesperson's commission (its own programme's reward, once per order).
 */
export function dealerShareOf(line: string, amountFen: number): number {
  if (!L.commissionLines.includes(line) || !Number.isSafeInteger(amountFen) || amountFen <= 0) return 0;
  return Math.floor((amountFen * L.commissionPercent) / 100);
}

/** Whether a referrer earns a dealer share: they exist, are not the payer, and hold the dealer role. */
export function earnsDealerShare(payerId: string, refereeId: string | null | undefined, refereeIsDealer: boolean): refereeId is string {
  return Boolean(refereeId) && refereeId !== payerId && refereeIsDealer;
}

/** Which side of a custody acts: its owner, its custodian, or customer service. */
export type CustodyActor = 'owner' | 'custodian' | 'agent';
export type CustodyAction = 'cancel' | 'accept' | 'decline' | 'disconnect';

/** The custody's state after an action, or the catalogue refusal. The caller checked who they are already. */
export function custodyMove(action: CustodyAction, status: CustodyState): { to: CustodyState } | { refuse: ErrorCode } {
  const open = status === 'requested' || status === 'active';
  if (!open) return { refuse: 'CUSTODY_STATE_CHANGED' };
  switch (action) {
    // Once accepted, only customer service ends a custody (spec section 6): the owner and the custodian cannot.
    case 'cancel': return status === 'requested' ? { to: 'ended' } : { refuse: 'CUSTODY_AGENT_ONLY' };
    case 'decline': return status === 'requested' ? { to: 'declined' } : { refuse: 'CUSTODY_AGENT_ONLY' };
    case 'accept': return status === 'requested' ? { to: 'active' } : { refuse: 'CUSTODY_STATE_CHANGED' };
    case 'disconnect': return { to: 'ended' };
  }
}

/** The actor an action needs: the owner cancels, the custodian accepts or declines, an agent disconnects. */
export const ACTOR_OF: Readonly<Record<CustodyAction, CustodyActor>> = { cancel: 'owner', accept: 'custodian', decline: 'custodian', disconnect: 'agent' };

/**
 * Why a custody request cannot go ahead, or null: not to oneself, never to a dealer (dealers cannot operate custody),
 * not while the owner has an open one, not past the custodian's cap.
 */
export function requestRefusal(r: { ownerId: string; custodianId: string; custodianIsDealer: boolean; ownerHasOpen: boolean; custodianOpenCount: number }): ErrorCode | null {
  if (r.ownerId === r.custodianId) return 'CUSTODY_SELF';
  if (r.custodianIsDealer) return 'CUSTODY_DEALER';
  if (r.ownerHasOpen) return 'CUSTODY_OPEN_EXISTS';
  if (r.custodianOpenCount >= L.custodianCardsMax) return 'CUSTODIAN_FULL';
  return null;
}

/** The open states: an owner has at most one custody in them (the row's unique openKey holds the owner's id). */
export const OPEN_STATES: readonly CustodyState[] = ['requested', 'active'];
export const isOpen = (status: string) => (OPEN_STATES as readonly string[]).includes(status);
