import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { smsSendService } from '../../src/domains/programme/sms/sms-send.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newCompany, newExchange, newSmsAccount, newSmsGrant, newSmsRecord, newSmsSender, newSmsSign, newUser, randomMobile, type FactoryUser } from '../factories';

/**
 * SMS management (issue 18, sms part), settings and authorization: the default sign, auto-send and its template, the
 * daily cap; grants of one's credits to colleagues (same company, perDay, revoked or left: refused); and the auto-send
 * job after a card exchange. Sends themselves: programme-sms.test.ts.
 */
const L = LIMITS.programmeSms;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await newUser(t.ctx, { roles: ['operator'] });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.programme;
const vip = () => newUser(t.ctx, { vip: 'active' });
const credits = async (userId: string) => (await t.ctx.db.smsAccount.findUnique({ where: { userId } }))?.credits ?? 0;
const entries = (userId: string) => t.ctx.db.smsCreditEntry.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
const send = (u: FactoryUser, body: Record<string, unknown>) => api().sendSms({ token: u.token, body: body as never });
const records = (userId: string) => t.ctx.db.smsRecord.count({ where: { userId } });

describe(`settings and authorization (${testEngine()})`, () => {
  it("saves the default sign (own approved ones only), auto-send needs a template, the cap within the platform's", async () => {
    const u = await vip();
    const ok = await newSmsSign(t.ctx, u);
    const pending = await newSmsSign(t.ctx, u, { text: '审核中的', status: 'pending' });
    const theirs = await newSmsSign(t.ctx, await vip());
    expect(refusalOf(await api().saveSmsSetting({ token: u.token, body: { defaultSignId: pending.id } as never }))).toMatchObject({ code: 'SMS_SIGN_NOT_APPROVED', field: 'defaultSignId' });
    expect(refusalOf(await api().saveSmsSetting({ token: u.token, body: { defaultSignId: theirs.id } as never }))).toMatchObject({ code: 'SMS_SIGN_NOT_FOUND', field: 'defaultSignId' });
    expect(refusalOf(await api().saveSmsSetting({ token: u.token, body: { autoSend: true } as never }))).toMatchObject({ code: 'SMS_TEMPLATE_REQUIRED', field: 'autoTemplate' });
    expect(refusalOf(await api().saveSmsSetting({ token: u.token, body: { dailyCap: L.platformDailyMax + 1 } as never })).field).toBe('dailyCap');
    expect(await t.ctx.db.smsAccount.count({ where: { userId: u.id } })).toBe(0);
    const s = okOf(await api().saveSmsSetting({ token: u.token, body: { defaultSignId: ok.id, autoSend: true, autoTemplate: '很高兴认识您', dailyCap: L.platformDailyMax } }));
    expect(s).toEqual({ defaultSignId: ok.id, autoSend: true, autoTemplate: '很高兴认识您', dailyCap: L.platformDailyMax, platformDailyMax: L.platformDailyMax });
    expect(okOf(await api().findSmsSetting({ token: u.token, body: {} }))).toEqual(s);
  });

  it("grants a colleague the owner's credits within perDay; not a colleague, revoked or left the company: refused", async () => {
    const owner = await vip();
    const mate = await vip();
    const stranger = await vip();
    await newCompany(t.ctx, {
      members: [
        { id: owner.id, role: 'admin' },
        { id: mate.id, role: 'member' },
      ],
    });
    expect(refusalOf(await api().grantSmsCredits({ token: owner.token, body: { phoneIdEcr: stranger.phoneIdEcr, perDay: 5 } as never }))).toMatchObject({
      code: 'SMS_GRANT_NOT_COLLEAGUE',
      field: 'phoneIdEcr',
    });
    expect(refusalOf(await api().grantSmsCredits({ token: owner.token, body: { phoneIdEcr: owner.phoneIdEcr, perDay: 5 } as never })).code).toBe('SMS_GRANT_NOT_COLLEAGUE');
    const a = okOf(await api().grantSmsCredits({ token: owner.token, body: { phoneIdEcr: mate.phoneIdEcr, perDay: 2 } as never }));
    expect(a.grants).toEqual([expect.objectContaining({ grantee: expect.objectContaining({ phoneIdEcr: mate.phoneIdEcr }), perDay: 2 })]);
    expect(a.hasCompany).toBe(true);

    await newSmsAccount(t.ctx, owner, { credits: 10 });
    const sign = await newSmsSender(t.ctx, mate, 0);
    const home = okOf(await api().findSmsHome({ token: mate.token, body: {} }));
    expect(home.payers.map((p) => p.phoneIdEcr)).toEqual(['0', owner.phoneIdEcr]);
    const r = okOf(await send(mate, { signId: sign.id, text: '你好', mobiles: [randomMobile(), randomMobile()].join(','), payer: owner.phoneIdEcr }));
    expect(r.payer).toMatchObject({ phoneIdEcr: owner.phoneIdEcr });
    expect(await credits(owner.id)).toBe(8);
    expect((await entries(owner.id)).find((e) => e.kind === 'send')).toMatchObject({ delta: -2, refId: r.id, balance: 8 });
    expect(refusalOf(await send(mate, { signId: sign.id, text: '你好', mobiles: randomMobile(), payer: owner.phoneIdEcr }))).toMatchObject({ code: 'SMS_DAILY_CAP', field: 'mobiles' });
    expect(refusalOf(await send(stranger, { signId: (await newSmsSender(t.ctx, stranger, 0)).id, text: '你好', mobiles: randomMobile(), payer: owner.phoneIdEcr }))).toMatchObject({
      code: 'SMS_GRANT_NOT_FOUND',
      field: 'payer',
    });
    // The owner's record list does not hold the colleague's send; the colleague's does.
    expect(okOf(await api().findSmsRecords({ token: owner.token, body: {} as never })).total).toBe(0);

    t.clock.advance(86_400_000);
    await t.ctx.db.user.update({ where: { id: mate.id }, data: { companyId: null } });
    expect(refusalOf(await send(mate, { signId: sign.id, text: '你好', mobiles: randomMobile(), payer: owner.phoneIdEcr })).code).toBe('SMS_GRANT_NOT_FOUND');
    expect(refusalOf(await api().revokeSmsGrant({ token: stranger.token, body: { id: a.grants[0]!.id } })).code).toBe('SMS_GRANT_NOT_FOUND');
    expect(okOf(await api().revokeSmsGrant({ token: owner.token, body: { id: a.grants[0]!.id } })).grants).toEqual([]);
    expect(refusalOf(await api().revokeSmsGrant({ token: owner.token, body: { id: a.grants[0]!.id } })).code).toBe('SMS_GRANT_NOT_FOUND');
  });

  it('the record factory and grant factory agree with the reads', async () => {
    const u = await vip();
    const rec = await newSmsRecord(t.ctx, u, ['13800138000', '13900139000']);
    const d = okOf(await api().findSmsRecordDetail({ token: u.token, body: { id: rec.id } }));
    expect(d.items.map((i) => i.mobile)).toEqual(['138****8000', '139****9000']);
    const owner = await vip();
    await newSmsGrant(t.ctx, owner, u, 7);
    expect(okOf(await api().findSmsAuthorization({ token: u.token, body: {} })).grantedBy).toEqual([expect.objectContaining({ perDay: 7 })]);
  });
});

describe(`auto-send after a card exchange (${testEngine()})`, () => {
  it('sends the template once per accepted exchange since the settings were saved, with the default sign and own credits', async () => {
    const u = await vip();
    await newSmsAccount(t.ctx, u, { credits: 10 });
    const sign = await newSmsSign(t.ctx, u);
    const before = await newUser(t.ctx);
    const ex0 = await newExchange(t.ctx, u, before, 'accepted');
    await t.ctx.db.cardExchange.update({ where: { id: ex0.id }, data: { decidedAt: t.clock.now() } });
    t.clock.advance(1000);
    okOf(await api().saveSmsSetting({ token: u.token, body: { defaultSignId: sign.id, autoSend: true, autoTemplate: '很高兴认识您' } as never }));
    t.clock.advance(1000);
    const friend = await newUser(t.ctx);
    const ex = await newExchange(t.ctx, friend, u, 'accepted');
    await t.ctx.db.cardExchange.update({ where: { id: ex.id }, data: { decidedAt: t.clock.now() } });
    const pending = await newExchange(t.ctx, u, await newUser(t.ctx), 'pending');
    void pending;
    // Two instances' passes at once, then another: one SMS per exchange.
    await Promise.all([smsSendService(t.ctx).autoPass(), smsSendService(t.ctx).autoPass()]);
    await smsSendService(t.ctx).autoPass();
    const rows = await t.ctx.db.smsRecord.findMany({ where: { userId: u.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: `auto:${ex.id}`, text: '【名片科技】很高兴认识您', charged: 1, payerId: u.id });
    expect(t.sms.outbox(`+86${friend.phone}`)).toHaveLength(1);
    expect(t.sms.outbox(`+86${friend.phone}`)[0]).toMatchObject({ text: '【名片科技】很高兴认识您' });
    expect(t.sms.outbox(`+86${before.phone}`)).toEqual([]);
    expect(await credits(u.id)).toBe(9);
    // Auto-send off: a new exchange gets nothing.
    okOf(await api().saveSmsSetting({ token: u.token, body: { defaultSignId: sign.id, autoSend: false, autoTemplate: '很高兴认识您' } as never }));
    const later = await newExchange(t.ctx, await newUser(t.ctx), u, 'accepted');
    await t.ctx.db.cardExchange.update({ where: { id: later.id }, data: { decidedAt: t.clock.now() } });
    await smsSendService(t.ctx).autoPass();
    expect(await records(u.id)).toBe(1);
  });
});
