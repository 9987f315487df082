import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newActivity, newUser, type FactoryUser } from '../factories';

/**
 * Issue 32: a visitor from a shared link registers without an account. The phone is proved by an SMS code of
 * purpose activityRegister (sent through getVerificationCode under the sign-up budgets), the registration is keyed by
 * that phone, no account is made; a wrong, expired or reused code, a second registration of the phone, a fee and a
 * burst of submissions are refused with catalogue codes naming the field.
 */
let t: TestApp;
let owner: FactoryUser;
let n = 0;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '主办方' });
});
afterAll(async () => { await t.close(); });

const api = () => t.api.activity;
/** A phone of its own per test, from its own address, so cool-downs and budgets of one test do not touch another. */
const phone = () => `1391234${String((n += 1)).padStart(4, '0')}`;
const addressOf = (p: string) => `10.32.${Number(p.slice(-4)) % 250}.${Number(p.slice(-2)) + 1}`;
const sendCode = async (mobile: string) =>
  okOf(await t.api.account.getVerificationCode({ body: { phone: mobile, purpose: 'activityRegister' }, remoteAddress: addressOf(mobile) }));
const guest = (id: string, mobile: string, code: string, answers: Record<string, string> = { f1: '星辰科技' }) =>
  api().submitGuestRegistration({ body: { id, name: '李四', mobile, code, answers }, remoteAddress: addressOf(mobile) });
const enrolledOf = async (id: string) => (await t.ctx.db.activity.findUniqueOrThrow({ where: { id } })).enrolled;

describe('a visitor registers with an SMS code, no account', () => {
  it('the right code registers the verified phone; no user is made; the owner sees them; the phone cannot register twice', async () => {
    const page = await newActivity(t.ctx, owner, { kind: 'form' });
    const mobile = phone();
    const users = await t.ctx.db.user.count();
    await sendCode(mobile);
    const r = okOf(await guest(page.id, mobile, t.lastCode(mobile)));
    expect(r).toMatchObject({ orderId: null, registration: { state: 'registered', name: '李四', mobile } });
    expect(await t.ctx.db.user.count()).toBe(users);
    expect(await enrolledOf(page.id)).toBe(1);
    const attendees = okOf(await api().findAttendees({ body: { id: page.id }, token: owner.token }));
    expect(attendees.items.map((a) => a.mobile)).toEqual([mobile]);

    // The code is spent, and a new one does not let the same phone register again.
    expect(refusalOf(await guest(page.id, mobile, t.lastCode(mobile)))).toMatchObject({ code: 'REG_ALREADY', field: 'id' });
    t.clock.advance(LIMITS.auth.codeResendSeconds * 1000 + 1000);
    await sendCode(mobile);
    expect(refusalOf(await guest(page.id, mobile, t.lastCode(mobile)))).toMatchObject({ code: 'REG_ALREADY', field: 'id' });
    expect(await enrolledOf(page.id)).toBe(1);
  });

  it('a wrong code and an expired code are refused naming the code field and write nothing', async () => {
    const page = await newActivity(t.ctx, owner, { kind: 'form' });
    const mobile = phone();
    await sendCode(mobile);
    const right = t.lastCode(mobile);
    const wrong = right === '0000' ? '1111' : '0000';
    expect(refusalOf(await guest(page.id, mobile, wrong))).toMatchObject({ code: 'CODE_WRONG', field: 'code' });
    t.clock.advance(LIMITS.auth.codeTtlMinutes * 60_000 + 1000);
    expect(refusalOf(await guest(page.id, mobile, right))).toMatchObject({ code: 'CODE_NOT_EXIST', field: 'code' });
    expect(await enrolledOf(page.id)).toBe(0);
    expect(await t.ctx.db.activityRegistration.count({ where: { activityId: page.id } })).toBe(0);
  });

  it('a missing answer, a bad phone or a missing code are refused by field before the code is spent', async () => {
    const page = await newActivity(t.ctx, owner, { kind: 'form' });
    const mobile = phone();
    await sendCode(mobile);
    const code = t.lastCode(mobile);
    expect(refusalOf(await guest(page.id, mobile, code, {}))).toMatchObject({ code: 'REG_ANSWER_REQUIRED', field: 'answers.f1' });
    expect(refusalOf(await guest(page.id, '123', code)).field).toBe('mobile');
    expect(refusalOf(await guest(page.id, mobile, '')).field).toBe('code');
    okOf(await guest(page.id, mobile, code)); // the same code still works: nothing before spent it
  });

  it('an activity with a fee needs an account', async () => {
    const paid = await newActivity(t.ctx, owner, { feeFen: 5000 });
    const mobile = phone();
    await sendCode(mobile);
    expect(refusalOf(await guest(paid.id, mobile, t.lastCode(mobile)))).toMatchObject({ code: 'REG_GUEST_PAID', field: 'id' });
    expect(await enrolledOf(paid.id)).toBe(0);
  });
});

describe('rate limits as for sign-up', () => {
  it('a second code inside the resend wait is refused; submissions from one address stop at the hourly budget', async () => {
    const mobile = phone();
    await sendCode(mobile);
    expect(refusalOf(await t.api.account.getVerificationCode({ body: { phone: mobile, purpose: 'activityRegister' }, remoteAddress: addressOf(mobile) })).code)
      .toBe('CODE_COOLDOWN');

    const page = await newActivity(t.ctx, owner, { kind: 'form' });
    const from = '10.99.0.1';
    const attempt = () => api().submitGuestRegistration({ body: { id: page.id, name: '李四', mobile, code: '0000', answers: {} }, remoteAddress: from });
    for (let i = 0; i < LIMITS.activity.regSubmitsPerHour; i += 1) expect(refusalOf(await attempt()).code).toBe('REG_ANSWER_REQUIRED');
    expect(refusalOf(await attempt()).code).toBe('TOO_MANY_ATTEMPTS');
  });
});
