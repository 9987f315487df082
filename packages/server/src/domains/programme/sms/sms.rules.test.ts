import { describe, expect, it } from 'vitest';
import { isSmsSignText, LIMITS, smsFullText, smsSegments } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';
import {
  assertColleague,
  assertSetting,
  assertSignRoom,
  assertSignText,
  assertWithinDay,
  dailyLimitOf,
  dayStartOf,
  maskMobile,
  packOf,
  packRefundTake,
  recordStatus,
  sendPlan,
  uniqueMobiles,
  signDecision,
} from './sms.rules';

const L = LIMITS.programmeSms;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? `${e.code}:${e.details?.field ?? ''}` : String(e);
  }
};

describe('sms sign text', () => {
  it('takes 2-12 Chinese, Latin or digit characters', () => {
    expect(isSmsSignText('名片')).toBe(true);
    expect(isSmsSignText('名')).toBe(false);
    expect(isSmsSignText('a'.repeat(L.signMax))).toBe(true);
    expect(isSmsSignText('测'.repeat(L.signMax + 1))).toBe(false);
    expect(isSmsSignText('Card2026')).toBe(true);
  });
  it('refuses punctuation, spaces, brackets and emoji', () => {
    for (const bad of ['名 片', '名片!', '【名片】', '名片😀', 'a_b', '名片。']) expect(isSmsSignText(bad)).toBe(false);
    expect(codeOf(() => assertSignText('x'))).toBe('SMS_SIGN_INVALID:text');
    expect(codeOf(() => assertSignText('好名片'))).toBeNull();
  });
  it('keeps at most signsMax signs and signsPendingMax pending, no duplicates', () => {
    const pend = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `p${i}`, status: 'pending' }));
    expect(codeOf(() => assertSignRoom(pend(L.signsPendingMax - 1), 'new'))).toBeNull();
    expect(codeOf(() => assertSignRoom(pend(L.signsPendingMax), 'new'))).toBe('SMS_SIGNS_FULL:text');
    const done = Array.from({ length: L.signsMax - 1 }, (_, i) => ({ text: `a${i}`, status: 'approved' }));
    expect(codeOf(() => assertSignRoom(done, 'new'))).toBeNull();
    expect(codeOf(() => assertSignRoom([...done, { text: 'x', status: 'rejected' }], 'new'))).toBe('SMS_SIGNS_FULL:text');
    expect(codeOf(() => assertSignRoom([{ text: 'a0', status: 'approved' }], 'a0'))).toBe('SMS_SIGN_DUPLICATE:text');
    expect(codeOf(() => assertSignRoom([{ text: 'a0', status: 'rejected' }], 'a0'))).toBeNull();
  });
});

describe('sms segments and cost', () => {
  it('charges one credit per started 70 characters', () => {
    expect(smsSegments('a')).toBe(1);
    expect(smsSegments('a'.repeat(L.segmentChars))).toBe(1);
    expect(smsSegments('a'.repeat(L.segmentChars + 1))).toBe(2);
    expect(smsSegments('测'.repeat(L.segmentChars * 2))).toBe(2);
    expect(smsSegments('😀'.repeat(L.segmentChars))).toBe(1); // code points, not UTF-16 units
  });
  it('counts the sign in the text limit and multiplies by recipients', () => {
    const sign = '名片';
    const room = L.textMax - smsFullText(sign, '').length;
    const plan = sendPlan(sign, 'x'.repeat(room), 3);
    expect(plan.segments).toBe(Math.ceil(L.textMax / L.segmentChars));
    expect(plan.cost).toBe(plan.segments * 3);
    expect(codeOf(() => sendPlan(sign, 'x'.repeat(room + 1), 1))).toBe('SMS_TEXT_TOO_LONG:text');
    const short = sendPlan(sign, 'x'.repeat(L.segmentChars - 4), 2); // 【名片】 is 4 characters: exactly one segment
    expect(short.full).toBe(`【名片】${'x'.repeat(66)}`);
    expect(short.cost).toBe(2);
    expect(sendPlan(sign, 'x'.repeat(L.segmentChars - 3), 2).cost).toBe(4);
  });
  it('sends a repeated number once', () => {
    expect(uniqueMobiles(['13800138000', '13900139000', '13800138000'])).toEqual(['13800138000', '13900139000']);
  });
});

describe('sms daily limits', () => {
  it('uses the own cap under the platform one', () => {
    expect(dailyLimitOf(0)).toBe(L.platformDailyMax);
    expect(dailyLimitOf(10)).toBe(10);
    expect(dailyLimitOf(L.platformDailyMax + 1)).toBe(L.platformDailyMax);
  });
  it('allows up to the limit, not one past it', () => {
    expect(codeOf(() => assertWithinDay(8, 2, 10))).toBeNull();
    expect(codeOf(() => assertWithinDay(8, 3, 10))).toBe('SMS_DAILY_CAP:mobiles');
  });
  it('starts the day at midnight China time', () => {
    expect(dayStartOf(new Date('2026-11-24T15:59:59Z')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(dayStartOf(new Date('2026-11-24T16:00:00Z')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});

describe('sms misc rules', () => {
  it('record states, masks, packs and refunds', () => {
    expect(recordStatus(2, 0)).toBe('sent');
    expect(recordStatus(1, 1)).toBe('partial');
    expect(recordStatus(0, 2)).toBe('failed');
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(packOf('p100').credits).toBe(100);
    expect(codeOf(() => packOf('p1'))).toBe('SMS_PACK_NOT_FOUND:packCode');
    expect(packRefundTake(30, 100)).toBe(30);
    expect(packRefundTake(300, 100)).toBe(100);
    expect(packRefundTake(0, 100)).toBe(0);
  });
  it('needs a template for auto-send and a colleague for a grant', () => {
    expect(codeOf(() => assertSetting({ autoSend: true, autoTemplate: ' ' }))).toBe('SMS_TEMPLATE_REQUIRED:autoTemplate');
    expect(codeOf(() => assertSetting({ autoSend: false, autoTemplate: '' }))).toBeNull();
    expect(codeOf(() => assertColleague('a', 'c1', 'b', 'c1'))).toBeNull();
    expect(codeOf(() => assertColleague('a', 'c1', 'b', 'c2'))).toBe('SMS_GRANT_NOT_COLLEAGUE:phoneIdEcr');
    expect(codeOf(() => assertColleague('a', null, 'b', null))).toBe('SMS_GRANT_NOT_COLLEAGUE:phoneIdEcr');
    expect(codeOf(() => assertColleague('a', 'c1', 'a', 'c1'))).toBe('SMS_GRANT_NOT_COLLEAGUE:phoneIdEcr');
  });
});

describe('sign decision (issue 32)', () => {
  it('a rejection needs a reason; an approval keeps none; the reason is trimmed', () => {
    expect(signDecision(true, 'ignored')).toEqual({ status: 'approved', reason: '' });
    expect(signDecision(false, ' 与执照不符 ')).toEqual({ status: 'rejected', reason: '与执照不符' });
    for (const r of ['', '   ']) {
      try {
        signDecision(false, r);
        expect.unreachable();
      } catch (e) {
        expect((e as DomainError).code).toBe('SMS_REJECT_REASON_REQUIRED');
      }
    }
  });
});
