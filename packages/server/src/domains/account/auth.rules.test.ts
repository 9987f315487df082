import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { manualClock } from '../../lib/clock';
import { memoryRateStore, rateLimiter } from '../../core/rate';
import {
  assertCanSendCode,
  codeExpiry,
  failuresInWindow,
  isCaptchaRequired,
  isVoiceOffered,
  judgeCode,
  mobileCheckBudgets,
  resolveReferee,
  SMS_GLOBAL_KEY,
  smsBudgets,
  type SentCode,
} from './auth.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const S = 1000;
const MIN = 60 * S;

/** The catalogue code a rule threw, or 'none'. */
function codeOf(fn: () => unknown): string {
  try {
    fn();
    return 'none';
  } catch (err) {
    if (err instanceof DomainError) return err.code;
    throw err;
  }
}

const sent = (msAgo: number, now: Date, extra: Partial<SentCode> = {}): SentCode => ({ createdAt: new Date(now.getTime() - msAgo), consumedAt: null, channel: 'sms', attempts: 0, ...extra });

describe('sending codes', () => {
  it('refuses a new code 59 s after the last one and allows it at 60 s', () => {
    expect(LIMITS.auth.codeResendSeconds).toBe(60);
    expect(codeOf(() => assertCanSendCode([sent(59 * S, t0)], t0))).toBe('CODE_COOLDOWN');
    expect(codeOf(() => assertCanSendCode([sent(59_999, t0)], t0))).toBe('CODE_COOLDOWN');
    expect(codeOf(() => assertCanSendCode([sent(60 * S, t0)], t0))).toBe('none');
    expect(codeOf(() => assertCanSendCode([], t0))).toBe('none');
  });

  it('allows the 10th code within an hour and refuses the 11th', () => {
    const nine = Array.from({ length: 9 }, (_, i) => sent((i + 1) * 2 * MIN, t0));
    expect(codeOf(() => assertCanSendCode(nine, t0))).toBe('none');
    const ten = [...nine, sent(20 * MIN, t0)];
    expect(codeOf(() => assertCanSendCode(ten, t0))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('stops counting a code toward the hourly cap when it is exactly an hour old', () => {
    const ten = [...Array.from({ length: 9 }, (_, i) => sent((i + 1) * 2 * MIN, t0)), sent(60 * MIN - 1, t0)];
    expect(codeOf(() => assertCanSendCode(ten, t0))).toBe('TOO_MANY_ATTEMPTS');
    ten[9] = sent(60 * MIN, t0);
    expect(codeOf(() => assertCanSendCode(ten, t0))).toBe('none');
  });
});

describe('checking a code', () => {
  const hash = 'h-right';
  const code = (extra: Partial<{ attempts: number; consumedAt: Date | null; expiresAt: Date }> = {}) => ({
    codeHash: hash,
    attempts: 0,
    consumedAt: null,
    expiresAt: codeExpiry(t0),
    ...extra,
  });

  it('is valid 1 ms before the TTL and gone at exactly the TTL', () => {
    const ttl = LIMITS.auth.codeTtlMinutes * MIN;
    expect(judgeCode(code(), hash, 0, at(ttl - 1))).toBe('ok');
    expect(codeOf(() => judgeCode(code(), hash, 0, at(ttl)))).toBe('CODE_NOT_EXIST');
  });

  it('tells right from wrong, and refuses a missing or spent code', () => {
    expect(judgeCode(code(), 'h-wrong', 0, t0)).toBe('wrong');
    expect(codeOf(() => judgeCode(null, hash, 0, t0))).toBe('CODE_NOT_EXIST');
    expect(codeOf(() => judgeCode(code({ consumedAt: t0 }), hash, 0, t0))).toBe('CODE_NOT_EXIST');
  });

  it('still judges a code with max-1 wrong tries and refuses it at max', () => {
    expect(judgeCode(code({ attempts: LIMITS.auth.codeMaxAttempts - 1 }), hash, 0, t0)).toBe('ok');
    expect(codeOf(() => judgeCode(code({ attempts: LIMITS.auth.codeMaxAttempts }), hash, 0, t0))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('locks the phone once the window holds the failure limit, even for a fresh code', () => {
    expect(judgeCode(code(), hash, LIMITS.auth.codeLockAfterFailures - 1, t0)).toBe('ok');
    expect(codeOf(() => judgeCode(code(), hash, LIMITS.auth.codeLockAfterFailures, t0))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts wrong tries of codes sent inside the lock window only', () => {
    const window = LIMITS.auth.codeLockWindowMinutes * MIN;
    const inside = sent(window - 1, t0, { attempts: 4 });
    const edge = sent(window, t0, { attempts: 5 });
    expect(failuresInWindow([sent(0, t0, { attempts: 2 }), inside, edge], t0)).toBe(6);
  });
});

describe('voice offer and captcha', () => {
  it('offers a voice code at 2 unused SMS codes, not at 1', () => {
    expect(LIMITS.auth.voiceCodeAfterFailedSms).toBe(2);
    expect(isVoiceOffered([sent(0, t0)])).toBe(false);
    expect(isVoiceOffered([sent(0, t0), sent(MIN, t0)])).toBe(true);
  });

  it('starts counting again after a code was used, and does not count voice codes', () => {
    expect(isVoiceOffered([sent(0, t0), sent(MIN, t0, { consumedAt: t0 }), sent(2 * MIN, t0)])).toBe(false);
    expect(isVoiceOffered([sent(0, t0), sent(MIN, t0, { channel: 'voice' })])).toBe(false);
  });

  it('asks for the captcha on register codes only, on the voice-offer trigger', () => {
    const two = [sent(0, t0), sent(MIN, t0)];
    expect(isCaptchaRequired('register', two)).toBe(true);
    expect(isCaptchaRequired('register', two.slice(1))).toBe(false);
    expect(isCaptchaRequired('login', two)).toBe(false);
  });
});

describe('referee', () => {
  const base = { phone: '13900000001', refereePhone: '', refereeIdEcr: '' };
  const withCard = { id: 'u-ref', hasCard: true };

  it('needs none, and takes one found by phone or by card id', () => {
    expect(resolveReferee(base, {})).toBeNull();
    expect(resolveReferee({ ...base, refereePhone: '13900000002' }, { byPhone: withCard })).toBe('u-ref');
    expect(resolveReferee({ ...base, refereeIdEcr: 'cardIdOfRef1' }, { byIdEcr: withCard })).toBe('u-ref');
  });

  it('refuses a referee that does not exist', () => {
    expect(codeOf(() => resolveReferee({ ...base, refereePhone: '13900000002' }, { byPhone: null }))).toBe('REFEREE_NOT_EXIST');
    expect(codeOf(() => resolveReferee({ ...base, refereeIdEcr: 'cardIdOfRef1' }, { byIdEcr: null }))).toBe('REFEREE_NOT_EXIST');
  });

  it('refuses a relation that cannot exist: oneself, no card, two different people', () => {
    expect(codeOf(() => resolveReferee({ ...base, refereePhone: base.phone }, {}))).toBe('REFEREE_RELATION_MISSING');
    expect(codeOf(() => resolveReferee({ ...base, refereePhone: '13900000002' }, { byPhone: { id: 'u-x', hasCard: false } }))).toBe('REFEREE_RELATION_MISSING');
    expect(codeOf(() => resolveReferee({ ...base, refereePhone: '13900000002', refereeIdEcr: 'cardIdOfRef1' }, { byPhone: withCard, byIdEcr: { id: 'u-other', hasCard: true } }))).toBe(
      'REFEREE_RELATION_MISSING',
    );
  });
});

describe('SMS budgets', () => {
  const HOUR = 3600_000;
  it('spends address, device and platform budgets, the platform last', () => {
    const checks = smsBudgets({ address: '203.0.113.7', device: 'cookie:abc' }, 1000);
    expect(checks.map((c) => c.key)).toEqual(['sms:ip:203.0.113.7', 'sms:dev:cookie:abc', SMS_GLOBAL_KEY]);
    expect(checks.map((c) => c.rule)).toEqual([
      { max: LIMITS.auth.smsPerAddressPerHour, windowMs: HOUR },
      { max: LIMITS.auth.smsPerDevicePerHour, windowMs: HOUR },
      { max: 1000, windowMs: HOUR },
    ]);
  });
  it('spends only the platform budget for a code of a signed-in flow (no caller), and no device budget without one', () => {
    expect(smsBudgets(null, 5).map((c) => c.key)).toEqual([SMS_GLOBAL_KEY]);
    expect(smsBudgets({ address: '::1', device: null }, 5).map((c) => c.key)).toEqual(['sms:ip:::1', SMS_GLOBAL_KEY]);
  });
  it('allows the 60th code of an address in an hour and refuses the 61st (through the limiter)', async () => {
    const clock = manualClock(new Date('2026-11-23T10:00:00Z'));
    const limiter = rateLimiter(
      memoryRateStore(() => clock.now().getTime()),
      clock,
    );
    const caller = { address: '203.0.113.7', device: null };
    for (let i = 0; i < LIMITS.auth.smsPerAddressPerHour; i++) expect(await limiter.take(smsBudgets(caller, 10_000))).toBeNull();
    expect((await limiter.take(smsBudgets(caller, 10_000)))?.check.key).toBe('sms:ip:203.0.113.7');
    clock.advance(HOUR);
    expect(await limiter.take(smsBudgets(caller, 10_000))).toBeNull();
  });
  it('bounds "is this phone registered?" per address per minute and per hour', () => {
    expect(mobileCheckBudgets('203.0.113.7').map((c) => c.rule)).toEqual([
      { max: LIMITS.auth.mobileCheckPerAddressPerMinute, windowMs: 60_000 },
      { max: LIMITS.auth.mobileCheckPerAddressPerHour, windowMs: HOUR },
    ]);
  });
});
