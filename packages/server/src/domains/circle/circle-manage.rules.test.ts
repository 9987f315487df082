import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddCircleTitleBody } from '@card/contract';
import {
  assertAdminRoom,
  assertDeletable,
  assertJoinWayChange,
  assertMayActOn,
  assertMayRemove,
  assertMayViewMembers,
  assertTitleRoom,
  banOutcome,
  complaintDecision,
  deletableAfterBan,
  formerOwnerRole,
  unbanOutcome,
  warnOutcome,
} from './circle-manage.rules';
import { checkCircleLabels, checkCirclePrices } from './circle.rules';

const L = LIMITS.circle;
const DAY = 86_400_000;
const now = new Date('2030-01-10T00:00:00Z');
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return null;
};

describe('admins and titles', () => {
  it('the 5th admin is allowed, the 6th refused', () => {
    expect(codeOf(() => assertAdminRoom(L.admins - 1))).toBeNull();
    expect(codeOf(() => assertAdminRoom(L.admins))).toBe('CIRCLE_ADMIN_LIMIT');
  });
  it('the 5th title is allowed, the 6th refused, a duplicate refused', () => {
    const four = ['a', 'b', 'c', 'd'];
    expect(codeOf(() => assertTitleRoom(four, 'e'))).toBeNull();
    expect(codeOf(() => assertTitleRoom([...four, 'e'], 'f'))).toBe('CIRCLE_TITLE_LIMIT');
    expect(codeOf(() => assertTitleRoom(four, 'b'))).toBe('CIRCLE_TITLE_EXISTS');
  });
  it('a title of 15 characters passes the contract, 16 do not', () => {
    expect(ZAddCircleTitleBody.safeParse({ cid: 'abcdefgh12', titleName: '字'.repeat(L.titleLength) }).success).toBe(true);
    expect(ZAddCircleTitleBody.safeParse({ cid: 'abcdefgh12', titleName: '字'.repeat(L.titleLength + 1) }).success).toBe(false);
    expect(ZAddCircleTitleBody.safeParse({ cid: 'abcdefgh12', titleName: '  ' }).success).toBe(false);
  });
});

describe('who acts on whom', () => {
  const member = { role: 'member', paidUntil: null };
  it('nobody acts on the owner; only the owner on an admin; anyone (admin) on a member', () => {
    expect(codeOf(() => assertMayActOn('owner', { role: 'owner', paidUntil: null }))).toBe('CIRCLE_OWNER_CANNOT');
    expect(codeOf(() => assertMayActOn('admin', { role: 'admin', paidUntil: null }))).toBe('CIRCLE_NOT_OWNER');
    expect(codeOf(() => assertMayActOn('owner', { role: 'admin', paidUntil: null }))).toBeNull();
    expect(codeOf(() => assertMayActOn('admin', member))).toBeNull();
    expect(codeOf(() => assertMayActOn('admin', null))).toBe('CIRCLE_MEMBER_NOT_FOUND');
  });
  it('a paying member of a paid circle stays until the term ends (the end itself frees them)', () => {
    const paying = { role: 'member', paidUntil: new Date(now.getTime() + 1) };
    expect(codeOf(() => assertMayRemove({ joinWay: 'paid' }, paying, now))).toBe('PAID_CIRCLE_RESTRICTED');
    expect(codeOf(() => assertMayRemove({ joinWay: 'paid' }, { ...paying, paidUntil: now }, now))).toBeNull();
    expect(codeOf(() => assertMayRemove({ joinWay: 'open' }, paying, now))).toBeNull();
  });
  it('members lists: restricted viewing refuses members, never admins', () => {
    expect(codeOf(() => assertMayViewMembers({ noViewOthers: true }, 'member'))).toBe('CIRCLE_RESTRICTED_BY_ADMIN');
    expect(codeOf(() => assertMayViewMembers({ noViewOthers: true }, 'admin'))).toBeNull();
    expect(codeOf(() => assertMayViewMembers({ noViewOthers: false }, 'member'))).toBeNull();
  });
  it('transfer: the old owner is an admin while fewer than 5 admins remain, else a member', () => {
    expect(formerOwnerRole(L.admins - 1)).toBe('admin');
    expect(formerOwnerRole(L.admins)).toBe('member');
  });
});

describe('join way and deletion', () => {
  const paid = { joinWay: 'paid', joinPriceFen: 990, viewPriceFen: 0 };
  it('a paid circle with paying members keeps its way and prices; the same settings again pass', () => {
    expect(codeOf(() => assertJoinWayChange(paid, { ...paid, joinWay: 'open' }, 1))).toBe('PAID_CIRCLE_RESTRICTED');
    expect(codeOf(() => assertJoinWayChange(paid, { ...paid, joinPriceFen: 1000 }, 1))).toBe('PAID_CIRCLE_RESTRICTED');
    expect(codeOf(() => assertJoinWayChange(paid, paid, 1))).toBeNull();
    expect(codeOf(() => assertJoinWayChange(paid, { ...paid, joinWay: 'open' }, 0))).toBeNull();
  });
  it('prices: 1 and 200 yuan pass, 0.99 and 200.01 are refused; a free way drops its join price', () => {
    expect(checkCirclePrices('paid', 100, 0)).toEqual({ joinPriceFen: 100, viewPriceFen: 0 });
    expect(checkCirclePrices('paid', 20_000, 20_000)).toEqual({ joinPriceFen: 20_000, viewPriceFen: 20_000 });
    expect(codeOf(() => checkCirclePrices('paid', 99, 0))).toBe('CIRCLE_PRICE_RANGE');
    expect(codeOf(() => checkCirclePrices('paid', 20_001, 0))).toBe('CIRCLE_PRICE_RANGE');
    expect(codeOf(() => checkCirclePrices('open', 0, 20_100))).toBe('CIRCLE_PRICE_RANGE');
    expect(checkCirclePrices('open', 500, 0)).toEqual({ joinPriceFen: 0, viewPriceFen: 0 });
  });
  it('labels: 4 pass, 5 refused; custom 8 characters pass, 9 refused; no symbols, no duplicates', () => {
    expect(checkCircleLabels(['创业', '一二三四五六七八', 'abc', '读书'])).toHaveLength(4);
    expect(codeOf(() => checkCircleLabels(['a', 'b', 'c', 'd', 'e']))).toBe('CIRCLE_LABEL_LIMIT');
    expect(codeOf(() => checkCircleLabels(['一二三四五六七八九']))).toBe('CIRCLE_LABEL_INVALID');
    expect(codeOf(() => checkCircleLabels(['a#b']))).toBe('CIRCLE_LABEL_INVALID');
    expect(codeOf(() => checkCircleLabels(['ab', 'ab']))).toBe('CIRCLE_LABEL_DUPLICATE');
  });
  it('a banned circle waits 15 days from the ban: 1 ms before refused with retryAt, at 15 days allowed', () => {
    const bannedAt = new Date(now.getTime() - L.banDeletionRetryDays * DAY);
    const c = { state: 'banned', bannedAt };
    expect(deletableAfterBan(bannedAt).getTime()).toBe(now.getTime());
    expect(codeOf(() => assertDeletable(c, 0, 0, now))).toBeNull();
    try {
      assertDeletable(c, 0, 0, new Date(now.getTime() - 1));
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 'CIRCLE_DELETE_WAIT', details: { field: 'cid', data: { retryAt: now.toISOString() } } });
    }
  });
  it('members block deletion; paying members name the paid restriction; a dissolved circle is gone', () => {
    const c = { state: 'normal', bannedAt: null };
    expect(codeOf(() => assertDeletable(c, 1, 0, now))).toBe('CIRCLE_HAS_MEMBERS');
    expect(codeOf(() => assertDeletable(c, 1, 1, now))).toBe('PAID_CIRCLE_RESTRICTED');
    expect(codeOf(() => assertDeletable(c, 0, 0, now))).toBeNull();
    expect(codeOf(() => assertDeletable({ state: 'dissolved', bannedAt: null }, 0, 0, now))).toBe('CIRCLE_NOT_FOUND');
  });
});

describe('circle states (spec section 4)', () => {
  it('normal -> warned (1) -> warned (2) -> dissolved at the 3rd', () => {
    expect(warnOutcome({ state: 'normal', warnings: 0 })).toEqual({ state: 'warned', warnings: 1 });
    expect(warnOutcome({ state: 'warned', warnings: 1 })).toEqual({ state: 'warned', warnings: 2 });
    expect(warnOutcome({ state: 'warned', warnings: 2 })).toEqual({ state: 'dissolved', warnings: 3 });
  });
  it('ban from normal or warned; a banned circle is not banned or warned again; dissolved is final', () => {
    expect(banOutcome({ state: 'normal', warnings: 0 })).toEqual({ state: 'banned', warnings: 0 });
    expect(banOutcome({ state: 'warned', warnings: 2 })).toEqual({ state: 'banned', warnings: 2 });
    expect(codeOf(() => banOutcome({ state: 'banned', warnings: 0 }))).toBe('CIRCLE_BANNED');
    expect(codeOf(() => warnOutcome({ state: 'banned', warnings: 0 }))).toBe('CIRCLE_BANNED');
    for (const f of [warnOutcome, banOutcome, unbanOutcome]) expect(codeOf(() => f({ state: 'dissolved', warnings: 3 }))).toBe('CIRCLE_NOT_FOUND');
  });
  it('unban: back to warned with warnings, normal without; only a banned circle', () => {
    expect(unbanOutcome({ state: 'banned', warnings: 0 })).toEqual({ state: 'normal', warnings: 0 });
    expect(unbanOutcome({ state: 'banned', warnings: 2 })).toEqual({ state: 'warned', warnings: 2 });
    expect(codeOf(() => unbanOutcome({ state: 'normal', warnings: 0 }))).toBe('CIRCLE_NOT_BANNED');
  });
});

describe('a decision on a complaint about a circle', () => {
  it('an open one is upheld with a reason or dismissed with or without one', () => {
    expect(complaintDecision('open', true, '广告')).toBe('upheld');
    expect(complaintDecision('open', false, '')).toBe('dismissed');
    expect(complaintDecision('open', false, '证据不足')).toBe('dismissed');
  });
  it('upholding without a reason (blank counts as none) is refused on the reason field', () => {
    expect(codeOf(() => complaintDecision('open', true, ''))).toBe('CIRCLE_COMPLAINT_REASON_REQUIRED');
    expect(codeOf(() => complaintDecision('open', true, ' \n '))).toBe('CIRCLE_COMPLAINT_REASON_REQUIRED');
  });
  it('a decided one (and an old handled one) is refused, whatever the new decision', () => {
    for (const state of ['upheld', 'dismissed', 'handled']) {
      expect(codeOf(() => complaintDecision(state, true, '广告'))).toBe('CIRCLE_COMPLAINT_DECIDED');
      expect(codeOf(() => complaintDecision(state, false, ''))).toBe('CIRCLE_COMPLAINT_DECIDED');
    }
  });
});
