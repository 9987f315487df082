import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SHARE_BACK_LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';

/**
 * Issue 34, share back: a visitor without an account leaves name, mobile (proven by an SMS code of purpose
 * shareBack), company and title on a card, with consent. The owner gets a contact marked shareBack, a radar lead and
 * a message; a repeat updates; an account opened later with the mobile makes an exchange; the visitor withdraws by
 * the confirmation's token or by a new code. Bad input answers catalogue codes naming the field and writes nothing.
 */
let t: TestApp;
let owner: FactoryUser;
let n = 0;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { name: '名片主人' });
});
afterAll(async () => {
  await t.close();
});

const net = () => t.api.network;
/** A mobile and an address of its own per test, so cool-downs and budgets of one test do not touch another. */
const phone = () => `1371234${String((n += 1)).padStart(4, '0')}`;
const addressOf = (p: string) => `10.34.${Number(p.slice(-4)) % 250}.${Number(p.slice(-2)) + 1}`;
const sendCode = async (mobile: string) => okOf(await t.api.account.getVerificationCode({ body: { phone: mobile, purpose: 'shareBack' }, remoteAddress: addressOf(mobile) }));
const share = (mobile: string, code: string, over: Record<string, unknown> = {}, card: FactoryUser = owner) =>
  net().shareBack({
    body: { phoneIdEcr: card.phoneIdEcr, name: '赵访客', mobile, code, company: '星辰科技', position: '采购经理', consent: true, ...over } as never,
    remoteAddress: addressOf(mobile),
  });
const shareNow = async (mobile = phone(), over: Record<string, unknown> = {}, card: FactoryUser = owner) => {
  await sendCode(mobile);
  return { mobile, done: okOf(await share(mobile, t.lastCode(mobile), over, card)) };
};
const book = async (u: FactoryUser) => okOf(await net().addRessBook({ body: { tab: 'friends' }, token: u.token })).items;
const rowsOf = (ownerId: string) =>
  Promise.all([
    t.ctx.db.shareBack.count({ where: { ownerId } }),
    t.ctx.db.contact.count({ where: { ownerId, source: 'shareBack' } }),
    t.ctx.db.visitEvent.count({ where: { ownerId, action: 'shareBack' } }),
    t.ctx.db.message.count({ where: { userId: ownerId, subjectType: 'shareBack' } }),
  ]);

describe('a visitor shares back', () => {
  it('the owner gets a contact marked shareBack, a radar lead and a message leading to it; a repeat updates, not duplicates', async () => {
    const card = await newUser(t.ctx, { name: '收件人' });
    const { mobile, done } = await shareNow(phone(), {}, card);
    expect(done).toMatchObject({ updated: false });
    expect(done.withdrawToken.length).toBeGreaterThanOrEqual(16);
    const rows = await book(card);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'shareBack',
      person: { phoneIdEcr: '', name: '赵访客', company: '星辰科技', position: '采购经理' },
      shareBack: { name: '赵访客', mobile, company: '星辰科技', position: '采购经理' },
    });
    const radar = okOf(await net().findRadarVisitors({ body: {}, token: card.token })).items;
    expect(radar.map((v) => v.lead)).toEqual([{ name: '赵访客', mobile, company: '星辰科技', position: '采购经理' }]);
    const events = okOf(await net().findRadarVisitorEvents({ body: { visitorKey: radar[0]!.visitorKey }, token: card.token })).items;
    expect(events.map((e) => e.action)).toEqual(['shareBack']);
    const msg = await t.ctx.db.message.findFirstOrThrow({ where: { userId: card.id, subjectType: 'shareBack' } });
    expect(msg.subjectId).toBe(done.id);
    expect(msg.content).toContain('赵访客');
    // The owner finds it by name in the book's search.
    expect(okOf(await net().searchFriends({ body: { keyword: '赵访' }, token: card.token })).items).toHaveLength(1);

    t.clock.advance(LIMITS.auth.codeResendSeconds * 1000 + 1000);
    await sendCode(mobile);
    const again = okOf(await share(mobile, t.lastCode(mobile), { name: '赵访客二', company: '' }, card));
    expect(again).toMatchObject({ id: done.id, updated: true });
    expect(await rowsOf(card.id)).toEqual([1, 1, 2, 2]);
    expect((await book(card)).map((r) => r.shareBack)).toEqual([{ name: '赵访客二', mobile, company: '', position: '采购经理' }]);
    // The first confirmation's link is no longer the one that withdraws.
    expect(refusalOf(await net().withdrawShareBack({ body: { token: done.withdrawToken }, remoteAddress: addressOf(mobile) }))).toMatchObject({
      code: 'SHARE_BACK_NOT_FOUND',
      field: 'token',
    });
  });

  it('consent missing, a wrong or expired code, a bad mobile, a blank name: catalogue codes naming the field, nothing written, the code kept', async () => {
    const card = await newUser(t.ctx);
    const mobile = phone();
    await sendCode(mobile);
    const code = t.lastCode(mobile);
    expect(refusalOf(await share(mobile, code, { consent: false }, card))).toMatchObject({ code: 'SHARE_BACK_CONSENT_REQUIRED', field: 'consent' });
    expect(refusalOf(await share(mobile, code, { consent: undefined }, card))).toMatchObject({ code: 'SHARE_BACK_CONSENT_REQUIRED', field: 'consent' });
    expect(refusalOf(await share(mobile, code, { name: '' }, card)).field).toBe('name');
    expect(refusalOf(await share(mobile, code, { company: 'x'.repeat(SHARE_BACK_LIMITS.companyMax + 1) }, card)).field).toBe('company');
    expect(refusalOf(await share('123', code, {}, card)).field).toBe('mobile');
    expect(refusalOf(await share(mobile, '', {}, card)).field).toBe('code');
    const wrong = code === '0000' ? '1111' : '0000';
    expect(refusalOf(await share(mobile, wrong, {}, card))).toMatchObject({ code: 'CODE_WRONG', field: 'code' });
    expect(refusalOf(await share(mobile, code, { phoneIdEcr: 'nosuchcard1' }, card))).toMatchObject({ code: 'RADAR_CARD_NOT_FOUND', field: 'phoneIdEcr' });
    expect(await rowsOf(card.id)).toEqual([0, 0, 0, 0]);
    okOf(await share(mobile, code, {}, card)); // nothing before spent the code
    t.clock.advance(LIMITS.auth.codeTtlMinutes * 60_000 + 1000);
    const late = phone();
    await sendCode(late);
    const lateCode = t.lastCode(late);
    t.clock.advance(LIMITS.auth.codeTtlMinutes * 60_000 + 1000);
    expect(refusalOf(await share(late, lateCode, {}, card))).toMatchObject({ code: 'CODE_NOT_EXIST', field: 'code' });
    expect(await rowsOf(card.id)).toEqual([1, 1, 1, 1]);
  });

  it('the owner on their own card, and a mobile that already has an account, are refused', async () => {
    const card = await newUser(t.ctx);
    const mobile = phone();
    await sendCode(mobile);
    const own = await net().shareBack({
      body: { phoneIdEcr: card.phoneIdEcr, name: '我', mobile, code: t.lastCode(mobile), consent: true } as never,
      token: card.token,
      remoteAddress: addressOf(mobile),
    });
    expect(refusalOf(own)).toMatchObject({ code: 'SHARE_BACK_OWN_CARD', field: 'phoneIdEcr' });
    const member = await newUser(t.ctx);
    t.clock.advance(LIMITS.auth.codeResendSeconds * 1000 + 1000);
    await sendCode(member.phone);
    expect(refusalOf(await share(member.phone, t.lastCode(member.phone), {}, card))).toMatchObject({ code: 'SHARE_BACK_HAS_ACCOUNT', field: 'mobile' });
    expect(await rowsOf(card.id)).toEqual([0, 0, 0, 0]);
  });

  it('one address stops at the hourly budget', async () => {
    const from = '10.34.251.1';
    const attempt = () => net().shareBack({ body: { phoneIdEcr: owner.phoneIdEcr, name: '赵', mobile: '13700000000', code: '0000', consent: false } as never, remoteAddress: from });
    for (let i = 0; i < SHARE_BACK_LIMITS.perAddressPerHour; i += 1) expect(refusalOf(await attempt()).code).toBe('SHARE_BACK_CONSENT_REQUIRED');
    expect(refusalOf(await attempt())).toMatchObject({ code: 'SHARE_BACK_TOO_MANY' });
  });
});

describe('later registration and withdrawal', () => {
  it('an account opened with the mobile turns each share back into an exchange: both books hold each other, labels kept', async () => {
    const a = await newUser(t.ctx, { name: '甲' });
    const b = await newUser(t.ctx, { name: '乙' });
    const mobile = phone();
    await shareNow(mobile, {}, a);
    t.clock.advance(LIMITS.auth.codeResendSeconds * 1000 + 1000);
    await shareNow(mobile, {}, b);
    const label = okOf(await net().addContactLabel({ body: { name: '客户' }, token: a.token }));
    const entry = (await book(a))[0]!;
    okOf(await net().setContactLabels({ body: { contactId: entry.contactId!, labelIds: label.id }, token: a.token }));

    t.clock.advance(LIMITS.auth.codeResendSeconds * 1000 + 1000);
    okOf(await t.api.account.getVerificationCode({ body: { phone: mobile, purpose: 'register' }, remoteAddress: addressOf(mobile) }));
    const { token } = okOf(await t.api.account.createUser({ body: { phone: mobile, code: t.lastCode(mobile), agree: true }, remoteAddress: addressOf(mobile) }));
    const user = await t.ctx.db.user.findFirstOrThrow({ where: { phone: mobile }, select: { id: true, phoneIdEcr: true } });
    const aBook = await book(a);
    expect(aBook.map((r) => ({ source: r.source, id: r.person.phoneIdEcr, labels: r.labels.map((l) => l.name), contactId: r.contactId }))).toEqual([
      { source: 'exchange', id: user.phoneIdEcr, labels: ['客户'], contactId: entry.contactId },
    ]);
    expect((await book(b)).map((r) => r.person.phoneIdEcr)).toEqual([user.phoneIdEcr]);
    const mine = okOf(await net().addRessBook({ body: { tab: 'friends' }, token }))
      .items.map((r) => r.person.phoneIdEcr)
      .sort();
    expect(mine).toEqual([a.phoneIdEcr, b.phoneIdEcr].sort());
    expect(okOf(await net().findExchangeState({ body: { phoneIdEcr: a.phoneIdEcr }, token })).state).toBe('exchanged');
    expect(await t.ctx.db.shareBack.count({ where: { phone: mobile } })).toBe(0);
  });

  it('withdrawing by the link or by a new code removes the contact, the lead and the message; a wrong token or another card is not found', async () => {
    const card = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const first = await shareNow(phone(), {}, card);
    const second = await shareNow(phone(), {}, card);
    expect(await rowsOf(card.id)).toEqual([2, 2, 2, 2]);
    expect(refusalOf(await net().withdrawShareBack({ body: { token: 'x'.repeat(43) }, remoteAddress: '10.34.252.1' }))).toMatchObject({ code: 'SHARE_BACK_NOT_FOUND', field: 'token' });
    okOf(await net().withdrawShareBack({ body: { token: first.done.withdrawToken }, remoteAddress: '10.34.252.1' }));
    expect(await rowsOf(card.id)).toEqual([1, 1, 1, 1]);
    expect(refusalOf(await net().withdrawShareBack({ body: { token: first.done.withdrawToken }, remoteAddress: '10.34.252.1' })).code).toBe('SHARE_BACK_NOT_FOUND');

    // By code: the same mobile names nothing on another card; on the right one it withdraws.
    const m = second.mobile;
    t.clock.advance(LIMITS.auth.codeResendSeconds * 1000 + 1000);
    await sendCode(m);
    const byCode = (phoneIdEcr: string, code: string) => net().withdrawShareBackByCode({ body: { phoneIdEcr, mobile: m, code }, remoteAddress: addressOf(m) });
    expect(refusalOf(await byCode(other.phoneIdEcr, t.lastCode(m)))).toMatchObject({ code: 'SHARE_BACK_NOT_FOUND', field: 'mobile' });
    t.clock.advance(LIMITS.auth.codeResendSeconds * 1000 + 1000);
    await sendCode(m);
    const code = t.lastCode(m);
    expect(refusalOf(await byCode(card.phoneIdEcr, code === '0000' ? '1111' : '0000'))).toMatchObject({ code: 'CODE_WRONG', field: 'code' });
    okOf(await byCode(card.phoneIdEcr, code));
    expect(await rowsOf(card.id)).toEqual([0, 0, 0, 0]);
    expect(await book(card)).toEqual([]);
    expect(okOf(await net().findRadarVisitors({ body: {}, token: card.token })).items.every((v) => v.lead === null && v.actions === 0)).toBe(true);
  });

  it("someone else's ids: another user cannot label, see or hand over the owner's shared-back contact", async () => {
    const card = await newUser(t.ctx);
    const stranger = await newUser(t.ctx);
    await shareNow(phone(), {}, card);
    const entry = (await book(card))[0]!;
    const label = okOf(await net().addContactLabel({ body: { name: '陌生' }, token: stranger.token }));
    expect(refusalOf(await net().setContactLabels({ body: { contactId: entry.contactId!, labelIds: label.id }, token: stranger.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'contactId',
    });
    expect(await book(stranger)).toEqual([]);
    expect(okOf(await net().findRadarVisitors({ body: {}, token: stranger.token })).items).toEqual([]);
  });
});
