import { describe, expect, it } from 'vitest';
import { LIMITS, ZCreateCircleBody, formatIssue, labelsFor } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import {
  agreeOutcome,
  applyOutcome,
  assertCanCreate,
  assertCanQuit,
  assertConfirmable,
  assertMayViewMembers,
  assertRoom,
  assertScannable,
  checkLabels,
  checkPrices,
  isMobileKeyword,
  loginCodeStateAt,
  showsMobile,
} from './circle-core.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return 'no error';
};
const body = (o: Record<string, string>) => ({ name: '测试圈', description: '简介', ...o });
const messages = (o: Record<string, string>) => {
  const res = ZCreateCircleBody.safeParse(body(o));
  return res.success ? [] : res.error.issues.map((i) => formatIssue(i, 'zh-CN', '', labelsFor('circle')).message);
};
const now = new Date('2026-06-01T00:00:00Z');
const member = (o: Partial<{ state: string; role: string; paidUntil: Date | null; viewPaidUntil: Date | null }> = {}) => ({
  state: 'joined',
  role: 'member',
  disabled: false,
  paidUntil: null,
  viewPaidUntil: null,
  ...o,
});

describe('creating a circle: the form', () => {
  it('name 15 characters pass, 16 do not; blank is refused', () => {
    expect(messages({ name: '一'.repeat(15) })).toEqual([]);
    expect(messages({ name: '一'.repeat(16) })[0]).toMatch(/圈子名称/);
    expect(messages({ name: '   ' })[0]).toMatch(/圈子名称/);
  });
  it('description 200 characters pass, 201 do not; blank is refused', () => {
    expect(messages({ description: '字'.repeat(200) })).toEqual([]);
    expect(messages({ description: '字'.repeat(201) })[0]).toMatch(/圈子简介/);
    expect(messages({ description: ' ' })[0]).toMatch(/圈子简介/);
  });
  it('industry is one of the list or empty', () => {
    expect(messages({ industry: LIMITS.circle.industries[0] })).toEqual([]);
    expect(messages({ industry: '' })).toEqual([]);
    expect(messages({ industry: '炼金术' })[0]).toMatch(/行业/);
  });
  it('labels arrive as a comma list', () => {
    const res = ZCreateCircleBody.parse(body({ labels: '创业, 读书会' }));
    expect(res.labels).toEqual(['创业', '读书会']);
    expect(ZCreateCircleBody.parse(body({})).labels).toEqual([]);
  });
});

describe('creating a circle: labels', () => {
  it('4 labels pass, 5 are CIRCLE_LABEL_LIMIT on labels', () => {
    expect(checkLabels(['创业', '投资', '科技', '读书会'])).toHaveLength(4);
    expect(codeOf(() => checkLabels(['创业', '投资', '科技', '营销', '教育']))).toEqual({ code: 'CIRCLE_LABEL_LIMIT', field: 'labels' });
  });
  it('a custom label of 8 characters passes, 9 do not, nor empty', () => {
    expect(checkLabels(['八个字的自定标签'])).toEqual(['八个字的自定标签']);
    expect(checkLabels(['abcdefgh'])).toEqual(['abcdefgh']);
    expect(codeOf(() => checkLabels(['九个字的自定义标签']))).toEqual({ code: 'CIRCLE_LABEL_INVALID', field: 'labels' });
    expect(codeOf(() => checkLabels(['']))).toEqual({ code: 'CIRCLE_LABEL_INVALID', field: 'labels' });
  });
  it('special characters are refused (punctuation, spaces, symbols, emoji)', () => {
    for (const bad of ['读书!', '读 书', 'a-b', '#tag', '读书😀', '读书，']) {
      expect(codeOf(() => checkLabels([bad]))).toEqual({ code: 'CIRCLE_LABEL_INVALID', field: 'labels' });
    }
    expect(checkLabels(['AI2026'])).toEqual(['AI2026']);
  });
  it('a duplicate is refused, also a custom one repeating in another letter case', () => {
    expect(codeOf(() => checkLabels(['创业', '创业']))).toEqual({ code: 'CIRCLE_LABEL_DUPLICATE', field: 'labels' });
    expect(codeOf(() => checkLabels(['Go', 'go']))).toEqual({ code: 'CIRCLE_LABEL_DUPLICATE', field: 'labels' });
  });
  it('preset labels always pass', () => {
    expect(checkLabels([...LIMITS.circle.presetLabels.slice(0, 4)])).toHaveLength(4);
  });
});

describe('creating a circle: prices', () => {
  it('a paid circle costs 100..20000 fen: 99 and 20001 are refused on joinPriceFen', () => {
    expect(codeOf(() => checkPrices('paid', 99, 0))).toEqual({ code: 'CIRCLE_PRICE_RANGE', field: 'joinPriceFen' });
    expect(checkPrices('paid', 100, 0)).toEqual({ joinPriceFen: 100, viewPriceFen: 0 });
    expect(checkPrices('paid', 20_000, 0).joinPriceFen).toBe(20_000);
    expect(codeOf(() => checkPrices('paid', 20_001, 0))).toEqual({ code: 'CIRCLE_PRICE_RANGE', field: 'joinPriceFen' });
    expect(codeOf(() => checkPrices('paid', 0, 0))).toEqual({ code: 'CIRCLE_PRICE_RANGE', field: 'joinPriceFen' });
  });
  it('open and approval circles take no joining price', () => {
    expect(checkPrices('open', 0, 0).joinPriceFen).toBe(0);
    expect(codeOf(() => checkPrices('approval', 100, 0))).toEqual({ code: 'CIRCLE_PRICE_RANGE', field: 'joinPriceFen' });
  });
  it('viewing is free or 100..20000 fen', () => {
    expect(checkPrices('open', 0, 100).viewPriceFen).toBe(100);
    expect(checkPrices('open', 0, 20_000).viewPriceFen).toBe(20_000);
    expect(codeOf(() => checkPrices('open', 0, 99))).toEqual({ code: 'CIRCLE_PRICE_RANGE', field: 'viewPriceFen' });
    expect(codeOf(() => checkPrices('open', 0, 20_001))).toEqual({ code: 'CIRCLE_PRICE_RANGE', field: 'viewPriceFen' });
  });
});

describe('creating a circle: per user', () => {
  it('the 20th circle may be created, the 21st not', () => {
    expect(LIMITS.circle.perUser).toBe(20);
    expect(() => assertCanCreate(19)).not.toThrow();
    expect(codeOf(() => assertCanCreate(20))).toMatchObject({ code: 'CIRCLE_CREATE_LIMIT' });
  });
});

describe('joining', () => {
  const open = { joinWay: 'open', memberCount: 3 };
  it('the cap: one below takes one more, at the cap CIRCLE_FULL', () => {
    expect(() => assertRoom(LIMITS.circle.memberCap - 1)).not.toThrow();
    expect(codeOf(() => assertRoom(LIMITS.circle.memberCap))).toEqual({ code: 'CIRCLE_FULL', field: 'cid' });
    expect(codeOf(() => applyOutcome({ joinWay: 'open', memberCount: LIMITS.circle.memberCap }, null, now))).toMatchObject({ code: 'CIRCLE_FULL' });
  });
  it('open joins, approval applies, paid needs payment', () => {
    expect(applyOutcome(open, null, now)).toBe('joined');
    expect(applyOutcome({ ...open, joinWay: 'approval' }, null, now)).toBe('applied');
    expect(codeOf(() => applyOutcome({ ...open, joinWay: 'paid' }, null, now))).toMatchObject({ code: 'CIRCLE_NEEDS_PAYMENT' });
  });
  it('members and pending applicants are told; ignored, left and expired rows may apply again', () => {
    expect(codeOf(() => applyOutcome(open, member(), now))).toMatchObject({ code: 'CIRCLE_ALREADY_MEMBER' });
    expect(codeOf(() => applyOutcome({ ...open, joinWay: 'approval' }, member({ state: 'applied' }), now))).toMatchObject({ code: 'CIRCLE_ALREADY_APPLIED' });
    for (const state of ['ignored', 'left', 'invited']) expect(applyOutcome(open, member({ state }), now)).toBe('joined');
    expect(applyOutcome(open, member({ paidUntil: new Date(now.getTime() - 1) }), now)).toBe('joined');
  });
  it('agreeing needs the pending row; a paid circle makes it agreed', () => {
    expect(agreeOutcome(open, { state: 'applied' }, 'applied')).toBe('joined');
    expect(agreeOutcome({ ...open, joinWay: 'paid' }, { state: 'invited' }, 'invited')).toBe('agreed');
    expect(codeOf(() => agreeOutcome(open, { state: 'joined' }, 'applied'))).toEqual({ code: 'CIRCLE_NO_INVITATION', field: 'phoneIdEcr' });
    expect(codeOf(() => agreeOutcome(open, null, 'invited'))).toEqual({ code: 'CIRCLE_NO_INVITATION', field: 'cid' });
    expect(codeOf(() => agreeOutcome({ joinWay: 'open', memberCount: LIMITS.circle.memberCap }, { state: 'applied' }, 'applied'))).toMatchObject({ code: 'CIRCLE_FULL' });
  });
  it('the owner cannot quit; a non-member cannot either', () => {
    expect(codeOf(() => assertCanQuit(member({ role: 'owner' }), now))).toMatchObject({ code: 'CIRCLE_OWNER_CANNOT' });
    expect(codeOf(() => assertCanQuit(member({ state: 'left' }), now))).toMatchObject({ code: 'CIRCLE_NOT_MEMBER' });
    expect(() => assertCanQuit(member(), now)).not.toThrow();
  });
});

describe('looking at members', () => {
  const c = { viewPriceFen: 0, noViewOthers: false, noAddContacts: false };
  it('members may; visitors are told to join or to pay for viewing', () => {
    expect(() => assertMayViewMembers(c, member(), now)).not.toThrow();
    expect(codeOf(() => assertMayViewMembers(c, null, now))).toMatchObject({ code: 'CIRCLE_NOT_MEMBER' });
    expect(codeOf(() => assertMayViewMembers({ ...c, viewPriceFen: 100 }, null, now))).toMatchObject({ code: 'CIRCLE_VIEW_NEEDS_PAYMENT' });
    expect(() => assertMayViewMembers({ ...c, viewPriceFen: 100 }, member({ state: 'left', viewPaidUntil: new Date(now.getTime() + 1) }), now)).not.toThrow();
  });
  it('noViewOthers stops members but not admins', () => {
    expect(codeOf(() => assertMayViewMembers({ ...c, noViewOthers: true }, member(), now))).toMatchObject({ code: 'CIRCLE_RESTRICTED_BY_ADMIN' });
    expect(() => assertMayViewMembers({ ...c, noViewOthers: true }, member({ role: 'admin' }), now)).not.toThrow();
  });
  it('noAddContacts hides mobiles from members, not from admins', () => {
    expect(showsMobile({ noAddContacts: true }, member(), now)).toBe(false);
    expect(showsMobile({ noAddContacts: true }, member({ role: 'owner' }), now)).toBe(true);
    expect(showsMobile({ noAddContacts: false }, member(), now)).toBe(true);
  });
  it('an 11-digit mobile searches by number', () => {
    expect(isMobileKeyword('13800138000')).toBe(true);
    expect(isMobileKeyword('1380013800')).toBe(false);
    expect(isMobileKeyword('张三')).toBe(false);
  });
});

describe('scan login codes', () => {
  const at = (s: number) => new Date(now.getTime() + s * 1000);
  const row = (state: string, userId: string | null = null) => ({ state, userId, expiresAt: at(LIMITS.circle.loginCodeSeconds) });
  it('waiting until the time is up, then expired', () => {
    expect(loginCodeStateAt(row('waiting'), at(LIMITS.circle.loginCodeSeconds - 1))).toBe('waiting');
    expect(loginCodeStateAt(row('waiting'), at(LIMITS.circle.loginCodeSeconds))).toBe('expired');
    expect(loginCodeStateAt(row('used'), at(9999))).toBe('used');
    expect(codeOf(() => loginCodeStateAt(null, now))).toEqual({ code: 'CIRCLE_LOGIN_CODE_INVALID', field: 'loginCode' });
  });
  it('scanned by one phone, confirmed only by that phone', () => {
    expect(() => assertScannable(row('waiting'), 'u1', now)).not.toThrow();
    expect(() => assertScannable(row('scanned', 'u1'), 'u1', now)).not.toThrow();
    expect(codeOf(() => assertScannable(row('scanned', 'u1'), 'u2', now))).toMatchObject({ code: 'CIRCLE_LOGIN_CODE_INVALID' });
    expect(() => assertConfirmable(row('scanned', 'u1'), 'u1', now)).not.toThrow();
    expect(codeOf(() => assertConfirmable(row('scanned', 'u1'), 'u2', now))).toMatchObject({ code: 'CIRCLE_LOGIN_CODE_INVALID' });
    expect(codeOf(() => assertConfirmable(row('waiting'), 'u1', now))).toMatchObject({ code: 'CIRCLE_LOGIN_CODE_INVALID' });
    expect(codeOf(() => assertConfirmable(row('scanned', 'u1'), 'u1', at(LIMITS.circle.loginCodeSeconds)))).toMatchObject({ code: 'CIRCLE_LOGIN_CODE_INVALID' });
  });
});
