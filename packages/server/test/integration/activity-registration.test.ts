import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { PLATFORM_ACCOUNTS, walletBalances } from '../../src/core/ledger';
import { registrationRepository } from '../../src/domains/activity/activity-registration.repository';
import { closeExpiredOrders } from '../../src/domains/orders';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { fundWallet, newActivity, newUser, setTxPwd, type FactoryUser } from '../factories';

/**
 * Registration through the typed client on a real database: registration pages (module 62), the form, free and paid
 * registration (wallet pay with the ledger balanced and the owner's frozen income), seats never past the places
 * under simultaneous sign-ups, an unpaid order closing with its seat back, cancelActivity refunding paid fees and
 * safe to run again, the attendee list and CSV export, and someone else's id answering NOT_FOUND.
 */
let t: TestApp;
let owner: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '主办方' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.activity;
const acct = async (id: string) => Number((await t.ctx.db.ledgerAccount.findUnique({ where: { id } }))?.balanceFen ?? 0n);
const enrolledOf = async (id: string) => (await t.ctx.db.activity.findUnique({ where: { id } }))!.enrolled;
const form = { name: '张三', mobile: '13800138000', answers: { f1: '星辰科技' } };
async function payer(fund = 100_000) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, fund);
  await setTxPwd(t.ctx, u.id);
  return u;
}

describe('registration pages (module 62) and their form', () => {
  it('creates, fields, publishes, lists, closes; refusals name the field', async () => {
    const page = okOf(await api().saveRegistrationPage({ body: { title: '读书会报名', intro: '每月一次', capacity: 30 }, token: owner.token }));
    expect(page).toMatchObject({ kind: 'form', status: 'draft', feeFen: 0, capacity: 30, phase: 'draft' });
    const saved = okOf(
      await api().saveRegistrationFields({
        body: {
          id: page.id,
          fields: [
            { label: '公司', kind: 'text', required: true, options: [] },
            { label: '尺码', kind: 'select', required: false, options: ['S', 'M'] },
          ],
        },
        token: owner.token,
      }),
    );
    expect(saved.fields.map((f) => [f.label, f.kind, f.options.length])).toEqual([
      ['公司', 'text', 0],
      ['尺码', 'select', 2],
    ]);
    expect(
      refusalOf(
        await api().saveRegistrationFields({
          body: {
            id: page.id,
            fields: [
              { label: 'A', kind: 'text', required: false, options: [] },
              { label: 'a', kind: 'text', required: false, options: [] },
            ],
          },
          token: owner.token,
        }),
      ),
    ).toMatchObject({ code: 'REG_FIELD_LABEL_DUPLICATE', field: 'fields.1.label' });
    expect(refusalOf(await api().saveRegistrationPage({ body: { title: 'x'.repeat(LIMITS.activity.regTitleMax + 1) }, token: owner.token })).field).toBe('title');
    expect(
      refusalOf(await api().saveRegistrationPage({ body: { id: page.id, title: '读书会', signUpEnd: new Date(t.clock.now().getTime() - 1000).toISOString() }, token: owner.token })),
    ).toMatchObject({ code: 'REG_SIGN_UP_END_PAST', field: 'signUpEnd' });
    expect(okOf(await api().findRegisterDetail({ body: { id: page.id }, token: owner.token })).refusal).toBe('draft');
    expect(refusalOf(await api().findRegisterDetail({ body: { id: page.id } })).code).toBe('NOT_FOUND');
    okOf(await api().publishRegistrationPage({ body: { id: page.id }, token: owner.token }));
    expect(refusalOf(await api().publishRegistrationPage({ body: { id: page.id }, token: owner.token })).code).toBe('REG_STATE_INVALID');
    expect(okOf(await api().findMyRegistrationPages({ body: {}, token: owner.token })).items.map((p) => p.id)).toContain(page.id);
    const u = await newUser(t.ctx);
    const detail = okOf(await api().findRegisterDetail({ body: { id: page.id }, token: u.token }));
    expect(detail).toMatchObject({ refusal: null, mine: null, activity: { open: true, title: '读书会报名' } });
    okOf(await api().closeRegistrationPage({ body: { id: page.id }, token: owner.token }));
    expect(refusalOf(await api().submitRegistration({ body: { id: page.id, ...form, answers: { [saved.fields[0]!.id]: 'x' } }, token: u.token }))).toMatchObject({
      code: 'REG_CLOSED',
      field: 'id',
    });
  });

  it("someone else's page or activity answers NOT_FOUND for every owner call and changes nothing", async () => {
    const a = await newActivity(t.ctx, owner, { kind: 'form' });
    const other = await newUser(t.ctx, { vip: 'active' });
    const id = a.id;
    for (const res of [
      await api().saveRegistrationPage({ body: { id, title: '改' }, token: other.token }),
      await api().publishRegistrationPage({ body: { id }, token: other.token }),
      await api().closeRegistrationPage({ body: { id }, token: other.token }),
      await api().delRegistrationPage({ body: { id }, token: other.token }),
      await api().saveRegistrationFields({ body: { id, fields: [] }, token: other.token }),
      await api().findRegistrationFields({ body: { id }, token: other.token }),
      await api().findAttendees({ body: { id }, token: other.token }),
      await api().cancelActivity({ body: { id }, token: other.token }),
    ])
      expect(refusalOf(res)).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    const res = await api().exportAttendees({ query: { id }, token: other.token });
    expect(res.status).not.toBe(200);
    expect((await t.ctx.db.activity.findUnique({ where: { id } }))!.title).toBe('报名页');
  });
});

describe('registering', () => {
  it('free: registered, answers labelled, already registered, own refused, answers checked; cancel gives the seat back', async () => {
    const a = await newActivity(t.ctx, owner, { capacity: 5 });
    const u = await newUser(t.ctx);
    const done = okOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: u.token }));
    expect(done.orderId).toBeNull();
    expect(done.registration).toMatchObject({ state: 'registered', name: '张三', answers: [{ fieldId: 'f1', label: '公司', value: '星辰科技' }] });
    expect(await enrolledOf(a.id)).toBe(1);
    expect(refusalOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: u.token })).code).toBe('REG_ALREADY');
    expect(refusalOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: owner.token })).code).toBe('REG_OWN');
    const v = await newUser(t.ctx);
    expect(refusalOf(await api().submitRegistration({ body: { id: a.id, ...form, answers: {} }, token: v.token }))).toMatchObject({ code: 'REG_ANSWER_REQUIRED', field: 'answers.f1' });
    expect(refusalOf(await api().submitRegistration({ body: { id: a.id, ...form, mobile: '123' }, token: v.token })).field).toBe('mobile');
    expect(okOf(await api().findRegisterDetail({ body: { id: a.id }, token: u.token })).mine?.state).toBe('registered');
    okOf(await api().cancelRegistration({ body: { id: done.registration.id }, token: u.token }));
    expect(await enrolledOf(a.id)).toBe(0);
    expect(refusalOf(await api().cancelRegistration({ body: { id: done.registration.id }, token: v.token })).code).toBe('NOT_FOUND');
    // A cancelled registration may register again (one row per person and activity).
    expect(okOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: u.token })).registration.state).toBe('registered');
    expect(okOf(await api().findMyRegistrations({ body: {}, token: u.token })).items[0]).toMatchObject({ activity: { id: a.id, title: '产品发布会' }, state: 'registered' });
  });

  it('ended and full answer distinct codes', async () => {
    const ended = await newActivity(t.ctx, owner, { signUpEnd: new Date(t.clock.now().getTime() - 1000) });
    const full = await newActivity(t.ctx, owner, { capacity: 1, enrolled: 1 });
    const u = await newUser(t.ctx);
    expect(refusalOf(await api().submitRegistration({ body: { id: ended.id, ...form }, token: u.token })).code).toBe('REG_SIGN_UP_ENDED');
    expect(refusalOf(await api().submitRegistration({ body: { id: full.id, ...form }, token: u.token })).code).toBe('REG_FULL');
  });

  it('simultaneous sign-ups for the last seats: exactly the free seats succeed, never past the places', async () => {
    const a = await newActivity(t.ctx, owner, { capacity: 5, enrolled: 2 });
    const people = await Promise.all(Array.from({ length: 8 }, () => newUser(t.ctx)));
    const answers = await Promise.all(people.map((u) => api().submitRegistration({ body: { id: a.id, ...form }, token: u.token })));
    const ok = answers.filter((r) => r.status === 200 && (r.body as { status: number }).status === 200);
    expect(ok).toHaveLength(3);
    for (const r of answers.filter((x) => !ok.includes(x))) expect(refusalOf(r).code).toBe('REG_FULL');
    expect(await enrolledOf(a.id)).toBe(5);
    expect(await t.ctx.db.activityRegistration.count({ where: { activityId: a.id } })).toBe(3);
    // The guard itself, whatever the reads before it saw: the conditional update lets exactly the free seats through.
    const b = await newActivity(t.ctx, owner, { capacity: 5, enrolled: 2 });
    const taken = await Promise.all(Array.from({ length: 8 }, () => registrationRepository(t.ctx.db).takeSeat(b.id)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await enrolledOf(b.id)).toBe(5);
  });
});

describe('paid registration (line activityFee)', () => {
  it('unpaid with an order -> wallet pay: registered, ledger balanced, owner frozen income minus the fee, owner told', async () => {
    const a = await newActivity(t.ctx, owner, { feeFen: 9_900, capacity: 10, title: '亲子营' });
    const u = await payer();
    const fee0 = await acct(PLATFORM_ACCOUNTS.fee);
    const frozen0 = (await walletBalances(t.ctx.db, owner.id)).frozen;
    const sub = okOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: u.token }));
    expect(sub.registration).toMatchObject({ state: 'unpaid', feeFen: 9_900 });
    expect(sub.orderId).toBeTruthy();
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: sub.orderId!, amountFen: 9_900, txPwd: '123456' }, token: u.token }));
    const fee = Math.floor((9_900 * LIMITS.activity.regFeePercent) / 100);
    expect((await acct(PLATFORM_ACCOUNTS.fee)) - fee0).toBe(fee);
    expect((await walletBalances(t.ctx.db, owner.id)).frozen - frozen0).toBe(9_900 - fee);
    expect(okOf(await api().findRegisterDetail({ body: { id: a.id }, token: u.token })).mine?.state).toBe('registered');
    const msg = await t.ctx.db.message.findFirst({ where: { userId: owner.id, kind: 'system', title: '活动有新的付费报名' } });
    expect(msg?.content).toContain('亲子营');
    // It opens the activity's registrations (issue 31: every message leads to its subject).
    expect(msg).toMatchObject({ subjectType: 'activityAttendees', subjectId: a.id });
    await expectBalancedLedger(t.ctx.db);
  });

  it("an unpaid order closed (timeout or the registrant's cancel) cancels the registration and gives the seat back", async () => {
    const a = await newActivity(t.ctx, owner, { feeFen: 100, capacity: 1 });
    const u = await payer();
    const sub = okOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: u.token }));
    expect(await enrolledOf(a.id)).toBe(1);
    t.clock.advance((LIMITS.money.orderPayMinutes + 1) * 60_000);
    expect(await closeExpiredOrders(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await enrolledOf(a.id)).toBe(0);
    expect((await t.ctx.db.activityRegistration.findUnique({ where: { id: sub.registration.id } }))!.state).toBe('cancelled');
    const again = okOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: u.token }));
    expect(okOf(await api().cancelRegistration({ body: { id: again.registration.id }, token: u.token })).state).toBe('cancelled');
    expect(await enrolledOf(a.id)).toBe(0);
    expect((await t.ctx.db.order.findUnique({ where: { id: again.orderId! } }))!.state).toBe('closed');
  });

  it('cancelActivity refunds paid fees, closes unpaid orders, tells attendees, and is safe to run again', async () => {
    const a = await newActivity(t.ctx, owner, { feeFen: 2_000, title: '徒步' });
    const paid = await payer();
    const unpaid = await payer();
    const s1 = okOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: paid.token }));
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: s1.orderId!, amountFen: 2_000, txPwd: '123456' }, token: paid.token }));
    const s2 = okOf(await api().submitRegistration({ body: { id: a.id, ...form }, token: unpaid.token }));
    // A crash halfway: the activity is already cancelled, the refund not yet asked. Running again finishes.
    await t.ctx.db.activity.update({ where: { id: a.id }, data: { status: 'cancelled' } });
    const first = okOf(await api().cancelActivity({ body: { id: a.id }, token: owner.token }));
    expect(first.status).toBe('cancelled');
    okOf(await api().cancelActivity({ body: { id: a.id }, token: owner.token }));
    expect((await t.ctx.db.order.findUnique({ where: { id: s1.orderId! } }))!.state).toBe('refunded');
    expect((await t.ctx.db.order.findUnique({ where: { id: s2.orderId! } }))!.state).toBe('closed');
    expect((await walletBalances(t.ctx.db, paid.id)).available).toBe(100_000);
    const states = okOf(await api().findAttendees({ body: { id: a.id }, token: owner.token })).counts;
    expect(states).toMatchObject({ refunded: 1, cancelled: 1, registered: 0, unpaid: 0 });
    expect(await t.ctx.db.refundRequest.count({ where: { orderId: s1.orderId! } })).toBe(1);
    await expectBalancedLedger(t.ctx.db);

    // The normal path: ACTIVE -> cancelled tells every seat holder once.
    const b = await newActivity(t.ctx, owner, { title: '沙龙' });
    const u = await newUser(t.ctx);
    okOf(await api().submitRegistration({ body: { id: b.id, ...form }, token: u.token }));
    okOf(await api().cancelActivity({ body: { id: b.id }, token: owner.token }));
    okOf(await api().cancelActivity({ body: { id: b.id }, token: owner.token }));
    expect(await t.ctx.db.message.count({ where: { userId: u.id, title: '活动已取消', subjectType: 'activity', subjectId: b.id } })).toBe(1);
  });
});

describe('attendees', () => {
  it('lists with counts and filter, checks in once, exports CSV with BOM and injection-safe cells', async () => {
    const a = await newActivity(t.ctx, owner, { kind: 'form', title: '年会' });
    const u1 = await newUser(t.ctx);
    const u2 = await newUser(t.ctx);
    const r1 = okOf(await api().submitRegistration({ body: { id: a.id, ...form, name: '=HYPERLINK("x")' }, token: u1.token }));
    okOf(await api().submitRegistration({ body: { id: a.id, ...form, name: '李四', answers: { f1: '甲,乙' } }, token: u2.token }));
    const list = okOf(await api().findAttendees({ body: { id: a.id, state: 'registered' }, token: owner.token }));
    expect(list.total).toBe(2);
    expect(list.counts.registered).toBe(2);
    expect(okOf(await api().checkInAttendee({ body: { id: r1.registration.id }, token: owner.token })).checkedInAt).toBeTruthy();
    expect(refusalOf(await api().checkInAttendee({ body: { id: r1.registration.id }, token: owner.token })).code).toBe('REG_ALREADY_CHECKED_IN');
    const res = await api().exportAttendees({ query: { id: a.id }, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const text = res.body as string;
    expect(text.startsWith('\uFEFF姓名,手机号码,公司,状态,报名费(元),报名时间,报名方式\r\n')).toBe(true);
    expect(text).toContain('"\'=HYPERLINK(""x"")",13800138000,星辰科技,已报名,0.00,');
    expect(text).toContain('李四,13800138000,"甲,乙",已报名');
    expect(text.trim().split('\r\n')).toHaveLength(3);
  });
});
