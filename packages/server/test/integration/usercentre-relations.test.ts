import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newAgent, newUser } from '../factories';

/** Subscriptions, relationships, other users' public detail, and the public lookups (mobile rules, error codes, upload token). */
let t: TestApp;
type U = { token: string; phoneIdEcr: string; id: string; phone: string };
let a: U;
let b: U;
let c: U;
let agent: { token: string };
const rs = (res: { json(): { resultSets: unknown } }) => res.json().resultSets as any;
const user = async (phone: string): Promise<U> => {
  const r = await t.register(phone);
  return { ...r, id: (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: r.phoneIdEcr }, select: { id: true } })).id };
};
const UNKNOWN = 'AAAAAAAAAAAAAAAAAAAAAA';

beforeAll(async () => {
  t = await makeTestApp();
  a = await user('15530000001');
  b = await user('15530000002');
  c = await user('15530000003');
  agent = await newAgent(t.ctx);
  await t.ctx.db.card.update({ where: { userId: b.id }, data: { name: '王五', company: '星辰科技', position: '经理' } });
  await t.ctx.db.user.update({ where: { id: b.id }, data: { avatarUrl: '/files/avatars/b.webp' } });
});
afterAll(async () => {
  await t.close();
});

describe('subscriptions', () => {
  it('starts empty', async () => {
    expect(rs(await t.post('/acc/mySubscription.xhtml', {}, a.token))).toEqual({ items: [], total: 0, hasMore: false, nextCursor: null });
  });

  it('toggles a subscription on and lists the card with name, company, avatar and phoneIdEcr', async () => {
    expect(rs(await t.get(`/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${b.phoneIdEcr}`, a.token))).toEqual({ subscribed: true });
    const list = rs(await t.post('/acc/mySubscription.xhtml', {}, a.token)).items;
    expect(list).toEqual([expect.objectContaining({ phoneIdEcr: b.phoneIdEcr, name: '王五', company: '星辰科技', position: '经理', avatarUrl: '/files/avatars/b.webp' })]);
  });

  it('tells whether the viewer subscribed and whether the other subscribed back', async () => {
    expect(rs(await t.get(`/rel/${b.phoneIdEcr}/findUserRecRelationship.xhtml`, a.token))).toEqual({ subscribed: true, subscribedBack: false });
    await t.get(`/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${a.phoneIdEcr}`, b.token);
    expect(rs(await t.get(`/rel/${b.phoneIdEcr}/findUserRecRelationship.xhtml`, a.token))).toEqual({ subscribed: true, subscribedBack: true });
    expect(rs(await t.get(`/rel/${a.phoneIdEcr}/findUserRecRelationship.xhtml`, c.token))).toEqual({ subscribed: false, subscribedBack: false });
  });

  it('toggles off again', async () => {
    expect(rs(await t.get(`/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${b.phoneIdEcr}`, a.token))).toEqual({ subscribed: false });
    expect(rs(await t.post('/acc/mySubscription.xhtml', {}, a.token)).items).toEqual([]);
  });

  it('refuses the own card and answers an unknown card as not found', async () => {
    const own = await t.get(`/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${a.phoneIdEcr}`, a.token);
    expect(own.json()).toMatchObject({ status: 1060001, code: 'OWN_CARD', msg: '不能收藏或交换自己的名片' });
    expect((await t.post('/rel/addUserStore.xhtml', { phoneIdEcr: a.phoneIdEcr }, a.token)).json().code).toBe('OWN_CARD');
    expect(await t.ctx.db.subscription.count({ where: { userId: a.id } })).toBe(0);
    const unknown = await t.get(`/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${UNKNOWN}`, a.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await t.get('/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=x', a.token)).statusCode).toBe(400);
  });

  it('stores a card idempotently', async () => {
    expect(rs(await t.post('/rel/addUserStore.xhtml', { phoneIdEcr: b.phoneIdEcr }, a.token))).toEqual({ subscribed: true });
    expect(rs(await t.post('/rel/addUserStore.xhtml', { phoneIdEcr: b.phoneIdEcr }, a.token))).toEqual({ subscribed: true });
    expect(await t.ctx.db.subscription.count({ where: { userId: a.id, targetId: b.id } })).toBe(1);
    expect((await t.post('/rel/addUserStore.xhtml', { phoneIdEcr: UNKNOWN }, a.token)).json().code).toBe('NOT_FOUND');
  });
});

describe("another user's detail", () => {
  it('shows the public detail with the phone while it is not hidden', async () => {
    const d = rs(await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr }, c.token));
    expect(d).toEqual({
      phoneIdEcr: b.phoneIdEcr,
      name: '王五',
      company: '星辰科技',
      position: '经理',
      avatarUrl: '/files/avatars/b.webp',
      mobile: b.phone,
      phoneHidden: false,
      subscribed: false,
      isSelf: false,
    });
    expect(rs(await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr }, a.token)).subscribed).toBe(true);
  });

  it('leaves a hidden phone out of the JSON entirely', async () => {
    await t.post('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'true', allowColleagueView: 'true', hidePhone: 'true', showInMobileSite: 'true' }, b.token);
    const res = await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr });
    expect(res.body).not.toContain(b.phone);
    expect(rs(res)).toMatchObject({ mobile: null, phoneHidden: true });
    expect(rs(await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr }, b.token))).toMatchObject({ mobile: b.phone, isSelf: true });
  });

  it('refuses strangers when the owner does not allow them, but not a contact the owner subscribed to', async () => {
    await t.post('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'false', allowColleagueView: 'true', hidePhone: 'true', showInMobileSite: 'true' }, b.token);
    const stranger = await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr }, c.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ status: 1060002, code: 'USER_PRIVACY' });
    expect((await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr })).json().code).toBe('USER_PRIVACY');
    // b subscribed to a above, so a is someone b chose.
    expect(rs(await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr }, a.token)).name).toBe('王五');
  });

  it('lets colleagues in by the colleague switch', async () => {
    await t.ctx.db.company.create({ data: { id: 'coRel00000000001', name: '星辰科技' } });
    await t.ctx.db.user.updateMany({ where: { id: { in: [b.id, c.id] } }, data: { companyId: 'coRel00000000001' } });
    expect((await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr }, c.token)).json().status).toBe(200);
    await t.post('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'false', allowColleagueView: 'false', hidePhone: 'true', showInMobileSite: 'true' }, b.token);
    expect((await t.post('/rel/getUserInfoDetail.xhtml', { phoneIdEcr: b.phoneIdEcr }, c.token)).json().code).toBe('USER_PRIVACY');
  });
});

describe('public lookups and the upload token', () => {
  it('lists the region codes with their phone patterns, without a login', async () => {
    const rules = rs(await t.post('/acc/getMobileRules.xhtml'));
    expect(rules.map((r: { regionCode: string }) => r.regionCode)).toEqual(['+86', '+852', '+853', '+886']);
    expect(new RegExp(rules[0].pattern).test('13800138000')).toBe(true);
    expect(new RegExp(rules[0].pattern).test('1380013800')).toBe(false);
  });

  it('refuses the error-code lookup to a visitor and to a user without the customer service or operator role', async () => {
    expect((await t.get('/acc/findErrorCode.xhtml?status=1040001')).json().code).toBe('NOT_LOGGED_IN');
    const plain = await t.get('/acc/findErrorCode.xhtml?status=1040001', a.token);
    expect(plain.json()).toMatchObject({ code: 'NO_PERMISSION' });
    expect(plain.json().resultSets ?? null).toBeNull();
    const operator = await newUser(t.ctx, { roles: ['operator'] });
    expect(rs(await t.get('/acc/findErrorCode.xhtml?status=1040001', operator.token))).toMatchObject({ code: 'CLEANUP_LIMIT' });
  });

  it("looks an error status up in the caller's language for an agent; unknown is not found", async () => {
    const get = (url: string) => t.get(url, agent.token);
    expect(rs(await get('/acc/findErrorCode.xhtml?status=1040001'))).toEqual({ status: 1040001, code: 'CLEANUP_LIMIT', msg: '今日清理次数已达上限' });
    const en = await t.app.inject({ method: 'GET', url: '/acc/findErrorCode.xhtml?status=1060003', cookies: { lang: 'en' }, headers: { authorization: agent.token } });
    expect(rs(en)).toEqual({ status: 1060003, code: 'COMPANY_NOT_ALLOWED', msg: 'Your company does not allow changing this setting' });
    const unknown = await get('/acc/findErrorCode.xhtml?status=4242');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ERROR_CODE_UNKNOWN', errors: [{ field: 'status' }] });
    // What people type (issue 8): the error name, with spaces and in lower case, answers the entry, not SUBMIT_DATA_ERROR.
    expect(rs(await get('/acc/findErrorCode.xhtml?status=%20company_not_allowed%20'))).toMatchObject({ status: 1060003, code: 'COMPANY_NOT_ALLOWED' });
    expect((await get('/acc/findErrorCode.xhtml?status=abc')).json().code).toBe('ERROR_CODE_UNKNOWN');
    expect((await get('/acc/findErrorCode.xhtml?status=')).json()).toMatchObject({ code: 'SUBMIT_DATA_ERROR', errors: [{ field: 'status' }] });
  });

  it('hands a logged-in user a signed avatar token that uploads as that user until it expires, and nothing else', async () => {
    const tok = rs(await t.post('/acc/getUploadToken.xhtml', {}, a.token));
    expect(tok.uploadUrl).toBe('/acc/uploadAvatar.xhtml');
    expect(Date.parse(tok.expiresAt)).toBe(t.clock.now().getTime() + LIMITS.upload.tokenMinutes * 60_000);
    // The token alone (no session) opens the avatar upload, for user a.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (token: string) => {
      const body = Buffer.concat([Buffer.from('--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'), png, Buffer.from('\r\n--B--\r\n')]);
      return t.app.inject({ method: 'POST', url: tok.uploadUrl, payload: body, headers: { 'content-type': 'multipart/form-data; boundary=B', 'x-upload-token': token } });
    };
    const done = rs(await upload(tok.token));
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: a.id }, select: { avatarUrl: true } })).avatarUrl).toBe(done.avatarUrl);
    // One changed character of the signature, or the old unsigned form naming the user, is refused.
    const at = tok.token.length - 10;
    const flipped = tok.token.slice(0, at) + (tok.token[at] === 'A' ? 'B' : 'A') + tok.token.slice(at + 1);
    expect((await upload(flipped)).json().code).toBe('UPLOAD_AUTH_FAILED');
    expect((await upload(Buffer.from(`${a.id}:${tok.expiresAt}`).toString('base64url'))).json().code).toBe('UPLOAD_AUTH_FAILED');
    t.clock.advance(LIMITS.upload.tokenMinutes * 60_000);
    expect((await upload(tok.token)).json().code).toBe('UPLOAD_AUTH_FAILED');
    expect((await t.post('/acc/getUploadToken.xhtml')).json().status).toBe(302);
  });
});
