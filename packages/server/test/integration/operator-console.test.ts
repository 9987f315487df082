import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newCase, newShakeDevice, newSmsSign, newUser, type FactoryUser } from '../factories';
import { runGrant } from '../../src/tools/grant-command';
import { DEMO_OPERATOR, seedDemoOperator } from '../../src/domains/account/demo-operator.seed';

/**
 * The operator console's queues and the grant command (issue 32, item 2) through the typed client on a real
 * database: each queue lists what waits, refuses a plain user with NO_PERMISSION, refuses a rejection without a
 * reason (nothing changed), and tells the applicant of each decision with a message that opens its subject. The
 * grant command gives and takes the role with an audit row, and refuses unknown phones and roles with exit code 1.
 */
let t: TestApp;
let operator: FactoryUser;
let user: FactoryUser;
let applicant: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  operator = await newUser(t.ctx, { roles: ['operator'] });
  user = await newUser(t.ctx, { vip: 'active' });
  applicant = await newUser(t.ctx, { vip: 'active' });
}, 120_000); // starting the app on a loaded machine (shared CI cores) can pass the default 30 s
afterAll(async () => {
  await t.close();
});

const programme = () => t.api.programme;
/** The test clock stands still, so messages are told apart by their title, not their time. */
const messageTitled = (u: FactoryUser, title: string) =>
  t.ctx.db.message.findFirst({ where: { userId: u.id, title }, orderBy: { id: 'desc' }, select: { title: true, content: true, link: true, subjectType: true, subjectId: true } });
const messageCount = (u: FactoryUser) => t.ctx.db.message.count({ where: { userId: u.id } });

describe(`operator queues (${testEngine()})`, () => {
  it('every queue and decision refuses a user without the operator role', async () => {
    const tk = { token: user.token };
    const refusals = [
      await t.api.content.auditCaseList({ ...tk, body: {} }),
      await t.api.content.auditCase({ ...tk, body: { id: 'someCase0000000001', pass: true } }),
      await t.api.content.complaintList({ ...tk, body: {} }),
      await t.api.content.appealList({ ...tk, body: {} }),
      await programme().findShakeApplicationReviews({ ...tk, body: {} }),
      await programme().findShakeConfigReviews({ ...tk, body: {} }),
      await programme().reviewShakeApplication({ ...tk, body: { applicationId: 'x0000000000000001', approve: true, reason: '' } as never }),
      await programme().findSmsSignReviews({ ...tk, body: {} }),
      await programme().reviewSmsSign({ ...tk, body: { id: 'x0000000000000001', approve: true, reason: '' } }),
      await programme().findInviteClaims({ ...tk, body: {} as never }),
      await t.api.video.findVideoComplaints({ ...tk, body: {} }),
      await t.api.circle.findCircleComplaints({ ...tk, body: {} as never }),
      await t.api.vip.findPendingRefunds({ ...tk, body: {} }),
    ];
    for (const r of refusals) expect(refusalOf(r).code).toBe('NO_PERMISSION');
  });

  it('design case: listed, a refusal needs a reason, a pass tells the owner (opening the case) and shows it to visitors', async () => {
    const c = await newCase(t.ctx, applicant, { state: 'auditing', title: '湖畔茶室' });
    const queue = okOf(await t.api.content.auditCaseList({ token: operator.token, body: {} }));
    expect(queue.items.map((x) => x.id)).toContain(c.id);
    expect(queue.total).toBeGreaterThanOrEqual(1);
    const before = await messageCount(applicant);
    expect(refusalOf(await t.api.content.auditCase({ token: operator.token, body: { id: c.id, pass: false, reason: ' ' } }))).toMatchObject({
      code: 'CASE_REASON_REQUIRED',
      field: 'reason',
    });
    expect(await messageCount(applicant)).toBe(before);
    expect(okOf(await t.api.content.auditCase({ token: operator.token, body: { id: c.id, pass: true } })).state).toBe('normal');
    expect(await messageTitled(applicant, '案例审核通过')).toMatchObject({ subjectType: 'case', subjectId: c.id });
    expect(okOf(await t.api.content.findCase({ body: { phoneIdEcr: applicant.phoneIdEcr } })).items.map((x) => x.id)).toContain(c.id);
  });

  it('SMS sign: listed; a rejection needs a reason (nothing changed); approve and reject each tell the applicant', async () => {
    const a = await newSmsSign(t.ctx, applicant, { text: '湖畔设计', status: 'pending' });
    const b = await newSmsSign(t.ctx, applicant, { text: '湖畔茶室', status: 'pending' });
    const queue = okOf(await programme().findSmsSignReviews({ token: operator.token, body: { status: 'pending' } }));
    expect(queue.items.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const before = await messageCount(applicant);
    expect(refusalOf(await programme().reviewSmsSign({ token: operator.token, body: { id: a.id, approve: false, reason: '  ' } }))).toMatchObject({
      code: 'SMS_REJECT_REASON_REQUIRED',
      field: 'reason',
    });
    expect((await t.ctx.db.smsSign.findUnique({ where: { id: a.id } }))?.status).toBe('pending');
    expect(await messageCount(applicant)).toBe(before);
    // Too long a reason is the contract's refusal naming the field.
    expect(refusalOf(await programme().reviewSmsSign({ token: operator.token, body: { id: a.id, approve: false, reason: '长'.repeat(61) } })).field).toBe('reason');

    expect(okOf(await programme().reviewSmsSign({ token: operator.token, body: { id: a.id, approve: false, reason: '与营业执照不符' } }))).toMatchObject({
      status: 'rejected',
      reason: '与营业执照不符',
    });
    expect(await messageTitled(applicant, '短信签名未通过')).toMatchObject({ link: '/shortMessageManagement/index' });
    expect((await messageTitled(applicant, '短信签名未通过'))?.content).toContain('与营业执照不符');
    okOf(await programme().reviewSmsSign({ token: operator.token, body: { id: b.id, approve: true, reason: '' } }));
    expect(await messageTitled(applicant, '短信签名审核通过')).toMatchObject({ link: '/shortMessageManagement/index' });
    expect(refusalOf(await programme().reviewSmsSign({ token: operator.token, body: { id: b.id, approve: false, reason: '再审' } })).code).toBe('SMS_SIGN_DECIDED');
  });

  it('shake application and page: a rejection needs a reason; each decision tells the applicant, leading to the subject', async () => {
    const app = okOf(
      await programme().applyShakeDevice({
        token: applicant.token,
        body: { contactName: '张三', contactMobile: '13800138000', region: '广东省深圳市', address: '南山区1号', reason: '门店', quantity: 2 } as never,
      }),
    );
    const queue = okOf(await programme().findShakeApplicationReviews({ token: operator.token, body: {} }));
    expect(queue.items.map((x) => x.id)).toContain(app.id);
    const before = await messageCount(applicant);
    expect(refusalOf(await programme().reviewShakeApplication({ token: operator.token, body: { applicationId: app.id, approve: false, reason: '' } as never })).code).toBe(
      'SHAKE_REJECT_REASON_REQUIRED',
    );
    expect(await messageCount(applicant)).toBe(before);
    okOf(await programme().reviewShakeApplication({ token: operator.token, body: { applicationId: app.id, approve: true, reason: '' } as never }));
    expect(await messageTitled(applicant, '摇一摇设备申请已通过')).toMatchObject({ link: '/show/shakeApplications' });

    const device = await newShakeDevice(t.ctx, applicant, { bound: true });
    okOf(await programme().saveShakeConfig({ token: applicant.token, body: { deviceId: device.id, name: '茶室', title: '欢迎', subTitle: '', linkUrl: '', imageUrl: '' } }));
    okOf(await programme().reviewShakeConfig({ token: operator.token, body: { deviceId: device.id, approve: false, reason: '标题不符' } as never }));
    const m = await messageTitled(applicant, '摇一摇页面未通过');
    expect(m).toMatchObject({ link: `/show/shakeDetails?id=${device.id}` });
    expect(m?.content).toContain('标题不符');
  });
});

describe(`npm run grant (${testEngine()})`, () => {
  const deps = () => ({ db: t.ctx.db, ids: t.ctx.ids, clock: t.ctx.clock, actor: 'cli:test' });
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runGrant(argv, deps(), (l) => lines.push(l));
    return { code, out: lines.join('\n') };
  };
  const audit = (u: FactoryUser) => t.ctx.db.roleGrantAudit.findMany({ where: { userId: u.id }, orderBy: { createdAt: 'asc' }, select: { role: true, action: true, actor: true } });
  const roles = async (u: FactoryUser) => okOf(await t.api.account.in2userMainUserInfo({ token: u.token })).roles;

  it('grants and revokes operator and customerService with an audit row each; a repeat changes nothing', async () => {
    const u = await newUser(t.ctx);
    // Typed as people type it: spaces, and the role in another case.
    expect(await run(`${u.phone.slice(0, 3)} ${u.phone.slice(3)}`, 'Operator')).toMatchObject({ code: 0 });
    expect(await roles(u)).toContain('operator');
    // The new operator's queue opens at once.
    okOf(await t.api.content.auditCaseList({ token: u.token, body: {} }));
    const again = await run(u.phone, 'operator');
    expect(again.code).toBe(0);
    expect(again.out).toContain('nothing changed');
    expect(await run(u.phone, 'customerService')).toMatchObject({ code: 0 });
    expect(await run(u.phone, 'operator', '--revoke')).toMatchObject({ code: 0 });
    expect(await roles(u)).toEqual(['customerService']);
    expect(refusalOf(await t.api.content.auditCaseList({ token: u.token, body: {} })).code).toBe('NO_PERMISSION');
    expect(await audit(u)).toEqual([
      { role: 'operator', action: 'grant', actor: 'cli:test' },
      { role: 'customerService', action: 'grant', actor: 'cli:test' },
      { role: 'operator', action: 'revoke', actor: 'cli:test' },
    ]);
  });

  it('refuses an unknown phone, a bad phone, a role that is not grantable and a mistyped flag: exit 1, the reason, nothing written', async () => {
    const u = await newUser(t.ctx);
    const rows = await t.ctx.db.roleGrantAudit.count();
    const unknown = await run('19999999999', 'operator');
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.out).toContain('没有使用该手机号注册的用户');
    expect(unknown.out).toContain('No user is registered with this phone number');
    expect((await run('123', 'operator')).out).toContain('手机号格式不正确');
    const dealer = await run(u.phone, 'dealer');
    expect(dealer.code).toBe(1);
    expect(dealer.out).toContain('operator');
    expect(await run(u.phone, 'operator', '--revok')).toMatchObject({ code: 1 });
    expect(await run(u.phone)).toMatchObject({ code: 1 });
    expect(await t.ctx.db.roleGrantAudit.count()).toBe(rows);
    expect(await roles(u)).toEqual([]);
  });
});

describe(`the demo operator seed (${testEngine()})`, () => {
  it("creates the README's operator once, signs in with its password, and a second start changes nothing", async () => {
    const id = await seedDemoOperator(t.ctx.db);
    expect(await seedDemoOperator(t.ctx.db)).toBe(id);
    expect(await t.ctx.db.user.count({ where: { phone: DEMO_OPERATOR.phone } })).toBe(1);
    expect(await t.ctx.db.userRole.findMany({ where: { userId: id }, select: { role: true } })).toEqual([{ role: 'operator' }]);
    const login = okOf(await t.api.account.userLogin({ body: { phone: DEMO_OPERATOR.phone, password: DEMO_OPERATOR.password, agree: true } as never }));
    okOf(await t.api.content.auditCaseList({ token: login.token, body: {} }));
  });
});
