import { LIMITS, type CircleRole, type CircleState, type JoinWay } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { paidRunning } from './circle.rules';

/**
 * Pure rules of managing a circle (spec sections 4, 6, 9): admins and titles within their limits, who may act on
 * whom, the paid-circle restrictions, and the circle's states under operator actions. Data and `now` in, a
 * decision or a DomainError out.
 */
const L = LIMITS.circle;
const DAY_MS = 86_400_000;

/** A sixth admin is refused: `admins` counts the admins there are (the owner is not one of them). */
export function assertAdminRoom(admins: number): void {
  if (admins >= L.admins) throw new DomainError('CIRCLE_ADMIN_LIMIT', { field: 'phoneIdEcr' });
}

/** A new title (its 1-15 characters are the contract's rule): a sixth refused, a name the circle has refused. */
export function assertTitleRoom(existing: readonly string[], name: string): void {
  if (existing.length >= L.titles) throw new DomainError('CIRCLE_TITLE_LIMIT', { field: 'titleName' });
  if (existing.includes(name.trim())) throw new DomainError('CIRCLE_TITLE_EXISTS', { field: 'titleName' });
}

export interface TargetFacts {
  role: string;
  paidUntil: Date | null;
}

/**
 * Whether `actor` (an admin or the owner) may act on `target` (disable, restore, remove, give a title to): nobody
 * acts on the owner, and only the owner acts on an admin. A missing target is not a member of the circle.
 */
export function assertMayActOn(actorRole: string, target: TargetFacts | null, opts: { ownerTargetOk?: boolean } = {}): asserts target is TargetFacts {
  if (!target) throw new DomainError('CIRCLE_MEMBER_NOT_FOUND', { field: 'phoneIdEcr' });
  if ((target.role as CircleRole) === 'owner' && !opts.ownerTargetOk) throw new DomainError('CIRCLE_OWNER_CANNOT', { field: 'phoneIdEcr' });
  if ((target.role as CircleRole) === 'admin' && (actorRole as CircleRole) !== 'owner') throw new DomainError('CIRCLE_NOT_OWNER', { field: 'phoneIdEcr' });
}

/** A member whose paid membership still runs in a paid circle cannot be removed (spec section 5). */
export function assertMayRemove(circle: { joinWay: string }, target: TargetFacts, now: Date): void {
  if ((circle.joinWay as JoinWay) === 'paid' && paidRunning(target.paidUntil, now)) {
    throw new DomainError('PAID_CIRCLE_RESTRICTED', { field: 'phoneIdEcr' });
  }
}

/**
 * Changing the join way or a price of a paid circle is refused while any paying member's term runs: they paid for
 * the circle as it was. Setting the same way and prices again changes nothing and is allowed.
 */
export function assertJoinWayChange(
  current: { joinWay: string; joinPriceFen: number; viewPriceFen: number },
  next: { joinWay: string; joinPriceFen: number; viewPriceFen: number },
  payingMembers: number,
): void {
  const changed = current.joinWay !== next.joinWay || current.joinPriceFen !== next.joinPriceFen || current.viewPriceFen !== next.viewPriceFen;
  if (changed && (current.joinWay as JoinWay) === 'paid' && payingMembers > 0) throw new DomainError('PAID_CIRCLE_RESTRICTED', { field: 'joinWay' });
}

/** When a banned circle may be deleted: 15 days after the ban. */
export const deletableAfterBan = (bannedAt: Date) => new Date(bannedAt.getTime() + L.banDeletionRetryDays * DAY_MS);

/**
 * Deleting (dissolving) a circle: a banned one waits 15 days from the ban (CIRCLE_DELETE_WAIT with `retryAt`);
 * paying members whose terms run block it (PAID_CIRCLE_RESTRICTED), and so does any member but the owner
 * (CIRCLE_HAS_MEMBERS). A dissolved circle is gone.
 */
export function assertDeletable(c: { state: string; bannedAt: Date | null }, others: number, payingMembers: number, now: Date): void {
  if ((c.state as CircleState) === 'dissolved') throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
  if ((c.state as CircleState) === 'banned') {
    const retryAt = deletableAfterBan(c.bannedAt ?? now);
    if (now < retryAt) throw new DomainError('CIRCLE_DELETE_WAIT', { field: 'cid', data: { retryAt: retryAt.toISOString() } });
  }
  if (payingMembers > 0) throw new DomainError('PAID_CIRCLE_RESTRICTED', { field: 'cid' });
  if (others > 0) throw new DomainError('CIRCLE_HAS_MEMBERS', { field: 'cid' });
}

export interface StateFacts {
  state: string;
  warnings: number;
}
export interface StateOutcome {
  state: CircleState;
  warnings: number;
}

/** Only a live circle takes an operator's action: a dissolved one is gone. */
function assertNotDissolved(c: StateFacts): void {
  if ((c.state as CircleState) === 'dissolved') throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
}

/** A warning (spec section 4): normal -> warned (1, 2) -> dissolved at the third. A banned circle is banned already. */
export function warnOutcome(c: StateFacts): StateOutcome {
  assertNotDissolved(c);
  if ((c.state as CircleState) === 'banned') throw new DomainError('CIRCLE_BANNED', { field: 'cid' });
  const warnings = c.warnings + 1;
  return { state: warnings >= L.warningsToDissolve ? 'dissolved' : 'warned', warnings };
}

/** A ban: from normal or warned. */
export function banOutcome(c: StateFacts): StateOutcome {
  assertNotDissolved(c);
  if ((c.state as CircleState) === 'banned') throw new DomainError('CIRCLE_BANNED', { field: 'cid' });
  return { state: 'banned', warnings: c.warnings };
}

/** Lifting a ban: back to warned when the circle has warnings, else normal. Only a banned circle can be lifted. */
export function unbanOutcome(c: StateFacts): StateOutcome {
  assertNotDissolved(c);
  if ((c.state as CircleState) !== 'banned') throw new DomainError('CIRCLE_NOT_BANNED', { field: 'cid' });
  return { state: c.warnings > 0 ? 'warned' : 'normal', warnings: c.warnings };
}

/**
 * What the old owner becomes on a transfer: an admin, unless 5 admins remain besides the new owner (then a
 * member). `adminsAfter` counts the admins without the new owner (who may have been one).
 */
export const formerOwnerRole = (adminsAfter: number): CircleRole => (adminsAfter < L.admins ? 'admin' : 'member');

/** The transfer's target: a joined member who is not the owner already. */
export function assertTransferTarget(target: TargetFacts | null): asserts target is TargetFacts {
  if (!target) throw new DomainError('CIRCLE_MEMBER_NOT_FOUND', { field: 'phoneIdEcr' });
  if ((target.role as CircleRole) === 'owner') throw new DomainError('CIRCLE_OWNER_CANNOT', { field: 'phoneIdEcr' });
}

/** Members list: non-admins are refused when an admin restricted viewing others (CircleJurisdiction). */
export function assertMayViewMembers(c: { noViewOthers: boolean }, role: string): void {
  if (c.noViewOthers && role !== 'owner' && role !== 'admin') throw new DomainError('CIRCLE_RESTRICTED_BY_ADMIN', { field: 'cid' });
}

/** List order of members: owner, then admins, then the rest. */
export const roleRank = (role: string) => (role === 'owner' ? 0 : role === 'admin' ? 1 : 2);

/**
 * An operator's decision on a complaint about a circle: only an open one, once; upholding needs a reason (the owner
 * and the complainant read it), a dismissal may give one. Returns the new state.
 */
export function complaintDecision(state: string, uphold: boolean, reason: string): 'upheld' | 'dismissed' {
  if (state !== 'open') throw new DomainError('CIRCLE_COMPLAINT_DECIDED', { field: 'complaintId' });
  if (uphold && reason.trim() === '') throw new DomainError('CIRCLE_COMPLAINT_REASON_REQUIRED', { field: 'reason' });
  return uphold ? 'upheld' : 'dismissed';
}
