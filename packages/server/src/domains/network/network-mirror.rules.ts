import { LIMITS, MIRROR_CONTENT_TYPES, MIRROR_SWITCH_TYPES, type MirrorContentType, type TMirrorContent, type TMirrorSwitch } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Mirror sync's rules (issue 13), pure. A card is a master, a sub or neither; a sub has exactly one master (the
 * link's subId is unique); a master's link to a sub is `bound` or `forbidden` (the master stopped the sub from
 * showing its pushes but the sub stays linked); an unbound link is gone from every rule here.
 *
 * Consent (issue 31): a link starts as the sub's `pending` request and becomes `bound` only when the master
 * approves it; `refused` and `withdrawn` end a request, `unbound` ends a link (by either side). Rows written before
 * consent existed are `bound` or `forbidden` already, so they stay approved with no data change (a startup-safe
 * rule: the states a pre-consent row can hold all mean "approved").
 */
export type MirrorRole = 'master' | 'sub' | 'none';
export type LinkState = 'bound' | 'forbidden';

/** Becoming a master: not twice, never while being someone's sub. */
export function assertCanUpgrade(role: MirrorRole): void {
  if (role === 'master') throw new DomainError('MIRROR_ALREADY_MASTER');
  if (role === 'sub') throw new DomainError('MIRROR_SUB_CANNOT_UPGRADE');
}

/** Undoing the master card: only a master, and only once no sub card is linked (bound or forbidden). */
export function assertCanUndoMaster(role: MirrorRole, linkedSubs: number): void {
  if (role !== 'master') throw new DomainError('MIRROR_NOT_MASTER_SELF');
  if (linkedSubs > 0) throw new DomainError('MIRROR_HAS_SUBS');
}

/** Binding as a sub card of `masterId`: not one's own card, not as a master, one master per sub, only to a master. */
export function assertCanBind(input: { callerId: string; callerRole: MirrorRole; masterId: string; masterRole: MirrorRole }): void {
  if (input.callerId === input.masterId) throw new DomainError('MIRROR_OWN_CARD', { field: 'phoneIdEcr' });
  if (input.callerRole === 'master') throw new DomainError('MIRROR_MASTER_CANNOT_BIND');
  if (input.callerRole === 'sub') throw new DomainError('MIRROR_ALREADY_BOUND');
  if (input.masterRole !== 'master') throw new DomainError('MIRROR_NOT_MASTER', { field: 'phoneIdEcr' });
}

/** A sub card's link row of any state (one per sub card): what a new request is checked against. */
export interface LinkRow {
  masterId: string;
  state: string;
  endedAt: Date | null;
}

/**
 * When a sub refused by `masterId` may ask that master again: LIMITS.network.mirrorRetryAfterRefuseHours after the
 * refusal. Null when asking is open at `now` (no refusal, another master, a withdrawal, or the wait is over).
 */
export function retryAfterRefusal(row: LinkRow | null, masterId: string, now: Date): Date | null {
  if (row?.state !== 'refused' || row.masterId !== masterId || !row.endedAt) return null;
  const retryAt = new Date(row.endedAt.getTime() + LIMITS.network.mirrorRetryAfterRefuseHours * 3_600_000);
  return now < retryAt ? retryAt : null;
}

/**
 * A binding request (issue 31): `same` when the caller's request to this master is waiting already (asking again
 * is idempotent: no second row, no second message), `new` when a request is to be made. Refused: the checks of
 * binding (assertCanBind), a request waiting at another master, and a recent refusal by this master.
 */
export function requestDecision(input: { callerId: string; callerRole: MirrorRole; masterId: string; masterRole: MirrorRole; existing: LinkRow | null; now: Date }): 'same' | 'new' {
  assertCanBind(input);
  const { existing, masterId } = input;
  if (existing?.state === 'pending') {
    if (existing.masterId === masterId) return 'same';
    throw new DomainError('MIRROR_REQUEST_PENDING', { field: 'phoneIdEcr' });
  }
  const retryAt = retryAfterRefusal(existing, masterId, input.now);
  if (retryAt) throw new DomainError('MIRROR_REFUSED_RECENTLY', { field: 'phoneIdEcr', data: { retryAt: retryAt.toISOString() } });
  return 'new';
}

/** Upgrading to a master while one's own request waits would make the request's approval bind a master as a sub. */
export function assertNoPendingRequest(existing: LinkRow | null): void {
  if (existing?.state === 'pending') throw new DomainError('MIRROR_REQUEST_PENDING');
}

export function assertMaster(role: MirrorRole): void {
  if (role !== 'master') throw new DomainError('MIRROR_NOT_MASTER_SELF');
}

export function assertSub(role: MirrorRole): void {
  if (role !== 'sub') throw new DomainError('MIRROR_NOT_SUB');
}

/** Every content type's switch: a stored row wins, an absent one is allowed. */
export function switchesOf(rows: { contentType: string; allowed: boolean }[]): TMirrorSwitch[] {
  const stored = new Map(rows.map((r) => [r.contentType, r.allowed]));
  return MIRROR_SWITCH_TYPES.map((contentType) => ({ contentType, allowed: stored.get(contentType) ?? true }));
}

/** A snapshot with nothing in it is not worth a push (the sub's page would change to nothing). */
export function contentSize(content: TMirrorContent): number {
  switch (content.contentType) {
    case 'basic':
      return Object.values(content.basic).some((v) => v !== '') ? 1 : 0;
    case 'honours':
      return content.honours.length;
    case 'columns':
      return content.columns.length;
    case 'links':
      return content.links.filter((s) => s.links.length > 0).length;
  }
}

export function assertPushable(content: TMirrorContent): void {
  if (contentSize(content) === 0) throw new DomainError('MIRROR_NOTHING_TO_PUSH', { field: 'contentType' });
}

/**
 * What a sub card's public page shows of its master: per content type, the master's latest push that is not
 * cancelled, when the link is bound and the sub allows the type. `pushes` come newest first.
 */
export function shownPushes<P extends { id: string; contentType: string; state: string }>(linkState: LinkState | null, switches: TMirrorSwitch[], pushes: P[]): P[] {
  if (linkState !== 'bound') return [];
  const allowed = new Set(switches.filter((s) => s.allowed).map((s) => s.contentType as string));
  const seen = new Set<string>();
  const shown: P[] = [];
  for (const p of pushes) {
    if (p.state !== 'pushed' || seen.has(p.contentType)) continue;
    seen.add(p.contentType);
    if (allowed.has(p.contentType)) shown.push(p);
  }
  return shown;
}

export const isContentType = (s: string): s is MirrorContentType => (MIRROR_CONTENT_TYPES as readonly string[]).includes(s);
