import { describe, expect, it } from 'vitest';
import { LIMITS, MODULES } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertDetailVisible, assertNotOwnCard, assertPrivacyEditable, checkAvatarFile, cleanupDay, decideBind, errorInfo, planModuleLayout, sniffImage } from './usercentre.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof DomainError ? err.code : String(err);
  }
  return 'no error';
};

describe('one-key cleanup: LIMITS.usercentre.cleanupPerDay a local (Asia/Shanghai) day', () => {
  const morning = new Date('2026-11-21T01:00:00Z'); // 09:00 in Shanghai
  it('is three a day (the spec leaves the value to us)', () => expect(LIMITS.usercentre.cleanupPerDay).toBe(3));
  it('allows the 3rd run of the day and refuses the 4th', () => {
    expect(cleanupDay(['2026-11-21', '2026-11-21'], morning)).toEqual({ day: '2026-11-21', usedToday: 3 });
    expect(codeOf(() => cleanupDay(['2026-11-21', '2026-11-21', '2026-11-21'], morning))).toBe('CLEANUP_LIMIT');
  });
  it('allows again the next local day, even a minute after midnight in Shanghai', () => {
    const full = ['2026-11-21', '2026-11-21', '2026-11-21'];
    expect(codeOf(() => cleanupDay(full, new Date('2026-11-21T15:59:00Z')))).toBe('CLEANUP_LIMIT'); // 23:59 local
    expect(cleanupDay(full, new Date('2026-11-21T16:01:00Z'))).toEqual({ day: '2026-11-22', usedToday: 1 });
  });
});

describe('module layout', () => {
  const all = MODULES.map((m) => m.id as number);
  const body = (o: Partial<Record<'topIds' | 'mainIds' | 'bottomIds' | 'hiddenIds', number[]>>) => ({ topIds: [], mainIds: [], bottomIds: [], hiddenIds: [], ...o });

  it('puts each module in its zone, numbers sorts top → main → bottom and hides the hidden ones', () => {
    const rows = planModuleLayout(body({ topIds: [54, 3], bottomIds: [62], hiddenIds: [45] }), all);
    expect(rows).toHaveLength(MODULES.length);
    expect(rows.slice(0, 2)).toEqual([
      { moduleId: 54, zone: 'top', sort: 0, visible: true },
      { moduleId: 3, zone: 'top', sort: 1, visible: true },
    ]);
    expect(rows.at(-1)).toEqual({ moduleId: 62, zone: 'bottom', sort: MODULES.length - 1, visible: true });
    expect(rows.find((r) => r.moduleId === 45)).toMatchObject({ zone: 'main', visible: false });
  });
  it('keeps modules the request leaves out in main, in their current order', () => {
    const rows = planModuleLayout(body({ mainIds: [46] }), [62, 61, ...all]);
    expect(rows.map((r) => r.moduleId).slice(0, 3)).toEqual([46, 62, 61]);
    expect(new Set(rows.map((r) => r.moduleId)).size).toBe(MODULES.length);
  });
  it('refuses an unknown id, naming the zone field', () => {
    expect(codeOf(() => planModuleLayout(body({ bottomIds: [7] }), all))).toBe('MODULE_NOT_EXIST');
    expect(codeOf(() => planModuleLayout(body({ hiddenIds: [999] }), all))).toBe('MODULE_NOT_EXIST');
    try {
      planModuleLayout(body({ bottomIds: [7] }), all);
    } catch (e) {
      expect((e as DomainError).details?.field).toBe('bottomIds');
    }
  });
  it('refuses a module in two zones, or twice in one zone', () => {
    expect(codeOf(() => planModuleLayout(body({ topIds: [3], bottomIds: [3] }), all))).toBe('MODULE_DUPLICATE');
    expect(codeOf(() => planModuleLayout(body({ mainIds: [4, 4] }), all))).toBe('MODULE_DUPLICATE');
  });
  it('accepts every module in one zone (the largest list)', () => {
    expect(planModuleLayout(body({ bottomIds: all }), all).every((r) => r.zone === 'bottom')).toBe(true);
  });
});

describe('privacy, bind requests, own card, detail visibility', () => {
  it('refuses privacy changes only when the company locks them', () => {
    expect(codeOf(() => assertPrivacyEditable({ lockPrivacy: true }))).toBe('COMPANY_NOT_ALLOWED');
    expect(codeOf(() => assertPrivacyEditable({ lockPrivacy: false }))).toBe('no error');
    expect(codeOf(() => assertPrivacyEditable(null))).toBe('no error');
  });
  it('decides a pending request of the user once; others are not found', () => {
    expect(decideBind({ userId: 'u1', status: 'pending' }, 'u1', 'agreed')).toBe('agreed');
    expect(codeOf(() => decideBind({ userId: 'u2', status: 'pending' }, 'u1', 'agreed'))).toBe('NOT_FOUND');
    expect(codeOf(() => decideBind(null, 'u1', 'refused'))).toBe('NOT_FOUND');
    expect(codeOf(() => decideBind({ userId: 'u1', status: 'refused' }, 'u1', 'agreed'))).toBe('ILLEGAL_OPERATION');
  });
  it("refuses collecting one's own card", () => {
    expect(codeOf(() => assertNotOwnCard('u1', 'u1'))).toBe('OWN_CARD');
    expect(codeOf(() => assertNotOwnCard('u1', 'u2'))).toBe('no error');
  });
  it('lets strangers in only when allowed or followed; colleagues by their own switch', () => {
    const target = { id: 't', companyId: 'c1', allowStrangerSearch: false, allowColleagueView: true, hidePhone: false };
    expect(codeOf(() => assertDetailVisible(target, null, false))).toBe('USER_PRIVACY');
    expect(codeOf(() => assertDetailVisible(target, { id: 'v', companyId: null }, false))).toBe('USER_PRIVACY');
    expect(codeOf(() => assertDetailVisible(target, { id: 'v', companyId: null }, true))).toBe('no error');
    expect(codeOf(() => assertDetailVisible(target, { id: 'v', companyId: 'c1' }, false))).toBe('no error');
    expect(codeOf(() => assertDetailVisible({ ...target, allowColleagueView: false }, { id: 'v', companyId: 'c1' }, false))).toBe('USER_PRIVACY');
    expect(codeOf(() => assertDetailVisible(target, { id: 't', companyId: 'c1' }, false))).toBe('no error');
    expect(codeOf(() => assertDetailVisible({ ...target, allowStrangerSearch: true }, null, false))).toBe('no error');
  });
});

describe('avatar files by their bytes', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  it('recognises the four image types and nothing else', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('hello, I am a .png'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
  it('accepts exactly LIMITS.upload.imageMaxBytes and refuses one byte more', () => {
    const at = new Uint8Array(LIMITS.upload.imageMaxBytes);
    at.set(png);
    const over = new Uint8Array(LIMITS.upload.imageMaxBytes + 1);
    over.set(png);
    expect(checkAvatarFile(at)).toBe('image/png');
    expect(codeOf(() => checkAvatarFile(over))).toBe('UPLOAD_TOO_LARGE');
    expect(codeOf(() => checkAvatarFile(new TextEncoder().encode('not an image')))).toBe('UPLOAD_TYPE_ERROR');
  });
});

describe('error-code lookup', () => {
  it("finds a status in the caller's language; unknown is not found", () => {
    expect(errorInfo(1040001, 'zh-CN')).toEqual({ status: 1040001, code: 'CLEANUP_LIMIT', msg: '今日清理次数已达上限' });
    expect(errorInfo(1040001, 'en').msg).toBe('Cleanup limit reached today');
    expect(codeOf(() => errorInfo(4242, 'en'))).toBe('ERROR_CODE_UNKNOWN');
  });
  it('reads what people type: the code name, spaces, full-width digits', () => {
    expect(errorInfo('COMPANY_NOT_ALLOWED', 'zh-CN')).toEqual({ status: 1060003, code: 'COMPANY_NOT_ALLOWED', msg: '公司不允许修改该设置' });
    expect(errorInfo(' company_not_allowed ', 'zh-CN').status).toBe(1060003);
    expect(errorInfo('106 0003', 'zh-CN').code).toBe('COMPANY_NOT_ALLOWED');
    expect(errorInfo('１０６０００３', 'zh-CN').code).toBe('COMPANY_NOT_ALLOWED');
    expect(codeOf(() => errorInfo('NO_SUCH_THING', 'zh-CN'))).toBe('ERROR_CODE_UNKNOWN');
  });
});
