import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddNicknameCustomBody, ZBatchDelCustomsBody, ZSetPendantBody, formatIssue, labelsFor } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';
import { assertAllOwned, assertCustomRoom, assertOwnCustom, assertWearable, customView, pendantShown } from './persona.rules';
import { PENDANT_DESIGNS } from './pendant-art';

const L = LIMITS.programmePersona;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return 'no error';
};
const issueOf = (res: { success: boolean; error?: { issues: import('zod').ZodIssue[] } }) => formatIssue(res.error!.issues[0], 'zh-CN', '', labelsFor('programme'));
const id = (n: number) => `custom${String(n).padStart(4, '0')}`;

describe('pendants: shown to others only for a VIP owner and a pendant still in the catalogue', () => {
  it('VIP with a shown pendant: shown; VIP lapsed, withdrawn pendant or none: not', () => {
    expect(pendantShown({ hidden: false }, true)).toBe(true);
    expect(pendantShown({ hidden: false }, false)).toBe(false);
    expect(pendantShown({ hidden: true }, true)).toBe(false);
    expect(pendantShown(null, true)).toBe(false);
  });
  it('only a pendant in the catalogue can be put on', () => {
    expect(codeOf(() => assertWearable({ hidden: false }))).toBe('no error');
    expect(codeOf(() => assertWearable({ hidden: true }))).toEqual({ code: 'PENDANT_NOT_FOUND', field: 'pendantId' });
    expect(codeOf(() => assertWearable(null))).toEqual({ code: 'PENDANT_NOT_FOUND', field: 'pendantId' });
  });
  it('the seeded catalogue has about 8 designs in every category, ids the id format takes', () => {
    expect(PENDANT_DESIGNS.length).toBe(8);
    expect(new Set(PENDANT_DESIGNS.map((d) => d.category))).toEqual(new Set(['festival', 'business', 'fun']));
    for (const d of PENDANT_DESIGNS) expect(ZSetPendantBody.safeParse({ pendantId: d.id }).success).toBe(true);
  });
});

describe('customs: at most maxCustoms, nickname like the card name, only own ids', () => {
  it(`room: ${L.maxCustoms - 1} kept may add one more; ${L.maxCustoms} kept are full`, () => {
    expect(codeOf(() => assertCustomRoom(L.maxCustoms - 1))).toBe('no error');
    expect(codeOf(() => assertCustomRoom(L.maxCustoms))).toEqual({ code: 'PERSONA_CUSTOMS_FULL', field: 'nickname' });
    expect(codeOf(() => assertCustomRoom(L.maxCustoms + 1))).toEqual({ code: 'PERSONA_CUSTOMS_FULL', field: 'nickname' });
  });
  it(`nickname: ${L.nicknameMin} and ${L.nicknameMax} characters pass; empty and ${L.nicknameMax + 1} are refused naming the field`, () => {
    const ok = (nickname: string) => ZAddNicknameCustomBody.safeParse({ nickname, avatarUrl: '/files/a.webp' });
    expect(ok('名').success).toBe(true);
    expect(ok('名'.repeat(L.nicknameMax)).success).toBe(true);
    expect(issueOf(ok('名'.repeat(L.nicknameMax + 1)))).toMatchObject({ field: 'nickname', rule: 'length' });
    expect(issueOf(ok('  '))).toMatchObject({ field: 'nickname' });
  });
  it('avatar: required and at most avatarUrlMax characters', () => {
    const ok = (avatarUrl: string) => ZAddNicknameCustomBody.safeParse({ nickname: '名', avatarUrl });
    expect(ok('x'.repeat(L.avatarUrlMax)).success).toBe(true);
    expect(issueOf(ok('x'.repeat(L.avatarUrlMax + 1)))).toMatchObject({ field: 'avatarUrl' });
    expect(issueOf(ok(''))).toMatchObject({ field: 'avatarUrl' });
  });
  it(`batch delete: 1 to ${L.maxCustoms} ids; none or ${L.maxCustoms + 1} are refused`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => id(i)).join(',');
    expect(ZBatchDelCustomsBody.safeParse({ ids: ids(1) }).success).toBe(true);
    expect(ZBatchDelCustomsBody.safeParse({ ids: ids(L.maxCustoms) }).success).toBe(true);
    expect(issueOf(ZBatchDelCustomsBody.safeParse({ ids: ids(L.maxCustoms + 1) }))).toMatchObject({ field: 'ids' });
    expect(issueOf(ZBatchDelCustomsBody.safeParse({ ids: '' }))).toMatchObject({ field: 'ids' });
  });
  it("a custom not the caller's answers not found, like a missing one", () => {
    expect(codeOf(() => assertOwnCustom({ userId: 'u1' }, 'u1'))).toBe('no error');
    expect(codeOf(() => assertOwnCustom({ userId: 'u2' }, 'u1'))).toEqual({ code: 'PERSONA_CUSTOM_NOT_FOUND', field: 'id' });
    expect(codeOf(() => assertOwnCustom(null, 'u1'))).toEqual({ code: 'PERSONA_CUSTOM_NOT_FOUND', field: 'id' });
  });
  it('a batch with one foreign id is refused as a whole', () => {
    expect(codeOf(() => assertAllOwned([id(1), id(2)], new Set([id(1), id(2)])))).toBe('no error');
    expect(codeOf(() => assertAllOwned([id(1), id(3)], new Set([id(1)])))).toEqual({ code: 'PERSONA_CUSTOM_NOT_FOUND', field: 'ids' });
  });
  it('the view marks the default', () => {
    const row = { id: id(1), userId: 'u1', nickname: '名', avatarUrl: '/files/a.webp', createdAt: new Date('2026-01-01T00:00:00Z') };
    expect(customView(row, id(1)).isDefault).toBe(true);
    expect(customView(row, null)).toEqual({ id: id(1), nickname: '名', avatarUrl: '/files/a.webp', isDefault: false, createdAt: '2026-01-01T00:00:00.000Z' });
  });
});
