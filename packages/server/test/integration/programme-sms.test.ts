import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@card/contract';
import { SmsSendError } from '../../src/providers/sms';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { fundWallet, newAgent, newSmsAccount, newSmsSender, newSmsSign, newUser, randomMobile, setTxPwd, type FactoryUser } from '../factories';

/**
 * SMS management (issue 18, sms part) through the typed client on a real database: signs and their review by an
 * operator, packs bought through the order model (pay -> credits, refund -> unused credits back), sends that take
 * credits first and give back a failed recipient's, the balance never below zero under parallel sends, the
 * consent, and refusals answering catalogue codes naming the field, writing nothing (settings and grants:
 * programme-sms-settings.test.ts).
 */
const L = LIMITS.programmeSms;
let t: TestApp;
let operator: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  operator = await newUser(t.ctx, { roles: ['operator'] });
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

describe(`sms signs (${testEngine()})`, () => {
  it('applies (2-12 characters, Chinese/Latin/digits), an operator approves or rejects once, the home shows the state', async () => {
    const u = await vip();
    for (const bad of ['名', '测'.repeat(L.signMax + 1), '名 片', '名片!']) {
      expect(refusalOf(await api().applySmsSign({ token: u.token, body: { text: bad } }))).toMatchObject({ code: 'SMS_SIGN_INVALID', field: 'text' });
    }
    expect(await t.ctx.db.smsSign.count({ where: { userId: u.id } })).toBe(0);
    const a = okOf(await api().applySmsSign({ token: u.token, body: { text: '名片科技' } }));
    t.clock.advance(1000);
    const b = okOf(await api().applySmsSign({ token: u.token, body: { text: 'Card2026' } }));
    expect(a).toMatchObject({ text: '名片科技', status: 'pending', reviewedAt: null });
    expect(refusalOf(await api().applySmsSign({ token: u.token, body: { text: '名片科技' } }))).toMatchObject({ code: 'SMS_SIGN_DUPLICATE', field: 'text' });

    // Only operators review.
    expect(refusalOf(await api().reviewSmsSign({ token: u.token, body: { id: a.id, approve: true } as never })).code).toBe('NO_PERMISSION');
    const queue = okOf(await api().findSmsSignReviews({ token: operator.token, body: { status: 'pending' } as never }));
    expect(queue.items.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(queue.items.find((i) => i.id === a.id)!.applicant.phoneIdEcr).toBe(u.phoneIdEcr);
    expect(okOf(await api().reviewSmsSign({ token: operator.token, body: { id: a.id, approve: true } as never }))).toMatchObject({ status: 'approved' });
    expect(okOf(await api().reviewSmsSign({ token: operator.token, body: { id: b.id, approve: false, reason: '与企业名称不符' } }))).toMatchObject({
      status: 'rejected',
      reason: '与企业名称不符',
    });
    expect(refusalOf(await api().reviewSmsSign({ token: operator.token, body: { id: a.id, approve: false } as never }))).toMatchObject({ code: 'SMS_SIGN_DECIDED', field: 'id' });
    const home = okOf(await api().findSmsHome({ token: u.token, body: {} }));
    expect(home.signs.map((s) => [s.text, s.status])).toEqual([
      ['Card2026', 'rejected'],
      ['名片科技', 'approved'],
    ]);
  });

  it('keeps at most signsPendingMax waiting; a sensitive sign is refused; VIP is needed', async () => {
    const u = await vip();
    for (let i = 0; i < L.signsPendingMax; i++) okOf(await api().applySmsSign({ token: u.token, body: { text: `签名${i}号` } }));
    expect(refusalOf(await api().applySmsSign({ token: u.token, body: { text: '再来一个' } }))).toMatchObject({ code: 'SMS_SIGNS_FULL', field: 'text' });
    await t.ctx.db.sensitiveWord.upsert({ where: { word: '违禁签' }, create: { word: '违禁签' }, update: {} });
    const w = await vip();
    expect(refusalOf(await api().applySmsSign({ token: w.token, body: { text: '违禁签名' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'text' });
    const plain = await newUser(t.ctx);
    expect(refusalOf(await api().findSmsHome({ token: plain.token, body: {} })).code).toBe('MODULE_LOCKED');
  });
});

describe(`sms packs through the order model (${testEngine()})`, () => {
  it('pays a pack from the wallet: credits and a pack entry, the order journal; a refund takes back only the unused credits', async () => {
    const u = await vip();
    await fundWallet(t.ctx, u.id, 100_000);
    await setTxPwd(t.ctx, u.id);
    const pack = L.packs[0];
    const o = okOf(await api().buySmsPack({ token: u.token, body: { packCode: pack.code } }));
    const order = await t.ctx.db.order.findUniqueOrThrow({ where: { id: o.orderId } });
    expect(order).toMatchObject({ line: 'smsPack', amountFen: pack.priceFen, state: 'created', userId: u.id });
    expect(await credits(u.id)).toBe(0);
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.orderId, amountFen: pack.priceFen, txPwd: '123456' }, token: u.token }));
    expect(await credits(u.id)).toBe(pack.credits);
    expect((await entries(u.id)).map((e) => [e.kind, e.delta, e.refId, e.balance])).toEqual([['pack', pack.credits, o.orderId, pack.credits]]);
    const journal = await t.ctx.db.ledgerJournal.findFirst({ where: { kind: 'order.pay', refId: o.orderId } });
    expect(journal).not.toBeNull();
    await expectBalancedLedger(t.ctx.db);
    expect(refusalOf(await api().buySmsPack({ token: u.token, body: { packCode: 'p1' } })).field).toBe('packCode');

    // Spend 30 of them, then refund the order: 70 come back out, the 30 sent stay sent.
    const sign = await newSmsSign(t.ctx, u);
    await t.ctx.db.smsAccount.update({ where: { userId: u.id }, data: { consentAt: t.clock.now() } });
    okOf(await send(u, { signId: sign.id, text: '你好', mobiles: Array.from({ length: 30 }, () => randomMobile()).join(',') }));
    expect(await credits(u.id)).toBe(pack.credits - 30);
    okOf(await t.api.vip.applyRefundVipOrder({ body: { orderId: o.orderId, reason: '买多了' }, token: u.token }));
    const refundId = okOf(await t.api.vip.getRegiserOrder({ body: { orderId: o.orderId }, token: u.token })).refund!.id;
    const cs = await newAgent(t.ctx);
    okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token }));
    expect(await credits(u.id)).toBe(0);
    expect((await entries(u.id)).find((e) => e.kind === 'packRefund')).toMatchObject({ delta: -(pack.credits - 30), balance: 0, refId: o.orderId });
    await expectBalancedLedger(t.ctx.db);
  });
});

describe(`sending (${testEngine()})`, () => {
  it('takes segments x recipients first, sends through the provider, records masked numbers; a refused number gives its credits back', async () => {
    const u = await vip();
    const sign = await newSmsSender(t.ctx, u, 20);
    const [m1, m2, m3] = [randomMobile(), randomMobile(), randomMobile()];
    const text = 'x'.repeat(L.segmentChars); // with 【名片科技】 (6) over one segment: two credits each
    const spy = vi.spyOn(t.ctx.providers.sms, 'send');
    spy.mockImplementation(async (msg) => {
      if (msg.to === `+86${m2}`) throw new SmsSendError('number', 'isv.MOBILE_NUMBER_ILLEGAL', 'bad');
    });
    const r = okOf(await send(u, { signId: sign.id, text, mobiles: `${m1},${m2},${m3},${m1}` }));
    spy.mockRestore();
    expect(r).toMatchObject({ segments: 2, recipients: 3, charged: 6, returned: 2, status: 'partial', text: `【名片科技】${text}`, payer: null });
    expect(r.items).toEqual([
      { mobile: `${m1.slice(0, 3)}****${m1.slice(-4)}`, status: 'sent', error: '' },
      { mobile: `${m2.slice(0, 3)}****${m2.slice(-4)}`, status: 'failed', error: 'number' },
      { mobile: `${m3.slice(0, 3)}****${m3.slice(-4)}`, status: 'sent', error: '' },
    ]);
    expect(await credits(u.id)).toBe(16);
    // Entries of one instant (the manual clock stands still) come in any order: compare them as a set.
    const es = (await entries(u.id)).map((e) => [e.kind, e.delta, e.balance, e.refId]);
    expect(es).toHaveLength(3);
    expect(es).toEqual(
      expect.arrayContaining([
        ['pack', 20, 20, 'factory'],
        ['send', -6, 14, r.id],
        ['sendReturn', 2, 16, r.id],
      ]),
    );
    expect(okOf(await api().findSmsRecords({ token: u.token, body: {} as never })).items.map((i) => i.id)).toEqual([r.id]);
    expect(okOf(await api().findSmsRecordDetail({ token: u.token, body: { id: r.id } }))).toEqual(r);
    const other = await vip();
    expect(refusalOf(await api().findSmsRecordDetail({ token: other.token, body: { id: r.id } }))).toMatchObject({ code: 'SMS_RECORD_NOT_FOUND', field: 'id' });
    const ledger = okOf(await api().findSmsCredits({ token: u.token, body: {} as never }));
    expect(ledger.items.map((e) => e.kind).sort()).toEqual(['pack', 'send', 'sendReturn']);
  });

  it('sends through the local provider: the outbox holds the text with its sign', async () => {
    const u = await vip();
    const sign = await newSmsSender(t.ctx, u, 5);
    const to = randomMobile();
    const r = okOf(await send(u, { signId: sign.id, text: '周末到店享八折', mobiles: to }));
    expect(r).toMatchObject({ status: 'sent', charged: 1, returned: 0 });
    expect(t.sms.outbox(`+86${to}`)[0]).toMatchObject({ text: '【名片科技】周末到店享八折', channel: 'sms' });
  });

  it('refusals name the field and write nothing', async () => {
    const u = await vip();
    const sign = await newSmsSender(t.ctx, u, 2);
    const pending = await newSmsSign(t.ctx, u, { text: '待审签名', status: 'pending' });
    const theirs = await newSmsSign(t.ctx, await vip());
    const to = randomMobile();
    await t.ctx.db.sensitiveWord.upsert({ where: { word: '违禁广告' }, create: { word: '违禁广告' }, update: {} });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ signId: pending.id, text: '你好', mobiles: to }, 'SMS_SIGN_NOT_APPROVED', 'signId'],
      [{ signId: theirs.id, text: '你好', mobiles: to }, 'SMS_SIGN_NOT_FOUND', 'signId'],
      [{ signId: sign.id, text: '你好', mobiles: '1380013800' }, 'MOBILE_INCORRECT', 'mobiles.0'],
      [{ signId: sign.id, text: '你好', mobiles: '' }, 'SUBMIT_DATA_ERROR', 'mobiles'],
      [{ signId: sign.id, text: '这是违禁广告内容', mobiles: to }, 'SENSITIVE_WORDS', 'text'],
      [{ signId: sign.id, text: 'x'.repeat(L.textMax - 5), mobiles: to }, 'SMS_TEXT_TOO_LONG', 'text'],
      [{ signId: sign.id, text: '你好', mobiles: [to, randomMobile(), randomMobile()].join(',') }, 'SMS_CREDITS_NOT_ENOUGH', 'mobiles'],
      [{ signId: sign.id, text: '你好', mobiles: Array.from({ length: L.recipientsMax + 1 }, () => randomMobile()).join(',') }, 'SUBMIT_DATA_ERROR', 'mobiles'],
    ];
    for (const [body, code, field] of cases) {
      const r = refusalOf(await send(u, body));
      expect([r.code, r.field], JSON.stringify(body).slice(0, 80)).toEqual([code, field]);
    }
    expect(await records(u.id)).toBe(0);
    expect(await credits(u.id)).toBe(2);
    expect(await entries(u.id)).toHaveLength(1);
    // Exactly the balance is fine.
    expect(okOf(await send(u, { signId: sign.id, text: '你好', mobiles: [to, randomMobile()].join(',') })).charged).toBe(2);
    expect(await credits(u.id)).toBe(0);
  });

  it('needs consent; the daily cap counts recipients, up to it and not one past', async () => {
    const u = await vip();
    await newSmsAccount(t.ctx, u, { credits: 50, consent: false, dailyCap: 3 });
    const sign = await newSmsSign(t.ctx, u);
    expect(refusalOf(await send(u, { signId: sign.id, text: '你好', mobiles: randomMobile() }))).toMatchObject({ code: 'SMS_CONSENT_REQUIRED', field: 'signId' });
    okOf(await api().saveSmsConsent({ token: u.token, body: { consent: true } }));
    okOf(await send(u, { signId: sign.id, text: '你好', mobiles: [randomMobile(), randomMobile()].join(',') }));
    expect(refusalOf(await send(u, { signId: sign.id, text: '你好', mobiles: [randomMobile(), randomMobile()].join(',') }))).toMatchObject({ code: 'SMS_DAILY_CAP', field: 'mobiles' });
    okOf(await send(u, { signId: sign.id, text: '你好', mobiles: randomMobile() }));
    expect(okOf(await api().findSmsHome({ token: u.token, body: {} }))).toMatchObject({ todayRecipients: 3, dailyLimit: 3, credits: 47 });
    // A new China day starts the count again.
    t.clock.advance(86_400_000);
    okOf(await send(u, { signId: sign.id, text: '你好', mobiles: randomMobile() }));
    const withdrawn = okOf(await api().saveSmsConsent({ token: u.token, body: { consent: false } }));
    expect(withdrawn.consentAt).toBeNull();
    expect(refusalOf(await send(u, { signId: sign.id, text: '你好', mobiles: randomMobile() })).code).toBe('SMS_CONSENT_REQUIRED');
  });

  it('parallel sends never take the balance below zero: exactly as many succeed as credits allow', async () => {
    const u = await vip();
    const sign = await newSmsSender(t.ctx, u, 3);
    // sendsPerMinute (5) parallel sends of one credit each against 3 credits: the rate budget lets all through.
    const answers = await Promise.all(Array.from({ length: L.sendsPerMinute }, () => send(u, { signId: sign.id, text: '秒杀开始', mobiles: randomMobile() })));
    const codes = answers.map((a) => ((a.body as { status: number }).status === 200 ? 'ok' : refusalOf(a).code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'ok')).toEqual(['SMS_CREDITS_NOT_ENOUGH', 'SMS_CREDITS_NOT_ENOUGH']);
    expect(await credits(u.id)).toBe(0);
    const es = await entries(u.id);
    expect(es.filter((e) => e.kind === 'send')).toHaveLength(3);
    expect(es.map((e) => e.balance).sort()).toEqual([0, 1, 2, 3]);
    expect(await records(u.id)).toBe(3);
  });

  it('the rate budget: sendsPerMinute sends a minute, then SMS_SEND_TOO_FREQUENT', async () => {
    const u = await vip();
    const sign = await newSmsSender(t.ctx, u, 100);
    for (let i = 0; i < L.sendsPerMinute; i++) okOf(await send(u, { signId: sign.id, text: '你好', mobiles: randomMobile() }));
    expect(refusalOf(await send(u, { signId: sign.id, text: '你好', mobiles: randomMobile() }))).toMatchObject({ code: 'SMS_SEND_TOO_FREQUENT', field: 'mobiles' });
    expect(await credits(u.id)).toBe(100 - L.sendsPerMinute);
  });
});
