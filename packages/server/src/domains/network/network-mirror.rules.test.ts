import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { LIMITS } from '@card/contract';
import {
  assertCanBind,
  assertCanUndoMaster,
  assertNoPendingRequest,
  requestDecision,
  retryAfterRefusal,
  assertCanUpgrade,
  assertMaster,
  assertPushable,
  assertSub,
  contentSize,
  shownPushes,
  switchesOf,
} from './network-mirror.rules';

const codeOf = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e);
  }
  return null;
};

describe('mirror roles and transitions', () => {
  it('upgrade: none may, a master not twice, a sub never', () => {
    expect(codeOf(() => assertCanUpgrade('none'))).toBeNull();
    expect(codeOf(() => assertCanUpgrade('master'))).toBe('MIRROR_ALREADY_MASTER');
    expect(codeOf(() => assertCanUpgrade('sub'))).toBe('MIRROR_SUB_CANNOT_UPGRADE');
  });
  it('undo: only a master with no linked subs (0 passes, 1 refused)', () => {
    expect(codeOf(() => assertCanUndoMaster('master', 0))).toBeNull();
    expect(codeOf(() => assertCanUndoMaster('master', 1))).toBe('MIRROR_HAS_SUBS');
    expect(codeOf(() => assertCanUndoMaster('none', 0))).toBe('MIRROR_NOT_MASTER_SELF');
    expect(codeOf(() => assertCanUndoMaster('sub', 0))).toBe('MIRROR_NOT_MASTER_SELF');
  });
  it('bind: own card, a master caller, a second master and a non-master target are refused', () => {
    const ok = { callerId: 'a', callerRole: 'none' as const, masterId: 'b', masterRole: 'master' as const };
    expect(codeOf(() => assertCanBind(ok))).toBeNull();
    expect(codeOf(() => assertCanBind({ ...ok, masterId: 'a' }))).toBe('MIRROR_OWN_CARD');
    expect(codeOf(() => assertCanBind({ ...ok, callerRole: 'master' }))).toBe('MIRROR_MASTER_CANNOT_BIND');
    expect(codeOf(() => assertCanBind({ ...ok, callerRole: 'sub' }))).toBe('MIRROR_ALREADY_BOUND');
    expect(codeOf(() => assertCanBind({ ...ok, masterRole: 'none' }))).toBe('MIRROR_NOT_MASTER');
    expect(codeOf(() => assertCanBind({ ...ok, masterRole: 'sub' }))).toBe('MIRROR_NOT_MASTER');
  });
  it('master-only and sub-only calls', () => {
    expect(codeOf(() => assertMaster('master'))).toBeNull();
    expect(codeOf(() => assertMaster('sub'))).toBe('MIRROR_NOT_MASTER_SELF');
    expect(codeOf(() => assertSub('sub'))).toBeNull();
    expect(codeOf(() => assertSub('master'))).toBe('MIRROR_NOT_SUB');
  });
});

describe('binding requests (issue 31: the master consents)', () => {
  const HOUR = 3_600_000;
  const wait = LIMITS.network.mirrorRetryAfterRefuseHours * HOUR;
  const refusedAt = new Date('2026-11-01T00:00:00Z');
  const base = { callerId: 'a', callerRole: 'none' as const, masterId: 'b', masterRole: 'master' as const, existing: null, now: refusedAt };
  const decide = (over: Partial<Parameters<typeof requestDecision>[0]>) => {
    try {
      return requestDecision({ ...base, ...over });
    } catch (e) {
      return codeOf(() => {
        throw e;
      });
    }
  };
  it('a first request is new; asking the same master while it waits is the same request; another master is refused', () => {
    expect(decide({})).toBe('new');
    expect(decide({ existing: { masterId: 'b', state: 'pending', endedAt: null } })).toBe('same');
    expect(decide({ existing: { masterId: 'c', state: 'pending', endedAt: null } })).toBe('MIRROR_REQUEST_PENDING');
  });
  it('the binding checks still hold for a request', () => {
    expect(decide({ masterId: 'a' })).toBe('MIRROR_OWN_CARD');
    expect(decide({ masterRole: 'none' })).toBe('MIRROR_NOT_MASTER');
    expect(decide({ callerRole: 'sub', existing: { masterId: 'b', state: 'bound', endedAt: null } })).toBe('MIRROR_ALREADY_BOUND');
  });
  it("after a refusal the same master may be asked again at the wait's end, not a millisecond before; another master at once", () => {
    const refused = { masterId: 'b', state: 'refused', endedAt: refusedAt };
    expect(decide({ existing: refused, now: new Date(refusedAt.getTime() + wait - 1) })).toBe('MIRROR_REFUSED_RECENTLY');
    expect(decide({ existing: refused, now: new Date(refusedAt.getTime() + wait) })).toBe('new');
    expect(decide({ existing: refused, now: refusedAt, masterId: 'c' })).toBe('new');
    expect(retryAfterRefusal(refused, 'b', refusedAt)?.getTime()).toBe(refusedAt.getTime() + wait);
    expect(retryAfterRefusal(refused, 'b', new Date(refusedAt.getTime() + wait))).toBeNull();
  });
  it('a withdrawn request or an ended link starts no wait', () => {
    expect(decide({ existing: { masterId: 'b', state: 'withdrawn', endedAt: refusedAt } })).toBe('new');
    expect(decide({ existing: { masterId: 'b', state: 'unbound', endedAt: refusedAt } })).toBe('new');
  });
  it("no upgrade while one's own request waits", () => {
    expect(codeOf(() => assertNoPendingRequest({ masterId: 'b', state: 'pending', endedAt: null }))).toBe('MIRROR_REQUEST_PENDING');
    expect(codeOf(() => assertNoPendingRequest({ masterId: 'b', state: 'refused', endedAt: refusedAt }))).toBeNull();
    expect(codeOf(() => assertNoPendingRequest(null))).toBeNull();
  });
});

describe('switches and what a sub card shows', () => {
  it('absent switches are allowed; stored ones win', () => {
    expect(switchesOf([{ contentType: 'honours', allowed: false }])).toEqual([
      { contentType: 'basic', allowed: true },
      { contentType: 'honours', allowed: false },
      { contentType: 'columns', allowed: true },
      { contentType: 'links', allowed: true },
      { contentType: 'articles', allowed: true },
    ]);
  });
  it('the newest live push per allowed type, only while bound; a cancelled newest falls back to the one before', () => {
    const pushes = [
      { id: 'h3', contentType: 'honours', state: 'cancelled' },
      { id: 'h2', contentType: 'honours', state: 'pushed' },
      { id: 'c1', contentType: 'columns', state: 'pushed' },
      { id: 'h1', contentType: 'honours', state: 'pushed' },
    ];
    const all = switchesOf([]);
    expect(shownPushes('bound', all, pushes).map((p) => p.id)).toEqual(['h2', 'c1']);
    expect(shownPushes('bound', switchesOf([{ contentType: 'honours', allowed: false }]), pushes).map((p) => p.id)).toEqual(['c1']);
    expect(shownPushes('forbidden', all, pushes)).toEqual([]);
    expect(shownPushes(null, all, pushes)).toEqual([]);
  });
  it('an empty snapshot is not pushed (0 refused, 1 passes)', () => {
    expect(codeOf(() => assertPushable({ contentType: 'honours', honours: [] }))).toBe('MIRROR_NOTHING_TO_PUSH');
    expect(codeOf(() => assertPushable({ contentType: 'honours', honours: [{ title: 't', content: '', imageUrl: '', awardedOn: '' }] }))).toBeNull();
    expect(contentSize({ contentType: 'basic', basic: { company: '', productService: '', taxNumber: '', landline: '', fax: '' } })).toBe(0);
    expect(contentSize({ contentType: 'basic', basic: { company: 'A', productService: '', taxNumber: '', landline: '', fax: '' } })).toBe(1);
    expect(contentSize({ contentType: 'links', links: [{ name: 's', links: [] }] })).toBe(0);
  });
});
