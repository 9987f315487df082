import { LIMITS, type CircleRole, type CircleState, type JoinWay, type MemberState } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules every part of the circle area shares: what a circle's state allows, who a member is and what their
 * role lets them do. Data and `now` in, a decision or a DomainError out.
 */

export interface CircleFacts {
  id: string;
  ownerId: string;
  state: string;
  joinWay: string;
  joinPriceFen: number;
  viewPriceFen: number;
  bannedAt: Date | null;
}
export interface MemberFacts {
  state: string;
  role: string;
  disabled: boolean;
  paidUntil: Date | null;
  viewPaidUntil: Date | null;
}

/** A dissolved circle is gone for everyone; a banned one refuses every action but its owner's deletion. */
export function assertCircleOpen(c: Pick<CircleFacts, 'state'> | null): asserts c is Pick<CircleFacts, 'state'> {
  if (!c || (c.state as CircleState) === 'dissolved') throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
  if ((c.state as CircleState) === 'banned') throw new DomainError('CIRCLE_BANNED', { field: 'cid' });
}

/**
 * The state a membership row is in at `now`: a joined paid membership whose term ended is expired (the row keeps
 * `joined` until the expiry job or the next write moves it).
 */
export function memberStateAt(m: Pick<MemberFacts, 'state' | 'paidUntil'> | null, now: Date): MemberState {
  if (!m) return 'none';
  if (m.state === 'joined' && m.paidUntil && m.paidUntil <= now) return 'expired';
  return m.state as MemberState;
}

/** A member in good standing: joined, term not over. (Disabled members are still members; they cannot act.) */
export const isMember = (m: Pick<MemberFacts, 'state' | 'paidUntil'> | null, now: Date) => memberStateAt(m, now) === 'joined';
export const isAdminRole = (role: string | null | undefined) => role === 'owner' || role === 'admin';

export function assertMember(m: MemberFacts | null, now: Date): asserts m is MemberFacts {
  if (!m || !isMember(m, now)) throw new DomainError('CIRCLE_NOT_MEMBER', { field: 'cid' });
}

/** A member who may act (post, comment, invite): a member, not disabled by an admin. */
export function assertActiveMember(m: MemberFacts | null, now: Date): asserts m is MemberFacts {
  assertMember(m, now);
  if (m.disabled) throw new DomainError('CIRCLE_MEMBER_DISABLED', { field: 'cid' });
}

/** Only admins (the owner is one) manage members, titles, restrictions; spec section 6. */
export function assertAdmin(m: MemberFacts | null, now: Date): asserts m is MemberFacts {
  if (!m || !isMember(m, now) || !isAdminRole(m.role)) throw new DomainError('CIRCLE_NOT_ADMIN', { field: 'cid' });
}

export function assertOwner(m: MemberFacts | null, now: Date): asserts m is MemberFacts {
  if (!m || !isMember(m, now) || (m.role as CircleRole) !== 'owner') throw new DomainError('CIRCLE_NOT_OWNER', { field: 'cid' });
}

/** A paid circle's price of joining (fen) when it is paid, else 0. */
export const joinPrice = (c: Pick<CircleFacts, 'joinWay' | 'joinPriceFen'>) => ((c.joinWay as JoinWay) === 'paid' ? c.joinPriceFen : 0);

/** Whether a paid membership or paid viewing is running at `now`. */
export const paidRunning = (until: Date | null, now: Date) => until !== null && until > now;

/** The end of a paid term started (or renewed) at `from`. */
export const paidTermEnd = (from: Date) => new Date(from.getTime() + LIMITS.circle.paidTermDays * 86_400_000);

// --- rules the create call (core part) and the edit calls (manage part) share ----------------------------------------

/** A custom label: letters and digits of any script, nothing else (no spaces, punctuation, symbols or emoji). */
const LABEL_CHARS = /^[\p{L}\p{N}]+$/u;

/**
 * A circle's labels (spec section 9): at most 4, none repeated, and a custom one (not in the preset list) up to 8
 * characters without special characters. Answers the labels trimmed, in the order given.
 */
export function checkCircleLabels(labels: readonly string[]): string[] {
  const L = LIMITS.circle;
  const out = labels.map((l) => l.trim());
  if (out.length > L.labels) throw new DomainError('CIRCLE_LABEL_LIMIT', { field: 'labels' });
  if (new Set(out).size !== out.length) throw new DomainError('CIRCLE_LABEL_DUPLICATE', { field: 'labels' });
  const preset = new Set<string>(L.presetLabels);
  for (const l of out) {
    if (preset.has(l)) continue;
    if (l === '' || [...l].length > L.customLabelLength || !LABEL_CHARS.test(l)) throw new DomainError('CIRCLE_LABEL_INVALID', { field: 'labels' });
  }
  return out;
}

/** The charged-price range of spec section 5 in fen: 1 to 200 yuan. */
export const CIRCLE_PRICE_MIN_FEN = 100;
export const CIRCLE_PRICE_MAX_FEN = 20_000;
const priceInRange = (fen: number) => fen >= CIRCLE_PRICE_MIN_FEN && fen <= CIRCLE_PRICE_MAX_FEN;

/**
 * A join way with its prices: a paid join needs a join price of 1-200 yuan (any other way charges nothing to join,
 * so a price sent with it is dropped); viewing is free (0) or 1-200 yuan whatever the way.
 */
export function checkCirclePrices(joinWay: JoinWay, joinPriceFen: number, viewPriceFen: number): { joinPriceFen: number; viewPriceFen: number } {
  if (joinWay === 'paid' && !priceInRange(joinPriceFen)) throw new DomainError('CIRCLE_PRICE_RANGE', { field: 'joinPriceFen' });
  if (viewPriceFen !== 0 && !priceInRange(viewPriceFen)) throw new DomainError('CIRCLE_PRICE_RANGE', { field: 'viewPriceFen' });
  return { joinPriceFen: joinWay === 'paid' ? joinPriceFen : 0, viewPriceFen };
}
