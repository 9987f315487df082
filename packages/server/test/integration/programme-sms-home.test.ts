import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { dayStartOf } from '../../src/domains/programme/sms/sms.rules';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newSmsAccount, newSmsGrant, newSmsSign, newUser, type FactoryUser } from '../factories';

/**
 * The SMS home read in one statement (sms-home.repository, issue 30): the account, today's recipients from the
 * start of the day on, each grant with what the caller used of it today, the signs newest first; another user's
 * rows, a revoked grant and yesterday's sends stay out; a caller with no account reads its defaults.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.programme;
const vip = (name?: string) => newUser(t.ctx, { vip: 'active', ...(name ? { name } : {}) });

/** A send of `user`'s paid by `payer` at `at`, reaching `recipients` mobiles. */
function sent(user: FactoryUser, payer: FactoryUser, recipients: number, at: Date) {
  return t.ctx.db.smsRecord.create({
    data: { id: t.ctx.ids.id(), userId: user.id, payerId: payer.id, signId: 's', signText: '名片', text: '你好', segments: 1, recipients, charged: recipients, createdAt: at },
  });
}

describe(`sms home (${testEngine()})`, () => {
  it("answers the account, today's use in total and per grantor, grants newest first and signs newest first; others' rows stay out", async () => {
    const me = await vip();
    const other = await vip();
    const a = await vip('授权甲');
    const b = await vip('授权乙');
    const revoked = await vip('已撤销');
    await newSmsAccount(t.ctx, me, { credits: 40, dailyCap: 5 });
    const older = await newSmsSign(t.ctx, me, { text: '旧签名', status: 'approved' });
    await t.ctx.db.smsAccount.update({ where: { userId: me.id }, data: { defaultSignId: older.id } });
    await newSmsSign(t.ctx, other, { text: '别人的' });
    await newSmsGrant(t.ctx, a, me, 10);
    await newSmsGrant(t.ctx, revoked, me, 30);
    await t.ctx.db.smsGrant.updateMany({ where: { ownerId: revoked.id }, data: { revokedAt: t.ctx.clock.now() } });
    await newSmsGrant(t.ctx, a, other, 10);
    t.clock.advance(1000);
    await newSmsGrant(t.ctx, b, me, 20);
    const newer = await newSmsSign(t.ctx, me, { text: '新签名', status: 'pending' });
    const start = dayStartOf(t.ctx.clock.now());
    await sent(me, me, 2, start); // the first instant of the day counts
    await sent(me, a, 3, t.ctx.clock.now());
    await sent(me, b, 4, new Date(start.getTime() - 1)); // yesterday's, to the millisecond
    await sent(other, a, 7, t.ctx.clock.now());

    const home = okOf(await api().findSmsHome({ token: me.token, body: {} }));
    expect(home).toEqual({
      credits: 40,
      consent: true,
      defaultSignId: older.id,
      signs: [newer, older].map((s) => ({ id: s.id, text: s.text, status: s.status, reason: '', createdAt: s.createdAt.toISOString(), reviewedAt: s.reviewedAt?.toISOString() ?? null })),
      packs: LIMITS.programmeSms.packs.map((p) => ({ ...p })),
      todayRecipients: 5,
      dailyLimit: 5,
      payers: [
        { phoneIdEcr: '0', name: '', credits: 40, perDay: null, usedToday: 5 },
        { phoneIdEcr: b.phoneIdEcr, name: '授权乙', credits: null, perDay: 20, usedToday: 0 },
        { phoneIdEcr: a.phoneIdEcr, name: '授权甲', credits: null, perDay: 10, usedToday: 3 },
      ],
    });
  });

  it('a caller with no account reads its defaults, still with their signs and grants; with nothing at all, only the own payer', async () => {
    const me = await vip();
    const a = await vip('授权甲');
    const sign = await newSmsSign(t.ctx, me, { status: 'pending' });
    await newSmsGrant(t.ctx, a, me, 10);
    expect(okOf(await api().findSmsHome({ token: me.token, body: {} }))).toMatchObject({
      credits: 0,
      consent: false,
      defaultSignId: null,
      signs: [{ id: sign.id, status: 'pending', reviewedAt: null }],
      todayRecipients: 0,
      dailyLimit: LIMITS.programmeSms.platformDailyMax,
      payers: [
        { phoneIdEcr: '0', name: '', credits: 0, perDay: null, usedToday: 0 },
        { phoneIdEcr: a.phoneIdEcr, name: '授权甲', credits: null, perDay: 10, usedToday: 0 },
      ],
    });
    const bare = await vip();
    expect(okOf(await api().findSmsHome({ token: bare.token, body: {} }))).toMatchObject({ credits: 0, signs: [], payers: [{ phoneIdEcr: '0', usedToday: 0 }] });
  });
});
