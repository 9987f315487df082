import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, newCircle, newUser, type FactoryUser } from '../factories';

/** The circle core part through the typed client: creating, joining, applications, invitations, QR, scan login. */
const L = LIMITS.circle;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.circle;
const rowOf = (cid: string, u: FactoryUser) => t.ctx.db.circleMember.findUnique({ where: { circleId_userId: { circleId: cid, userId: u.id } } });
const countOf = async (cid: string) => (await t.ctx.db.circle.findUnique({ where: { id: cid } }))!.memberCount;
const messagesOf = (u: FactoryUser) => t.ctx.db.message.findMany({ where: { userId: u.id } });
const create = (u: FactoryUser, body: Record<string, unknown>) => api().createCircle({ body: { name: '测试圈', description: '一起交流', ...body } as never, token: u.token });

describe('createCircle', () => {
  it('creates the circle, its labels and the owner membership in one go; my list shows it', async () => {
    const u = await newUser(t.ctx);
    const c = okOf(await create(u, { labels: '创业,读书会', industry: '互联网', city: '杭州', province: '浙江', joinWay: 'open' }));
    expect(c).toMatchObject({ name: '测试圈', labels: ['创业', '读书会'], industry: '互联网', memberCount: 1, my: { state: 'joined', role: 'owner' } });
    expect(await rowOf(c.cid, u)).toMatchObject({ state: 'joined', role: 'owner' });
    const mine = okOf(await api().findMyCircles({ body: { tab: 'newCircle' }, token: u.token }));
    expect(mine.items.map((i) => i.cid)).toEqual([c.cid]);
    expect(okOf(await api().findMyCircles({ body: { tab: 'joinCircle' }, token: u.token })).items).toEqual([]);
  });

  it('bad input answers the catalogue message naming the field and writes nothing', async () => {
    const u = await newUser(t.ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '圈'.repeat(16) }, 'name', 'VALIDATION'],
      [{ description: '字'.repeat(201) }, 'description', 'VALIDATION'],
      [{ labels: '创业,投资,科技,营销,教育' }, 'labels', 'CIRCLE_LABEL_LIMIT'],
      [{ labels: '九个字的自定义标签' }, 'labels', 'CIRCLE_LABEL_INVALID'],
      [{ labels: '读书!' }, 'labels', 'CIRCLE_LABEL_INVALID'],
      [{ labels: '读书,读书' }, 'labels', 'CIRCLE_LABEL_DUPLICATE'],
      [{ joinWay: 'paid', joinPriceFen: 20_001 }, 'joinPriceFen', 'CIRCLE_PRICE_RANGE'],
      [{ joinWay: 'paid', joinPriceFen: 99 }, 'joinPriceFen', 'CIRCLE_PRICE_RANGE'],
      [{ viewPriceFen: 20_001 }, 'viewPriceFen', 'CIRCLE_PRICE_RANGE'],
      [{ industry: '炼金术' }, 'industry', 'VALIDATION'],
    ];
    for (const [body, field, code] of cases) {
      const r = refusalOf(await create(u, body));
      expect(r.field, JSON.stringify(body)).toBe(field);
      if (code !== 'VALIDATION') expect(r.code).toBe(code);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await t.ctx.db.circle.count({ where: { ownerId: u.id } })).toBe(0);
    const en = refusalOf(await api().createCircle({ body: { name: 'x', description: 'y', joinWay: 'paid', joinPriceFen: 20_001 } as never, token: u.token, cookies: { lang: 'en' } }));
    expect(en.msg).toBe('The price must be between 1 and 200 yuan');
    expect(okOf(await create(u, { joinWay: 'paid', joinPriceFen: 20_000, viewPriceFen: 100, labels: '八个字的自定标签' }))).toMatchObject({ joinPriceFen: 20_000, viewPriceFen: 100 });
  });

  it('the 20th circle is created, the 21st refused; dissolved ones do not count', async () => {
    const u = await newUser(t.ctx);
    for (let i = 0; i < L.perUser - 1; i++) await newCircle(t.ctx, u);
    await newCircle(t.ctx, u, { state: 'dissolved' });
    okOf(await create(u, {}));
    expect(refusalOf(await create(u, {})).code).toBe('CIRCLE_CREATE_LIMIT');
    expect(await t.ctx.db.circle.count({ where: { ownerId: u.id, state: { not: 'dissolved' } } })).toBe(L.perUser);
  });

  it('two simultaneous creates at 19 make 20, never 21', async () => {
    const u = await newUser(t.ctx);
    for (let i = 0; i < L.perUser - 1; i++) await newCircle(t.ctx, u);
    const answers = await Promise.all([1, 2, 3].map((i) => create(u, { name: `并发${i}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(refusalOf(a).code).toBe('CIRCLE_CREATE_LIMIT');
    expect(await t.ctx.db.circle.count({ where: { ownerId: u.id } })).toBe(L.perUser);
  });

  it("an avatar uploaded for a circle is taken; someone else's URL is refused", async () => {
    const u = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const file = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const { url } = okOf(await api().uploadCircleAvatar({ body: { file: new Blob([file], { type: 'image/png' }) } as never, token: u.token }));
    expect(okOf(await create(u, { avatarUrl: url })).avatarUrl).toBe(url);
    expect(refusalOf(await create(other, { avatarUrl: url })).field).toBe('avatarUrl');
  });

  it('findCircleLabels offers the presets and industries', async () => {
    expect(okOf(await api().findCircleLabels())).toEqual({
      presetLabels: [...L.presetLabels],
      industries: [...L.industries],
      labelsMax: 4,
      customLabelLength: 8,
    });
  });
});

describe('joining and leaving', () => {
  it('open: joins at once, counts; a member is told so; the joined tab lists it', async () => {
    const owner = await newUser(t.ctx);
    const u = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner);
    expect(okOf(await api().applyJoinCircle({ body: { cid: c.id }, token: u.token }))).toMatchObject({ state: 'joined', role: 'member' });
    expect(await countOf(c.id)).toBe(2);
    expect(refusalOf(await api().applyJoinCircle({ body: { cid: c.id }, token: u.token })).code).toBe('CIRCLE_ALREADY_MEMBER');
    expect(okOf(await api().findMyCircles({ body: { tab: 'joinCircle' }, token: u.token })).items.map((i) => i.cid)).toEqual([c.id]);
  });

  it('CIRCLE_FULL at the member cap; one below still joins', async () => {
    const owner = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner);
    await t.ctx.db.circle.update({ where: { id: c.id }, data: { memberCount: L.memberCap - 1 } });
    const a = await newUser(t.ctx);
    const b = await newUser(t.ctx);
    okOf(await api().applyJoinCircle({ body: { cid: c.id }, token: a.token }));
    expect(refusalOf(await api().applyJoinCircle({ body: { cid: c.id }, token: b.token }))).toMatchObject({ code: 'CIRCLE_FULL', field: 'cid', msg: '圈子已满，无法加入' });
    expect(await rowOf(c.id, b)).toBeNull();
    expect(await countOf(c.id)).toBe(L.memberCap);
  });

  it('approval: applies with a note, admins get a message; pending is told; paid needs payment; banned is refused', async () => {
    const owner = await newUser(t.ctx);
    const admin = await newUser(t.ctx);
    const u = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner, { joinWay: 'approval' });
    await addCircleMember(t.ctx, c.id, admin, { role: 'admin' });
    expect(okOf(await api().applyJoinCircle({ body: { cid: c.id, note: '我是做外贸的' }, token: u.token })).state).toBe('applied');
    expect(await rowOf(c.id, u)).toMatchObject({ state: 'applied', applyNote: '我是做外贸的' });
    expect((await messagesOf(owner)).map((m) => m.title)).toContain('圈子新的入圈申请');
    expect((await messagesOf(admin)).map((m) => m.title)).toContain('圈子新的入圈申请');
    expect(refusalOf(await api().applyJoinCircle({ body: { cid: c.id }, token: u.token })).code).toBe('CIRCLE_ALREADY_APPLIED');
    expect(refusalOf(await api().applyJoinCircle({ body: { cid: c.id, note: '长'.repeat(L.applyNoteLength + 1) }, token: (await newUser(t.ctx)).token })).field).toBe('note');
    const paid = await newCircle(t.ctx, owner, { joinWay: 'paid', joinPriceFen: 990 });
    expect(refusalOf(await api().applyJoinCircle({ body: { cid: paid.id }, token: u.token })).code).toBe('CIRCLE_NEEDS_PAYMENT');
    const banned = await newCircle(t.ctx, owner, { state: 'banned' });
    expect(refusalOf(await api().applyJoinCircle({ body: { cid: banned.id }, token: u.token })).code).toBe('CIRCLE_BANNED');
  });

  it('quit: a member leaves and the count drops; the owner cannot; a left member may join again', async () => {
    const owner = await newUser(t.ctx);
    const u = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner);
    await addCircleMember(t.ctx, c.id, u);
    expect(okOf(await api().quitCircle({ body: { cid: c.id }, token: u.token })).state).toBe('left');
    expect(await countOf(c.id)).toBe(1);
    expect(refusalOf(await api().quitCircle({ body: { cid: c.id }, token: u.token })).code).toBe('CIRCLE_NOT_MEMBER');
    expect(refusalOf(await api().quitCircle({ body: { cid: c.id }, token: owner.token })).code).toBe('CIRCLE_OWNER_CANNOT');
    expect(okOf(await api().applyJoinCircle({ body: { cid: c.id }, token: u.token })).state).toBe('joined');
    expect(await countOf(c.id)).toBe(2);
  });
});

describe('applications (admins)', () => {
  async function pending(joinWay: 'approval' | 'paid' = 'approval') {
    const owner = await newUser(t.ctx);
    const admin = await newUser(t.ctx);
    const member = await newUser(t.ctx);
    const applicant = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner, { joinWay });
    await addCircleMember(t.ctx, c.id, admin, { role: 'admin' });
    await addCircleMember(t.ctx, c.id, member);
    await addCircleMember(t.ctx, c.id, applicant, { state: 'applied' });
    return { owner, admin, member, applicant, cid: c.id };
  }

  it('an admin lists and agrees; a member may not; the applicant is told and counted', async () => {
    const { admin, member, applicant, cid } = await pending();
    const list = okOf(await api().findCircleApplications({ body: { cid }, token: admin.token }));
    expect(list.items.map((a) => a.phoneIdEcr)).toEqual([applicant.phoneIdEcr]);
    const refused = refusalOf(await api().findCircleApplications({ body: { cid }, token: member.token }));
    expect(['CIRCLE_NOT_ADMIN', 'NO_PERMISSION']).toContain(refused.code);
    const r2 = refusalOf(await api().agreeCircleApplication({ body: { cid, phoneIdEcr: applicant.phoneIdEcr }, token: member.token }));
    expect(['CIRCLE_NOT_ADMIN', 'NO_PERMISSION']).toContain(r2.code);
    expect(okOf(await api().agreeCircleApplication({ body: { cid, phoneIdEcr: applicant.phoneIdEcr }, token: admin.token }))).toEqual({ phoneIdEcr: applicant.phoneIdEcr, state: 'joined' });
    expect(await countOf(cid)).toBe(4);
    expect((await messagesOf(applicant)).map((m) => m.title)).toContain('入圈申请已通过');
    expect(refusalOf(await api().agreeCircleApplication({ body: { cid, phoneIdEcr: applicant.phoneIdEcr }, token: admin.token })).code).toBe('CIRCLE_NO_INVITATION');
    expect(await countOf(cid)).toBe(4);
  });

  it('ignore: the applicant is told and may apply again; in a paid circle agreeing makes them agreed, not counted', async () => {
    const { owner, applicant, cid } = await pending();
    expect(okOf(await api().ignoreCircleApplication({ body: { cid, phoneIdEcr: applicant.phoneIdEcr }, token: owner.token })).state).toBe('ignored');
    expect((await messagesOf(applicant)).map((m) => m.title)).toContain('入圈申请未通过');
    expect(okOf(await api().applyJoinCircle({ body: { cid }, token: applicant.token })).state).toBe('applied');
    const paid = await pending('paid');
    expect(okOf(await api().agreeCircleApplication({ body: { cid: paid.cid, phoneIdEcr: paid.applicant.phoneIdEcr }, token: paid.owner.token })).state).toBe('agreed');
    expect(await countOf(paid.cid)).toBe(3);
  });

  it('agreeing at the cap is CIRCLE_FULL and leaves the application pending', async () => {
    const { admin, applicant, cid } = await pending();
    await t.ctx.db.circle.update({ where: { id: cid }, data: { memberCount: L.memberCap } });
    expect(refusalOf(await api().agreeCircleApplication({ body: { cid, phoneIdEcr: applicant.phoneIdEcr }, token: admin.token })).code).toBe('CIRCLE_FULL');
    expect((await rowOf(cid, applicant))!.state).toBe('applied');
  });
});

describe('invitations', () => {
  it('a member invites; the invitee sees it, is told, agrees and is counted; members are skipped', async () => {
    const owner = await newUser(t.ctx);
    const member = await newUser(t.ctx);
    const friend = await newUser(t.ctx);
    const outsider = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner, { joinWay: 'approval' });
    await addCircleMember(t.ctx, c.id, member);
    expect(refusalOf(await api().inviteCircleFriends({ body: { cid: c.id, phoneIdEcrs: [friend.phoneIdEcr] }, token: outsider.token })).code).toBe('CIRCLE_NOT_MEMBER');
    expect(okOf(await api().inviteCircleFriends({ body: { cid: c.id, phoneIdEcrs: [friend.phoneIdEcr, owner.phoneIdEcr] }, token: member.token }))).toEqual({ invited: 1, skipped: 1 });
    expect((await messagesOf(friend)).map((m) => m.title)).toContain('圈子邀请');
    const mine = okOf(await api().findMyCircleInvitations({ body: {}, token: friend.token }));
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ circle: { cid: c.id, my: { state: 'invited' } }, inviter: { phoneIdEcr: member.phoneIdEcr } });
    expect(refusalOf(await api().agreeCircleInvitation({ body: { cid: c.id }, token: outsider.token })).code).toBe('CIRCLE_NO_INVITATION');
    expect(okOf(await api().agreeCircleInvitation({ body: { cid: c.id }, token: friend.token })).state).toBe('joined');
    expect(await countOf(c.id)).toBe(3);
    expect(okOf(await api().findMyCircleInvitations({ body: {}, token: friend.token })).items).toEqual([]);
  });

  it("ignore an invitation; a paid circle's invitation becomes agreed (then pay); more than 20 are refused", async () => {
    const owner = await newUser(t.ctx);
    const friend = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner);
    okOf(await api().inviteCircleFriends({ body: { cid: c.id, phoneIdEcrs: [friend.phoneIdEcr] }, token: owner.token }));
    expect(okOf(await api().ignoreCircleInvitation({ body: { cid: c.id }, token: friend.token })).state).toBe('ignored');
    expect(refusalOf(await api().ignoreCircleInvitation({ body: { cid: c.id }, token: friend.token })).code).toBe('CIRCLE_NO_INVITATION');
    const paid = await newCircle(t.ctx, owner, { joinWay: 'paid' });
    okOf(await api().inviteCircleFriends({ body: { cid: paid.id, phoneIdEcrs: [friend.phoneIdEcr] }, token: owner.token }));
    expect(okOf(await api().agreeCircleInvitation({ body: { cid: paid.id }, token: friend.token })).state).toBe('agreed');
    expect(await countOf(paid.id)).toBe(1);
    const many = Array.from({ length: 21 }, (_, i) => `abcdefgh${String(i).padStart(2, '0')}`);
    expect(refusalOf(await api().inviteCircleFriends({ body: { cid: c.id, phoneIdEcrs: many }, token: owner.token })).field).toBe('phoneIdEcrs');
  });
});

describe('QR code and the join page', () => {
  it('a member gets the QR of the join link with themselves as inviter; an outsider may not', async () => {
    const owner = await newUser(t.ctx);
    const outsider = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner);
    const qr = okOf(await api().circleQrCode({ body: { cid: c.id }, token: owner.token }));
    expect(qr.link).toMatch(new RegExp(`/multipage/circle/CircleJoinInfo/${c.id}\\?inviter=${owner.phoneIdEcr}$`));
    expect(qr.qrDataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(refusalOf(await api().circleQrCode({ body: { cid: c.id }, token: outsider.token })).code).toBe('CIRCLE_NOT_MEMBER');
  });

  it('the join page shows a visitor the circle and the inviter; a dissolved circle says so', async () => {
    const owner = await newUser(t.ctx, { name: '王圈主' });
    const c = await newCircle(t.ctx, owner, { joinWay: 'paid', joinPriceFen: 1990, labels: ['创业'] });
    const info = okOf(await api().circleJoinInfo({ body: { cid: c.id, inviter: owner.phoneIdEcr } }));
    expect(info).toMatchObject({ cid: c.id, joinWay: 'paid', joinPriceFen: 1990, ownerName: '王圈主', labels: ['创业'], inviter: { name: '王圈主' }, my: { state: 'none' } });
    const gone = await newCircle(t.ctx, owner, { state: 'dissolved' });
    expect(refusalOf(await api().circleJoinInfo({ body: { cid: gone.id } })).code).toBe('CIRCLE_DISSOLVED');
  });
});

describe('scan login', () => {
  it("waiting -> scanned -> confirmed: the screen is signed in exactly once, as the phone's user", async () => {
    const u = await newUser(t.ctx);
    const code = okOf(await api().createCircleLoginCode({ body: {} }));
    expect(code.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(code.link).toContain(`/multipage/circle/CircleLoginCode?loginCode=${code.loginCode}`);
    expect(await t.ctx.db.circleLoginCode.findFirst({ where: { codeHash: code.loginCode } })).toBeNull();
    const poll = () => api().pollCircleLoginCode({ body: { loginCode: code.loginCode } });
    expect(okOf(await poll()).state).toBe('waiting');
    expect(okOf(await api().scanCircleLoginCode({ body: { loginCode: code.loginCode }, token: u.token })).state).toBe('scanned');
    expect(okOf(await poll())).toMatchObject({ state: 'scanned', token: null });
    const other = await newUser(t.ctx);
    expect(refusalOf(await api().confirmCircleLoginCode({ body: { loginCode: code.loginCode }, token: other.token })).code).toBe('CIRCLE_LOGIN_CODE_INVALID');
    expect(okOf(await api().confirmCircleLoginCode({ body: { loginCode: code.loginCode }, token: u.token })).state).toBe('confirmed');
    const [a, b] = await Promise.all([poll(), poll()]);
    const tokens = [okOf(a), okOf(b)].filter((p) => p.token);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.phoneIdEcr).toBe(u.phoneIdEcr);
    expect(String(a.headers.get('set-cookie') ?? '') + String(b.headers.get('set-cookie') ?? '')).toMatch(/token|sid|session/i);
    const info = await t.api.account.judgeUserIsLogin({ token: tokens[0]!.token! } as never);
    expect(okOf(info)).toMatchObject({ loggedIn: true, phoneIdEcr: u.phoneIdEcr });
    expect(okOf(await poll())).toMatchObject({ state: 'used', token: null });
  });

  it('an expired or unknown code is CIRCLE_LOGIN_CODE_INVALID', async () => {
    const u = await newUser(t.ctx);
    const code = okOf(await api().createCircleLoginCode({ body: {} }));
    t.clock.advance(L.loginCodeSeconds * 1000);
    expect(okOf(await api().pollCircleLoginCode({ body: { loginCode: code.loginCode } })).state).toBe('expired');
    expect(refusalOf(await api().scanCircleLoginCode({ body: { loginCode: code.loginCode }, token: u.token }))).toMatchObject({ code: 'CIRCLE_LOGIN_CODE_INVALID', field: 'loginCode' });
    expect(refusalOf(await api().pollCircleLoginCode({ body: { loginCode: 'x'.repeat(32) } })).code).toBe('CIRCLE_LOGIN_CODE_INVALID');
  });
});
