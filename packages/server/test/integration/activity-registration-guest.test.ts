import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newActivity, newUser, type FactoryUser } from '../factories';

/**
 * Issue 32: a visitor from a shared link registers without an account. The phone is proved by an SMS code of
 * purpose activityRegister (sent through getVerificationCode under the sign-up budgets), the registration is stored
 * under that phone in its own columns (no account, no key in userId), no account is made; an account opened later
 * with the phone takes the registration over; a wrong, expired or reused code, a second registration of the phone, a fee and a
 * burst of submissions are refused with catalogue codes naming the field.
 */
let t: TestApp;
let owner: FactoryUser;
let n = 0;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '主办方' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.activity;
/** A phone of its own per test, from its own address, so cool-downs and budgets of one test do not touch another. */
const phone = () => `1391234${String((n += 1)).padStart(4, '0')}`;
const addressOf = (p: string) => `10.32.${Number(p.slice(-4)) % 250}.${Number(p.slice(-2)) + 1}`;
const sendCode = async (mobile: string) => okOf(await t.api.account.getVerificationCode({ body: { phone: mobile, purpose: 'activityRegister' }, remoteAddress: addressOf(mobile) }));
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
    expect(await t.ctx.db.activityRegistration.findUniqueOrThrow({ where: { id: r.registration.id }, select: { userId: true, guestRegion: true, guestPhone: true } })).toEqual({
      userId: null,
      guestRegion: '+86',
      guestPhone: mobile,
    });
    // The organiser sees the visitor by name, marked as a visitor with the verified phone masked.
    const attendees = okOf(await api().findAttendees({ body: { id: page.id }, token: owner.token }));
    expect(attendees.items.map((a) => ({ name: a.name, mobile: a.mobile, guest: a.guest }))).toEqual([
      { name: '李四', mobile, guest: { phoneMasked: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` } },
    ]);
    const csv = (await api().exportAttendees({ query: { id: page.id }, token: owner.token })).body as string;
    expect(csv).toMatch(new RegExp(`李四,${mobile},星辰科技,已报名,0\\.00,[^,]+,访客（未注册，手机已验证）\r\n`));

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
    expect(refusalOf(await t.api.account.getVerificationCode({ body: { phone: mobile, purpose: 'activityRegister' }, remoteAddress: addressOf(mobile) })).code).toBe('CODE_COOLDOWN');

    const page = await newActivity(t.ctx, owner, { kind: 'form' });
    const from = '10.99.0.1';
    const attempt = () => api().submitGuestRegistration({ body: { id: page.id, name: '李四', mobile, code: '0000', answers: {} }, remoteAddress: from });
    for (let i = 0; i < LIMITS.activity.regSubmitsPerHour; i += 1) expect(refusalOf(await attempt()).code).toBe('REG_ANSWER_REQUIRED');
    expect(refusalOf(await attempt()).code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe("a visitor's registration among accounts' (issue 32)", () => {
  const registerGuest = async (activityId: string, mobile = phone()) => {
    await sendCode(mobile);
    return { mobile, reg: okOf(await guest(activityId, mobile, t.lastCode(mobile))).registration };
  };

  it('an account opened later with the same phone takes the registration over: 我的报名 lists it, it can cancel it', async () => {
    const page = await newActivity(t.ctx, owner, { kind: 'form' });
    const { mobile, reg } = await registerGuest(page.id);
    const other = await registerGuest(page.id); // another visitor's stays theirs
    okOf(await t.api.account.getVerificationCode({ body: { phone: mobile, purpose: 'register' }, remoteAddress: addressOf(mobile) }));
    const { token } = okOf(await t.api.account.createUser({ body: { phone: mobile, code: t.lastCode(mobile), agree: true }, remoteAddress: addressOf(mobile) }));
    const user = await t.ctx.db.user.findFirstOrThrow({ where: { phone: mobile }, select: { id: true } });
    expect(await t.ctx.db.activityRegistration.findUniqueOrThrow({ where: { id: reg.id }, select: { userId: true, guestRegion: true, guestPhone: true } })).toEqual({
      userId: user.id,
      guestRegion: null,
      guestPhone: null,
    });
    expect((await t.ctx.db.activityRegistration.findUniqueOrThrow({ where: { id: other.reg.id } })).userId).toBeNull();
    const mine = okOf(await api().findMyRegistrations({ body: {}, token }));
    expect(mine.items.map((m) => ({ id: m.id, guest: m.guest }))).toEqual([{ id: reg.id, guest: null }]);
    // Now an account's: signed in, the same phone is refused again as already registered, and may cancel.
    expect(refusalOf(await api().submitRegistration({ body: { id: page.id, name: '李四', mobile, answers: { f1: '星辰科技' } }, token })).code).toBe('REG_ALREADY');
    expect(okOf(await api().cancelRegistration({ body: { id: reg.id }, token })).state).toBe('cancelled');
  });

  it("is nobody's to cancel; the organiser checks it in; cancelling the activity cancels it and messages accounts only", async () => {
    const a = await newActivity(t.ctx, owner, { kind: 'activity' });
    const { reg } = await registerGuest(a.id);
    const someone = await newUser(t.ctx);
    okOf(await api().submitRegistration({ body: { id: a.id, name: '王五', mobile: '13700001111', answers: { f1: '星辰科技' } }, token: someone.token }));
    expect(refusalOf(await api().cancelRegistration({ body: { id: reg.id }, token: someone.token })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().checkInAttendee({ body: { id: reg.id }, token: someone.token })).code).toBe('NOT_FOUND');
    expect(okOf(await api().checkInAttendee({ body: { id: reg.id }, token: owner.token })).checkedInAt).toBeTruthy();

    const messages = await t.ctx.db.message.count();
    okOf(await api().cancelActivity({ body: { id: a.id }, token: owner.token }));
    expect((await t.ctx.db.activityRegistration.findUniqueOrThrow({ where: { id: reg.id } })).state).toBe('cancelled');
    expect(await t.ctx.db.message.count()).toBe(messages + 1);
    expect(await t.ctx.db.message.count({ where: { userId: someone.id, subjectId: a.id } })).toBe(1);
  });
});

describe('the migration of visitors stored the old way', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const engineDir = process.env.TEST_POSTGRES_URL ? 'prisma/postgres/migrations' : 'prisma/migrations';
  const file = fs.readFileSync(path.join(root, engineDir, '20261130020401_activity_registration_guest_columns', 'migration.sql'), 'utf8');
  // Only the statement that moves the rows: the rest of the file reshapes the table the test database already has.
  const move = file.match(/UPDATE "ActivityRegistration"[\s\S]*?;/)![0];

  it('moves userId "guest:<region><phone>" to the guest columns for every region; accounts\' rows stay; twice changes nothing more', async () => {
    const page = await newActivity(t.ctx, owner, { kind: 'form' });
    const someone = await newUser(t.ctx);
    const old = { '+86': '13912345678', '+852': '61234567', '+853': '66123456', '+886': '912345678' } as const;
    const at = t.clock.now();
    const row = (id: string, userId: string) => ({ id, activityId: page.id, userId, name: '旧访客', mobile: '13912345678', createdAt: at, updatedAt: at });
    for (const [region, national] of Object.entries(old)) await t.ctx.db.activityRegistration.create({ data: row(`old-${region}-${page.id}`, `guest:${region}${national}`) });
    await t.ctx.db.activityRegistration.create({ data: row(`acct-${page.id}`, someone.id) });
    for (let i = 0; i < 2; i += 1) await t.ctx.db.$executeRawUnsafe(move);
    const after = await t.ctx.db.activityRegistration.findMany({ where: { activityId: page.id }, select: { id: true, userId: true, guestRegion: true, guestPhone: true } });
    expect(Object.fromEntries(after.map((r) => [r.id, { userId: r.userId, guestRegion: r.guestRegion, guestPhone: r.guestPhone }]))).toEqual({
      ...Object.fromEntries(Object.entries(old).map(([region, national]) => [`old-${region}-${page.id}`, { userId: null, guestRegion: region, guestPhone: national }])),
      [`acct-${page.id}`]: { userId: someone.id, guestRegion: null, guestPhone: null },
    });
  });
});
