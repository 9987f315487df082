import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { lapseTempVips } from '../../src/domains/orders';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newUser, setRegion } from '../factories';

/** Registration: industries, offers page and referrer, invitation link, info form with its temporary VIP, lapse. */
const M = LIMITS.money;
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const submit = (token: string, body: { name: string; industry: string; company?: string; ref?: string }) => t.api.vip.ucRegisterInfoSubmit({ body: { company: '', ...body }, token });

describe('register pages', () => {
  it('industries in both languages, public', async () => {
    const zh = okOf(await t.api.vip.getJmIndustryDetail());
    const en = okOf(await t.api.vip.getJmIndustryDetail({ cookies: { lang: 'en' } }));
    expect(zh.industries.length).toBe(en.industries.length);
    expect(zh.industries[0]).toEqual({ code: 'it', name: '互联网/IT' });
    expect(en.industries[0]!.name).toBe('Internet and IT');
  });

  it("getRegisterDetail names the referrer of a ref link; registerShareParam gives the caller's link", async () => {
    const spokes = await newUser(t.ctx, { name: '王五' });
    const d = okOf(await t.api.vip.getRegisterDetail({ body: { ref: spokes.phoneIdEcr } }));
    expect(d.referrer).toEqual({ name: '王五', phoneIdEcr: spokes.phoneIdEcr });
    expect(d.plans.map((p) => p.code)).toEqual(['vip1y', 'vip2y', 'vip3y']);
    expect(d.offersText).toContain('+86');
    expect(okOf(await t.api.vip.getRegisterDetail()).referrer).toBeNull();
    const share = okOf(await t.api.vip.registerShareParam({ token: spokes.token }));
    expect(share.url).toBe(`${t.ctx.config.publicOrigin}/multipage/register/registerVip?ref=${spokes.phoneIdEcr}`);
    expect(share.title).toContain('王五');
  });

  it('checkMobile: registered or not, offers only for +86 phones that never paid VIP', async () => {
    const u = await newUser(t.ctx);
    expect(okOf(await t.api.vip.checkMobile({ body: { phone: u.phone, regionCode: '+86' } }))).toEqual({ registered: true, offersEligible: true });
    expect(okOf(await t.api.vip.checkMobile({ body: { phone: '61234567', regionCode: '+852' } }))).toEqual({ registered: false, offersEligible: false });
    expect(refusalOf(await t.api.vip.checkMobile({ body: { phone: 'abc', regionCode: '+86' } })).field).toBe('phone');
  });
});

describe('ucRegisterInfoSubmit and the temporary VIP', () => {
  it('the first submit saves the card, binds the referrer and grants the trial; a second keeps the trial and the referrer', async () => {
    const spokes = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const u = await newUser(t.ctx);
    const r = okOf(await submit(u.token, { name: '赵六', industry: 'finance', company: '六六公司', ref: spokes.phoneIdEcr }));
    expect(new Date(r.tempVipExpiresAt!).getTime() - t.clock.now().getTime()).toBe(M.tempVipTrialDays * DAY);
    const card = await t.ctx.db.card.findUnique({ where: { userId: u.id } });
    expect(card).toMatchObject({ name: '赵六', company: '六六公司' });
    expect((await t.ctx.db.user.findUnique({ where: { id: u.id } }))!.refereeId).toBe(spokes.id);
    t.clock.advance(DAY);
    const again = okOf(await submit(u.token, { name: '赵六', industry: 'finance', ref: other.phoneIdEcr }));
    expect(again.tempVipExpiresAt).toBe(r.tempVipExpiresAt);
    expect((await t.ctx.db.user.findUnique({ where: { id: u.id } }))!.refereeId).toBe(spokes.id);
    expect(okOf(await t.api.vip.findVipInfo({ token: u.token }))).toMatchObject({ state: 'temporary', isVip: true });
  });

  it('refuses an unknown industry and an unknown referrer naming the field, writing nothing; the caller is never their own referrer', async () => {
    const u = await newUser(t.ctx);
    expect(refusalOf(await submit(u.token, { name: '赵六', industry: 'astrology' }))).toMatchObject({ code: 'INDUSTRY_UNKNOWN', field: 'industry' });
    expect(refusalOf(await submit(u.token, { name: '赵六', industry: 'it', ref: 'unknownRef0000000' }))).toMatchObject({ code: 'REFEREE_NOT_EXIST', field: 'ref' });
    expect(refusalOf(await submit(u.token, { name: '', industry: 'it' })).field).toBe('name');
    expect((await t.ctx.db.user.findUnique({ where: { id: u.id } }))!.tempVipExpiresAt).toBeNull();
    okOf(await submit(u.token, { name: '赵六', industry: 'it', ref: u.phoneIdEcr }));
    expect((await t.ctx.db.user.findUnique({ where: { id: u.id } }))!.refereeId).toBeNull();
  });

  it('a user with paid VIP gets no trial', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    expect(okOf(await submit(u.token, { name: '赵六', industry: 'it' })).tempVipExpiresAt).toBeNull();
  });

  it('the lapse is recorded once: by updateMpUserTempVIPOverdue or by the job, with one message', async () => {
    const a = await newUser(t.ctx);
    const b = await newUser(t.ctx);
    okOf(await submit(a.token, { name: '甲', industry: 'it' }));
    okOf(await submit(b.token, { name: '乙', industry: 'it' }));
    expect(okOf(await t.api.vip.updateMpUserTempVIPOverdue({ token: a.token })).state).toBe('temporary');
    t.clock.advance(M.tempVipTrialDays * DAY - 1000);
    await lapseTempVips(t.ctx); // one second before the end: not lapsed yet (other tests' users may be)
    const lapsedAt = async (id: string) => (await t.ctx.db.user.findUnique({ where: { id } }))!.tempVipLapsedAt;
    expect(await lapsedAt(a.id)).toBeNull();
    expect(await lapsedAt(b.id)).toBeNull();
    t.clock.advance(1000);
    expect(okOf(await t.api.vip.updateMpUserTempVIPOverdue({ token: a.token }))).toMatchObject({ state: 'none', isVip: false });
    okOf(await t.api.vip.updateMpUserTempVIPOverdue({ token: a.token }));
    expect(await lapseTempVips(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await lapseTempVips(t.ctx)).toBe(0);
    for (const u of [a, b]) expect(await t.ctx.db.message.count({ where: { userId: u.id, title: '临时VIP已到期', subjectType: 'vipCentre' } })).toBe(1);
  });

  it('registerSuccessInfo: VIP info and the named order', async () => {
    const u = await newUser(t.ctx);
    await setRegion(t.ctx, u.id, '+86');
    const o = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip2y' }, token: u.token }));
    const s = okOf(await t.api.vip.registerSuccessInfo({ body: { orderId: o.id }, token: u.token }));
    expect(s.order!.id).toBe(o.id);
    expect(s.vip.state).toBe('none');
    expect(okOf(await t.api.vip.registerSuccessInfo({ token: u.token })).order).toBeNull();
    expect(okOf(await t.api.vip.findMyOrders({ token: u.token }))).toMatchObject({ total: 1, hasMore: false });
  });
});
