import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@card/contract';
import { newUser, randomMobile } from '../factories';
import { makeTestApp, nextAddress } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';

/**
 * Issue 7 item 1 (SMS flood) and item 10's checkMobileIsRegister: codes spend budgets per client address, per
 * device (signed-in user or device cookie) and for the whole platform; a refusal sends nothing and spends nothing.
 */
const t = await makeTestApp();
afterAll(() => t.close());

const HOUR = 3600_000;
// Every test starts at the top of a fresh hour, so the fixed hourly windows are whole and no earlier test's hits count.
let hour = Date.UTC(2027, 0, 1, 0);
beforeEach(() => {
  hour += 10 * HOUR;
  t.clock.set(new Date(hour));
});

const sentCount = () => t.sms.outbox().length;
const askCode = (phone: string, opts: { remoteAddress?: string; cookies?: Record<string, string>; token?: string } = {}) =>
  t.api.account.getVerificationCode({ body: { phone, purpose: 'register' }, ...opts });
const deviceCookieOf = (res: { headers: Headers }) => /card_device=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('a flood of new numbers from one client address', () => {
  it(`sends ${LIMITS.auth.smsPerAddressPerHour} codes, then refuses with TOO_MANY_ATTEMPTS on phone and sends nothing`, async () => {
    const before = sentCount();
    const logged = vi.spyOn(t.ctx.log, 'error');
    const answers = [];
    for (let i = 0; i < 300; i++) answers.push(await askCode(randomMobile(), { remoteAddress: '203.0.113.7' }));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(LIMITS.auth.smsPerAddressPerHour);
    expect(sentCount() - before).toBe(LIMITS.auth.smsPerAddressPerHour);
    const refusal = refusalOf(answers[LIMITS.auth.smsPerAddressPerHour]);
    expect(refusal).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'phone' });
    expect((refusal.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3500);
    expect(answers.slice(LIMITS.auth.smsPerAddressPerHour).every((r) => r.status === 429)).toBe(true);
    // One client over its own budget is not the platform's budget running out: nothing for the operator.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();

    // The refusals spent no platform budget and no other address's: another client is served at once.
    okOf(await askCode(randomMobile(), { remoteAddress: '198.51.100.9' }));
    // And the address is served again in the next hour.
    t.clock.advance(HOUR);
    okOf(await askCode(randomMobile(), { remoteAddress: '203.0.113.7' }));
  });

  it('counts login and reset codes in the same budget as register codes', async () => {
    const user = await newUser(t.ctx);
    for (let i = 0; i < LIMITS.auth.smsPerAddressPerHour - 1; i++) okOf(await askCode(randomMobile(), { remoteAddress: '203.0.113.8' }));
    okOf(await t.api.account.getVerificationCode({ body: { phone: user.phone, purpose: 'login' }, remoteAddress: '203.0.113.8' }));
    t.clock.advance(61_000);
    expect(refusalOf(await t.api.account.getVerificationCode({ body: { phone: user.phone, purpose: 'resetPwd' }, remoteAddress: '203.0.113.8' })).code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('the device budget', () => {
  it('follows a browser across addresses by its device cookie, and a refusal spends no address budget', async () => {
    const first = await askCode(randomMobile(), { remoteAddress: nextAddress() });
    okOf(first);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    for (let i = 1; i < LIMITS.auth.smsPerDevicePerHour; i++) okOf(await askCode(randomMobile(), { remoteAddress: nextAddress(), cookies: { card_device: device! } }));
    const hopped = nextAddress();
    const before = sentCount();
    expect(refusalOf(await askCode(randomMobile(), { remoteAddress: hopped, cookies: { card_device: device! } }))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'phone' });
    expect(sentCount()).toBe(before);
    // The refused request took nothing from the address it came from: its whole budget is still there.
    for (let i = 0; i < LIMITS.auth.smsPerAddressPerHour; i++) okOf(await askCode(randomMobile(), { remoteAddress: hopped }));
    expect(refusalOf(await askCode(randomMobile(), { remoteAddress: hopped })).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('is the user for a signed-in caller, whatever cookie or address it shows', async () => {
    const user = await newUser(t.ctx);
    for (let i = 0; i < LIMITS.auth.smsPerDevicePerHour; i++)
      okOf(await askCode(randomMobile(), { remoteAddress: nextAddress(), token: user.token, cookies: { card_device: `fresh${i}`.padEnd(22, 'x') } }));
    expect(refusalOf(await askCode(randomMobile(), { remoteAddress: nextAddress(), token: user.token })).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('ignores a malformed device cookie and hands out a new one', async () => {
    const res = await askCode(randomMobile(), { remoteAddress: nextAddress(), cookies: { card_device: 'x'.repeat(500) } });
    okOf(res);
    expect(deviceCookieOf(res)).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  });
});

describe('the platform budget', () => {
  it('stops every code once spent, tells the operator, and opens again the next hour', async () => {
    const original = t.ctx.config.smsGlobalPerHour;
    t.ctx.config.smsGlobalPerHour = 5;
    const logged = vi.spyOn(t.ctx.log, 'error');
    try {
      for (let i = 0; i < 5; i++) okOf(await askCode(randomMobile(), { remoteAddress: nextAddress() }));
      const before = sentCount();
      expect(refusalOf(await askCode(randomMobile(), { remoteAddress: nextAddress() }))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'phone' });
      expect(sentCount()).toBe(before);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ smsGlobalPerHour: 5 }), expect.stringMatching(/whole platform/));
      t.clock.advance(HOUR);
      okOf(await askCode(randomMobile(), { remoteAddress: nextAddress() }));
    } finally {
      t.ctx.config.smsGlobalPerHour = original;
      logged.mockRestore();
    }
  });

  it('counts the codes of signed-in flows too (they cost the same)', async () => {
    const original = t.ctx.config.smsGlobalPerHour;
    t.ctx.config.smsGlobalPerHour = 1;
    try {
      const user = await newUser(t.ctx);
      okOf(await t.api.security.getOwnPhoneCode({ body: { purpose: 'txPwd', channel: 'sms' }, token: user.token }));
      t.clock.advance(61_000);
      expect(refusalOf(await t.api.security.getOwnPhoneCode({ body: { purpose: 'txPwd', channel: 'sms' }, token: user.token })).code).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      t.ctx.config.smsGlobalPerHour = original;
    }
  });
});

describe('budgets come before anything costly', () => {
  it('refuses an over-budget caller before the captcha check and the phone lookup', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < LIMITS.auth.smsPerAddressPerHour; i++) okOf(await askCode(randomMobile(), { remoteAddress: address }));
    const registered = await newUser(t.ctx);
    // A registered phone would answer PHONE_REGISTERED: over budget, the caller learns nothing about it.
    expect(refusalOf(await askCode(registered.phone, { remoteAddress: address })).code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('checkMobileIsRegister', () => {
  const check = (phone: string, remoteAddress: string) => t.api.account.checkMobileIsRegister({ body: { phone }, remoteAddress });

  it(`answers ${LIMITS.auth.mobileCheckPerAddressPerMinute} questions a minute per address, then TOO_MANY_ATTEMPTS on phone`, async () => {
    const user = await newUser(t.ctx);
    expect(okOf(await check(user.phone, '203.0.113.30')).registered).toBe(true);
    for (let i = 1; i < LIMITS.auth.mobileCheckPerAddressPerMinute; i++) expect(okOf(await check(randomMobile(), '203.0.113.30')).registered).toBe(false);
    const refused = refusalOf(await check(user.phone, '203.0.113.30'));
    expect(refused).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'phone' });
    expect(refused).not.toHaveProperty('resultSets.registered');
    okOf(await check(user.phone, '203.0.113.31'));
    t.clock.advance(60_000);
    okOf(await check(user.phone, '203.0.113.30'));
  });

  it(`answers at most ${LIMITS.auth.mobileCheckPerAddressPerHour} an hour, however slowly asked`, async () => {
    let answered = 0;
    // Full minutes, past the point where the hourly budget runs out (the minute budget alone would allow more).
    const minutes = Math.ceil(LIMITS.auth.mobileCheckPerAddressPerHour / LIMITS.auth.mobileCheckPerAddressPerMinute) + 2;
    for (let minute = 0; minute < minutes; minute++) {
      for (let i = 0; i < LIMITS.auth.mobileCheckPerAddressPerMinute; i++) if ((await check(randomMobile(), '203.0.113.32')).status === 200) answered += 1;
      t.clock.advance(60_000);
    }
    expect(answered).toBe(LIMITS.auth.mobileCheckPerAddressPerHour);
  });
});

describe('the graphic captcha', () => {
  it(`draws ${LIMITS.auth.captchaPerAddressPerMinute} a minute per address (each costs a render and a row), then TOO_MANY_ATTEMPTS`, async () => {
    for (let i = 0; i < LIMITS.auth.captchaPerAddressPerMinute; i++) {
      expect(okOf(await t.api.security.rgRand({ remoteAddress: '203.0.113.40' })).image).toMatch(/^data:image\/png;base64,/);
    }
    expect(refusalOf(await t.api.security.rgRand({ remoteAddress: '203.0.113.40' }))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'captcha' });
    okOf(await t.api.security.rgRand({ remoteAddress: '203.0.113.41' }));
    t.clock.advance(60_000);
    okOf(await t.api.security.rgRand({ remoteAddress: '203.0.113.40' }));
  });
});
