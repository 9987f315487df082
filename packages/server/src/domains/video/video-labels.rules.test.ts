import { describe, expect, it } from 'vitest';
import { LIMITS, ZLabelNameBody, ZTypeNameBody } from '@card/contract';
import {
  adminCompanyOf,
  assertCompanyLabelRoom,
  assertFollowRoom,
  assertNameFree,
  assertOwnLabelRoom,
  assertTypeRoom,
  isOwnCardParam,
  labelName,
  mayUseLabel,
  scopeOf,
} from './video-labels.rules';

const V = LIMITS.video;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code: string }).code;
  }
};
const platform = { userId: null, companyId: null };
const own = { userId: 'u1', companyId: null };
const company = { userId: null, companyId: 'c1' };

describe('label names', () => {
  it("takes 1 to 8 characters and refuses 9 or none (the contract's fields)", () => {
    expect(ZLabelNameBody.safeParse({ name: '美'.repeat(V.labelNameMax) }).success).toBe(true);
    expect(ZLabelNameBody.safeParse({ name: '美'.repeat(V.labelNameMax + 1) }).success).toBe(false);
    expect(ZLabelNameBody.safeParse({ name: '' }).success).toBe(false);
    expect(ZTypeNameBody.safeParse({ name: '类'.repeat(V.typeNameMax) }).success).toBe(true);
    expect(ZTypeNameBody.safeParse({ name: '类'.repeat(V.typeNameMax + 1) }).success).toBe(false);
  });
  it("refuses a name another label has (case and blanks aside), but not the renamed label's own", () => {
    const list = [
      { id: 'a', name: 'Food' },
      { id: 'b', name: '旅行' },
    ];
    expect(codeOf(() => assertNameFree(list, ' food ', 'VIDEO_LABEL_DUPLICATE'))).toBe('VIDEO_LABEL_DUPLICATE');
    expect(codeOf(() => assertNameFree(list, 'FOOD', 'VIDEO_LABEL_DUPLICATE', 'a'))).toBeNull();
    expect(codeOf(() => assertNameFree(list, '旅行', 'VIDEO_TYPE_DUPLICATE', 'a'))).toBe('VIDEO_TYPE_DUPLICATE');
    expect(codeOf(() => assertNameFree(list, '美食', 'VIDEO_LABEL_DUPLICATE'))).toBeNull();
  });
  it("shows a seeded topic's English name in English only when it has one", () => {
    expect(labelName({ name: '美食', nameEn: 'Food' }, 'en')).toBe('Food');
    expect(labelName({ name: '美食', nameEn: 'Food' }, 'zh-CN')).toBe('美食');
    expect(labelName({ name: '我的', nameEn: '' }, 'en')).toBe('我的');
  });
});

describe('caps at their edge and one past it', () => {
  it('own labels, company labels, types and follows', () => {
    expect(codeOf(() => assertOwnLabelRoom(V.ownLabelsMax - 1))).toBeNull();
    expect(codeOf(() => assertOwnLabelRoom(V.ownLabelsMax))).toBe('VIDEO_LABELS_FULL');
    expect(codeOf(() => assertCompanyLabelRoom(V.companyLabelsMax - 1))).toBeNull();
    expect(codeOf(() => assertCompanyLabelRoom(V.companyLabelsMax))).toBe('VIDEO_LABELS_FULL');
    expect(codeOf(() => assertTypeRoom(V.typesMax - 1))).toBeNull();
    expect(codeOf(() => assertTypeRoom(V.typesMax))).toBe('VIDEO_TYPES_FULL');
    expect(codeOf(() => assertFollowRoom(V.labelFollowsMax - 1))).toBeNull();
    expect(codeOf(() => assertFollowRoom(V.labelFollowsMax))).toBe('VIDEO_LABEL_FOLLOWS_FULL');
  });
});

describe('who may use a label', () => {
  it('platform topics for all, company labels for colleagues, own labels for their owner', () => {
    expect([scopeOf(platform), scopeOf(own), scopeOf(company)]).toEqual(['platform', 'own', 'company']);
    expect(mayUseLabel(platform, { id: 'x', companyId: null })).toBe(true);
    expect(mayUseLabel(own, { id: 'u1', companyId: null })).toBe(true);
    expect(mayUseLabel(own, { id: 'u2', companyId: null })).toBe(false);
    expect(mayUseLabel(company, { id: 'u2', companyId: 'c1' })).toBe(true);
    expect(mayUseLabel(company, { id: 'u2', companyId: 'c2' })).toBe(false);
    expect(mayUseLabel(company, { id: 'u2', companyId: null })).toBe(false);
  });
  it('company labels are kept by admins only', () => {
    expect(adminCompanyOf({ id: 'u', companyId: 'c1', companyRole: 'admin' })).toBe('c1');
    expect(codeOf(() => adminCompanyOf({ id: 'u', companyId: 'c1', companyRole: 'member' }))).toBe('NO_PERMISSION');
    expect(codeOf(() => adminCompanyOf({ id: 'u', companyId: null, companyRole: null }))).toBe('NO_PERMISSION');
  });
  it("`0` is the caller's own card and needs a session", () => {
    expect(isOwnCardParam('0', 'u1')).toBe(true);
    expect(isOwnCardParam('abcdefgh12', 'u1')).toBe(false);
    expect(codeOf(() => isOwnCardParam('0', null))).toBe('NOT_LOGGED_IN');
  });
});
