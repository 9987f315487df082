import { LIMITS, type JoinWay, type MemberState } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { isAdminRole, isMember, memberStateAt, paidRunning, type CircleFacts, type MemberFacts } from './circle.rules';

/**
 * Pure rules of the circle core part: creating a circle (labels, prices, the per-user cap), joining, applications,
 * invitations, leaving, who may look at members, and the scan-login code's life. Data and `now` in, a decision or
 * a DomainError out.
 */
const L = LIMITS.circle;
const PRESET: readonly string[] = L.presetLabels;

// --- creating ------------------------------------------------------------------------------------------------------

/** A user may own at most `perUser` circles that are not dissolved; `owned` is that count before this one. */
export function assertCanCreate(owned: number): void {
  if (owned >= L.perUser) throw new DomainError('CIRCLE_CREATE_LIMIT');
}

/** Letters, digits and CJK ideographs only: what a custom label may hold (no spaces, punctuation or symbols). */
const LABEL_CHARS = /^[\p{L}\p{N}\p{Script=Han}]+$/u;

/**
 * The labels as stored: trimmed, at most 4, each a preset label or a custom one of 1-8 plain characters, no two
 * alike. Refusals name `labels`: the count first (a fifth label is refused whatever it holds), then each label.
 */
export function checkLabels(raw: readonly string[]): string[] {
  const labels = raw.map((s) => s.trim());
  if (labels.length > L.labels) throw new DomainError('CIRCLE_LABEL_LIMIT', { field: 'labels' });
  for (const label of labels) {
    if (PRESET.includes(label)) continue;
    const n = [...label].length;
    if (n < 1 || n > L.customLabelLength || !LABEL_CHARS.test(label)) throw new DomainError('CIRCLE_LABEL_INVALID', { field: 'labels' });
  }
  if (new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) throw new DomainError('CIRCLE_LABEL_DUPLICATE', { field: 'labels' });
  return labels;
}

/** A charged price is 1-200 yuan (100..20000 fen). */
export const PRICE_MIN_FEN = 100;
export const PRICE_MAX_FEN = 20_000;
const chargedPriceOk = (fen: number) => Number.isInteger(fen) && fen >= PRICE_MIN_FEN && fen <= PRICE_MAX_FEN;

/**
 * A paid circle's joining price is 1-200 yuan; the other join methods take none (0). Paid viewing is free (0) or
 * 1-200 yuan whatever the join method.
 */
export function checkPrices(joinWay: JoinWay, joinPriceFen: number, viewPriceFen: number): { joinPriceFen: number; viewPriceFen: number } {
  if (joinWay === 'paid' ? !chargedPriceOk(joinPriceFen) : joinPriceFen !== 0) throw new DomainError('CIRCLE_PRICE_RANGE', { field: 'joinPriceFen' });
  if (viewPriceFen !== 0 && !chargedPriceOk(viewPriceFen)) throw new DomainError('CIRCLE_PRICE_RANGE', { field: 'viewPriceFen' });
  return { joinPriceFen, viewPriceFen };
}

// --- joining -------------------------------------------------------------------------------------------------------

/** A circle takes no more joined members (owner included) than the cap. */
export function assertRoom(memberCount: number, cap: number = L.memberCap): void {
  if (memberCount >= cap) throw new DomainError('CIRCLE_FULL', { field: 'cid' });
}

/**
 * What applying does (applyJoinCircle): an open circle takes the caller at once, an approval circle records the
 * application, a paid circle is joined by paying (the pay part). Members and pending applicants are told so.
 * Any other earlier row (invited, ignored, left, expired, agreed) may apply again.
 */
export function applyOutcome(c: Pick<CircleFacts, 'joinWay'> & { memberCount: number }, me: MemberFacts | null, now: Date): 'joined' | 'applied' {
  const state = memberStateAt(me, now);
  if (state === 'joined') throw new DomainError('CIRCLE_ALREADY_MEMBER', { field: 'cid' });
  if (state === 'applied') throw new DomainError('CIRCLE_ALREADY_APPLIED', { field: 'cid' });
  if ((c.joinWay as JoinWay) === 'paid') throw new DomainError('CIRCLE_NEEDS_PAYMENT', { field: 'cid' });
  if ((c.joinWay as JoinWay) === 'approval') return 'applied';
  assertRoom(c.memberCount);
  return 'joined';
}

/**
 * Agreeing to a pending application or invitation (`pending` is which): the row must be in that state. In a paid
 * circle it becomes `agreed` (the person then pays to join); otherwise `joined` if there is room.
 */
export function agreeOutcome(c: Pick<CircleFacts, 'joinWay'> & { memberCount: number }, row: Pick<MemberFacts, 'state'> | null, pending: 'applied' | 'invited'): 'joined' | 'agreed' {
  if (!row || row.state !== pending) throw new DomainError('CIRCLE_NO_INVITATION', { field: pending === 'applied' ? 'phoneIdEcr' : 'cid' });
  if ((c.joinWay as JoinWay) === 'paid') return 'agreed';
  assertRoom(c.memberCount);
  return 'joined';
}

/** Ignoring a pending application or invitation: the row must be in that state. */
export function assertPending(row: Pick<MemberFacts, 'state'> | null, pending: 'applied' | 'invited'): void {
  if (!row || row.state !== pending) throw new DomainError('CIRCLE_NO_INVITATION', { field: pending === 'applied' ? 'phoneIdEcr' : 'cid' });
}

/** Whom an invitation changes: everyone but a member (an expired paid member is invited to renew like anyone). */
export const invitable = (row: Pick<MemberFacts, 'state' | 'paidUntil'> | null, now: Date) => !isMember(row, now);

/** A member leaves; the owner cannot (they transfer or delete the circle instead). */
export function assertCanQuit(me: MemberFacts | null, now: Date): asserts me is MemberFacts {
  if (!me || !isMember(me, now)) throw new DomainError('CIRCLE_NOT_MEMBER', { field: 'cid' });
  if (me.role === 'owner') throw new DomainError('CIRCLE_OWNER_CANNOT', { field: 'cid' });
}

// --- looking at members --------------------------------------------------------------------------------------------

/**
 * Who may look up a circle's members: its members, and visitors whose paid viewing runs. A member other than an
 * admin is refused when the circle restricts viewing others (CircleJurisdiction's noViewOthers).
 */
export function assertMayViewMembers(c: Pick<CircleFacts, 'viewPriceFen'> & { noViewOthers: boolean }, me: MemberFacts | null, now: Date): void {
  const member = isMember(me, now);
  if (!member && !paidRunning(me?.viewPaidUntil ?? null, now)) {
    throw new DomainError(c.viewPriceFen > 0 ? 'CIRCLE_VIEW_NEEDS_PAYMENT' : 'CIRCLE_NOT_MEMBER', { field: 'cid' });
  }
  if (c.noViewOthers && !(member && isAdminRole(me!.role))) throw new DomainError('CIRCLE_RESTRICTED_BY_ADMIN', { field: 'cid' });
}

/** Whether a member's mobile is shown to the caller: hidden from non-admins when the circle forbids adding contacts. */
export const showsMobile = (c: { noAddContacts: boolean }, me: MemberFacts | null, now: Date) => !c.noAddContacts || (isMember(me, now) && isAdminRole(me!.role));

// --- search --------------------------------------------------------------------------------------------------------

/** An 11-digit mainland mobile searches by number; anything else by card name. */
export const isMobileKeyword = (keyword: string) => /^1\d{10}$/.test(keyword);

// --- scan login ----------------------------------------------------------------------------------------------------

export type LoginCodeState = 'waiting' | 'scanned' | 'confirmed' | 'used' | 'expired';

/** A code's state at `now`: one not yet confirmed is expired once its time is up. Used and confirmed codes stay so. */
export function loginCodeStateAt(row: { state: string; expiresAt: Date } | null, now: Date): LoginCodeState {
  if (!row) throw new DomainError('CIRCLE_LOGIN_CODE_INVALID', { field: 'loginCode' });
  const state = row.state as LoginCodeState;
  if ((state === 'waiting' || state === 'scanned') && row.expiresAt <= now) return 'expired';
  return state;
}

/** Scanning takes a waiting code (or the same phone scanning again); confirming takes a code this phone scanned. */
export function assertScannable(row: { state: string; expiresAt: Date; userId: string | null }, userId: string, now: Date): void {
  const state = loginCodeStateAt(row, now);
  if (!(state === 'waiting' || (state === 'scanned' && row.userId === userId))) throw new DomainError('CIRCLE_LOGIN_CODE_INVALID', { field: 'loginCode' });
}
export function assertConfirmable(row: { state: string; expiresAt: Date; userId: string | null }, userId: string, now: Date): void {
  if (loginCodeStateAt(row, now) !== 'scanned' || row.userId !== userId) throw new DomainError('CIRCLE_LOGIN_CODE_INVALID', { field: 'loginCode' });
}

/** When a new code stops working. */
export const loginCodeExpiry = (now: Date) => new Date(now.getTime() + L.loginCodeSeconds * 1000);

/** The states a membership row can be written to by this part. */
export type CoreWrite = Extract<MemberState, 'joined' | 'applied' | 'invited' | 'agreed' | 'ignored' | 'left'>;
