import { LIMITS, type CustodyState, type ErrorCode } from '@card/contract';

/**
 * The dealer part's pure rules (issue 18): what each side of a custody may do in each state (the dealer's referral
 * commission is the one referral policy's, domains/orders orders-referral.rules, issue 32). No Prisma, no clock: the services pass what they read.
 */
const L = LIMITS.programmeDealer;

/** Which side of a custody acts: its owner, its custodian, or customer service. */
export type CustodyActor = 'owner' | 'custodian' | 'agent';
export type CustodyAction = 'cancel' | 'accept' | 'decline' | 'disconnect';

/** The custody's state after an action, or the catalogue refusal. The caller checked who they are already. */
export function custodyMove(action: CustodyAction, status: CustodyState): { to: CustodyState } | { refuse: ErrorCode } {
  const open = status === 'requested' || status === 'active';
  if (!open) return { refuse: 'CUSTODY_STATE_CHANGED' };
  switch (action) {
    // Once accepted, only customer service ends a custody (spec section 6): the owner and the custodian cannot.
    case 'cancel':
      return status === 'requested' ? { to: 'ended' } : { refuse: 'CUSTODY_AGENT_ONLY' };
    case 'decline':
      return status === 'requested' ? { to: 'declined' } : { refuse: 'CUSTODY_AGENT_ONLY' };
    case 'accept':
      return status === 'requested' ? { to: 'active' } : { refuse: 'CUSTODY_STATE_CHANGED' };
    case 'disconnect':
      return { to: 'ended' };
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
