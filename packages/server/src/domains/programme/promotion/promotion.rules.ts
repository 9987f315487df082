import { LIMITS, type ClaimState } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';

/**
 * Pure rules of the promotion part (issue 18): who may become an ambassador or a super distributor, who earns the
 * second-tier share of a paid order and how much, which invitees count toward an invite activity, and how a claim
 * moves. No Prisma, no clock: the services pass what they read.
 */
const P = LIMITS.programmePromotion;

/** A complete card for the programmes: a name, a company and a position (what a card shows under the name). */
export function cardComplete(card: { name: string; company: string; position: string } | null | undefined): boolean {
  return Boolean(card?.name.trim() && card.company.trim() && card.position.trim());
}

/**
 * Becoming an ambassador: not already one, VIP (the programme promotes the paid editions, so its ambassadors use
 * them), and a complete card (the link shows their card to the people they bring).
 */
export function assertCanBeAmbassador(s: { ambassador: boolean; vip: boolean; cardComplete: boolean }) {
  if (s.ambassador) throw new DomainError('PROMO_ALREADY_AMBASSADOR');
  if (!s.vip) throw new DomainError('PROMO_NEED_VIP');
  if (!s.cardComplete) throw new DomainError('PROMO_CARD_INCOMPLETE');
}

/** Becoming a super distributor: an ambassador with at least distributorMinPaidReferrals paying referrals. */
export function assertCanBeDistributor(s: { ambassador: boolean; distributor: boolean; paidReferrals: number }) {
  if (s.distributor) throw new DomainError('PROMO_ALREADY_DISTRIBUTOR');
  if (!s.ambassador) throw new DomainError('PROMO_NOT_AMBASSADOR');
  if (s.paidReferrals < P.distributorMinPaidReferrals) throw new DomainError('PROMO_REFERRALS_SHORT');
}

/** Frozen incomes grouped by state, as the homes show them. */
export function earningsOf(groups: { state: string; fen: number }[]) {
  const sum = (state: string) => groups.filter((g) => g.state === state).reduce((s, g) => s + g.fen, 0);
  const frozenFen = sum('frozen');
  const releasedFen = sum('released');
  return { frozenFen, releasedFen, totalFen: frozenFen + releasedFen };
}

/** An invitee counts toward the target once they completed their card (registered in the period is the query's). */
export const inviteeState = (card: { name: string; company: string; position: string } | null) => (cardComplete(card) ? 'qualified' : 'registered') as 'qualified' | 'registered';

/** Documents may be submitted only once the activity's target is reached. */
export function assertTargetReached(qualified: number, target: number) {
  if (qualified < target) throw new DomainError('INVITE_TARGET_NOT_REACHED', { field: 'activityId' });
}

/** The claim's pictures, each once; at least one (the contract caps the list). */
export function claimImages(urls: readonly string[]): string[] {
  const out = [...new Set(urls)].slice(0, P.claimImagesMax);
  if (out.length === 0) throw new DomainError('INVITE_DOCUMENT_REQUIRED', { field: 'images' });
  return out;
}

/** An edit is allowed while the claim waits for review, or after a rejection (it goes back under review). */
export function assertEditable(state: ClaimState) {
  if (state === 'approved') throw new DomainError('INVITE_CLAIM_DECIDED', { field: 'activityId' });
}

/** A review's outcome: approval, or a rejection that must say why (the user has to know what to fix). */
export function reviewOutcome(verdict: 'approve' | 'reject', reason: string): { state: ClaimState; reason: string } {
  if (verdict === 'approve') return { state: 'approved', reason: '' };
  if (!reason.trim()) throw new DomainError('INVITE_REJECT_REASON_REQUIRED', { field: 'reason' });
  return { state: 'rejected', reason: reason.trim() };
}

/** An activity is open for invitations and claims while running and within its period. */
export const activityOpen = (a: { status: string; startAt: Date; endAt: Date }, now: Date) => a.status === 'running' && a.startAt <= now && now <= a.endAt;
