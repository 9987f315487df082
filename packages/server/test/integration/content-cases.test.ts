import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCase, newCaseImage, newUser, whitelistForCases, type FactoryUser } from '../factories';

/**
 * Design cases (module 52) through the typed client on a real database: the owner's list and switches, batch
 * delete all-or-nothing, sort, the visitors' side (hidden, auditing and forbidden cases never shown), search, the
 * audit with its whitelist, complaints and appeals, and operator-only calls refused to users.
 */
let t: TestApp;
let owner: FactoryUser;
let other: FactoryUser;
let op: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { name: '设计师甲' });
  other = await newUser(t.ctx, { name: '访客乙' });
  op = await newUser(t.ctx, { roles: ['operator'] });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.content;
const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id);
const mine = async (u: FactoryUser) => okOf(await api().myCase({ token: u.token, body: { pageSize: 50 } }));
const cardCases = async (u: FactoryUser) => okOf(await api().findCase({ body: { phoneIdEcr: u.phoneIdEcr } }));
const messages = (u: FactoryUser) => t.ctx.db.message.findMany({ where: { userId: u.id, kind: 'system' }, orderBy: { createdAt: 'asc' }, select: { title: true, content: true } });

describe('saving a case', () => {
  it("adds a case with the owner's images; it awaits the audit and is not shown to others until passed", async () => {
    const cover = await newCaseImage(t.ctx, owner);
    const img = await newCaseImage(t.ctx, owner);
    const saved = okOf(await api().saveCase({ token: owner.token, body: { type: 'interior', title: '海边别墅', description: '现代风格', coverUrl: cover, images: [img] } }));
    expect(saved).toMatchObject({ type: 'interior', title: '海边别墅', coverUrl: cover, images: [img], state: 'auditing', owner: { phoneIdEcr: owner.phoneIdEcr, name: '设计师甲' } });
    expect(ids(await mine(owner))).toEqual([saved.id]);
    expect((await cardCases(owner)).items).toEqual([]);
    expect(refusalOf(await api().showCase({ token: other.token, body: { id: saved.id } })).code).toBe('NOT_FOUND');
    // the owner sees their own in any state, without counting a view
    expect(okOf(await api().showCase({ token: owner.token, body: { id: saved.id } })).views).toBe(0);
  });

  it("refuses someone else's image, an outside URL, a bad type and a long title, naming the field; writes nothing", async () => {
    const before = await t.ctx.db.designCase.count();
    const theirs = await newCaseImage(t.ctx, other);
    expect(refusalOf(await api().saveCase({ token: owner.token, body: { type: 'web', title: '甲', images: [theirs] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'images' });
    expect(refusalOf(await api().saveCase({ token: owner.token, body: { type: 'web', title: '甲', coverUrl: 'https://evil.example/x.png' } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'coverUrl',
    });
    expect(refusalOf(await api().saveCase({ token: owner.token, body: { type: 'nope' as never, title: '甲' } })).field).toBe('type');
    const long = refusalOf(await api().saveCase({ token: owner.token, body: { type: 'web', title: '题'.repeat(LIMITS.content.caseTitleMax + 1) } }));
    expect(long).toMatchObject({ field: 'title', rule: 'length' });
    expect(long.errors?.[0]?.message).toBe('案例标题须为1-30个字符');
    const many = await Promise.all(Array.from({ length: LIMITS.content.caseImagesMax + 1 }, () => newCaseImage(t.ctx, owner)));
    expect(refusalOf(await api().saveCase({ token: owner.token, body: { type: 'web', title: '甲', images: many } })).field).toBe('images');
    await t.ctx.db.sensitiveWord.create({ data: { word: '禁词丁' } });
    expect(refusalOf(await api().saveCase({ token: owner.token, body: { type: 'web', title: '含禁词丁' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'title' });
    expect(refusalOf(await api().saveCase({ token: owner.token, body: { type: 'web', title: '甲', description: '描述里有禁词丁' } }))).toMatchObject({
      code: 'SENSITIVE_WORDS',
      field: 'description',
    });
    expect(await t.ctx.db.designCase.count()).toBe(before);
  });

  it("a whitelisted owner's case is normal at once; an edit of someone else's case is NOT_FOUND", async () => {
    const w = await newUser(t.ctx);
    await whitelistForCases(t.ctx, w);
    const c = okOf(await api().saveCase({ token: w.token, body: { type: 'brand', title: '品牌升级' } }));
    expect(c.state).toBe('normal');
    expect(ids(await cardCases(w))).toEqual([c.id]);
    expect(refusalOf(await api().saveCase({ token: owner.token, body: { id: c.id, type: 'brand', title: '偷改' } })).code).toBe('NOT_FOUND');
    expect(okOf(await api().showCase({ body: { id: c.id } })).title).toBe('品牌升级');
  });
});

describe("the owner's list and switches", () => {
  it('hide/show, top and recommend change the order and what visitors see; views are counted for others', async () => {
    const u = await newUser(t.ctx);
    const a = await newCase(t.ctx, u, { title: 'A' });
    const b = await newCase(t.ctx, u, { title: 'B' });
    const c = await newCase(t.ctx, u, { title: 'C' });
    expect(ids(await cardCases(u))).toEqual([a.id, b.id, c.id]);
    okOf(await api().hideCase({ token: u.token, body: { id: b.id, on: true } }));
    expect(ids(await cardCases(u))).toEqual([a.id, c.id]);
    expect(refusalOf(await api().showCase({ body: { id: b.id } })).code).toBe('NOT_FOUND');
    okOf(await api().hideCase({ token: u.token, body: { id: b.id, on: false } }));
    expect(okOf(await api().topCase({ token: u.token, body: { id: c.id, on: true } })).topped).toBe(true);
    expect(ids(await cardCases(u))).toEqual([c.id, a.id, b.id]);
    expect(ids(await mine(u))).toEqual([c.id, a.id, b.id]);
    okOf(await api().topCase({ token: u.token, body: { id: c.id, on: false } }));
    expect(ids(await cardCases(u))).toEqual([a.id, b.id, c.id]);
    okOf(await api().recommendCase({ token: u.token, body: { id: b.id, on: true } }));
    expect(ids(okOf(await api().recommend({ body: { phoneIdEcr: u.phoneIdEcr } })))).toEqual([b.id]);
    expect(refusalOf(await api().hideCase({ token: other.token, body: { id: a.id, on: true } })).code).toBe('NOT_FOUND');
    okOf(await api().showCase({ body: { id: a.id } }));
    expect(okOf(await api().showCase({ token: other.token, body: { id: a.id } })).views).toBe(2);
  });

  it("sorts by exactly the owner's ids; batch delete is all-or-nothing", async () => {
    const u = await newUser(t.ctx);
    const [a, b, c] = [await newCase(t.ctx, u), await newCase(t.ctx, u), await newCase(t.ctx, u)];
    expect(okOf(await api().sortCase({ token: u.token, body: { ids: [c.id, a.id, b.id] } })).map((x) => x.id)).toEqual([c.id, a.id, b.id]);
    expect(refusalOf(await api().sortCase({ token: u.token, body: { ids: [c.id, a.id] } })).code).toBe('CASE_SORT_MISMATCH');
    const foreign = await newCase(t.ctx, other);
    expect(refusalOf(await api().sortCase({ token: u.token, body: { ids: [c.id, a.id, foreign.id] } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().manageCase({ token: u.token, body: { ids: [a.id, foreign.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(ids(await mine(u))).toHaveLength(3);
    expect(await t.ctx.db.designCase.count({ where: { id: foreign.id } })).toBe(1);
    expect(okOf(await api().manageCase({ token: u.token, body: { ids: [a.id, b.id] } })).ids.sort()).toEqual([a.id, b.id].sort());
    expect(ids(await mine(u))).toEqual([c.id]);
  });

  it('related cases: same type, visible, the case itself left out; search is case-insensitive with an optional type', async () => {
    const u = await newUser(t.ctx);
    const base = await newCase(t.ctx, u, { type: 'landscape', title: 'Garden Alpha' });
    const same = await newCase(t.ctx, u, { type: 'landscape', title: 'Park', description: 'a quiet GARDEN path' });
    await newCase(t.ctx, u, { type: 'landscape', title: 'Hidden garden', hidden: true });
    await newCase(t.ctx, u, { type: 'landscape', title: 'Garden under audit', state: 'auditing' });
    const web = await newCase(t.ctx, u, { type: 'web', title: 'garden web' });
    expect(okOf(await api().relatedCase({ body: { id: base.id } })).map((x) => x.id)).toContain(same.id);
    expect(okOf(await api().relatedCase({ body: { id: base.id } })).map((x) => x.id)).not.toContain(base.id);
    const found = okOf(await api().searchCase({ body: { keyword: 'gArDeN' } }));
    expect(ids(found).sort()).toEqual([base.id, same.id, web.id].sort());
    expect(ids(okOf(await api().searchCase({ body: { keyword: 'garden', type: 'web' } })))).toEqual([web.id]);
    expect(refusalOf(await api().searchCase({ body: { keyword: '' } })).field).toBe('keyword');
  });
});

describe('audit, complaints, appeals', () => {
  it('operator-only calls are refused to users; an operator passes or refuses (with a reason) and the owner is told', async () => {
    const u = await newUser(t.ctx);
    const a = okOf(await api().saveCase({ token: u.token, body: { type: 'web', title: '官网改版' } }));
    const b = okOf(await api().saveCase({ token: u.token, body: { type: 'web', title: '商城设计' } }));
    expect(refusalOf(await api().auditCase({ token: u.token, body: { id: a.id, pass: true } })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await api().auditCaseList({ token: u.token, body: {} })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await api().addAuditWhitelist({ token: u.token, body: { phoneIdEcr: u.phoneIdEcr } })).code).toBe('NO_PERMISSION');
    expect(ids(okOf(await api().auditCaseList({ token: op.token, body: { pageSize: 50 } })))).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(okOf(await api().auditCase({ token: op.token, body: { id: a.id, pass: true } })).state).toBe('normal');
    expect(refusalOf(await api().auditCase({ token: op.token, body: { id: a.id, pass: true } })).code).toBe('CASE_NOT_AUDITING');
    expect(refusalOf(await api().auditCase({ token: op.token, body: { id: b.id, pass: false } }))).toMatchObject({ code: 'CASE_REASON_REQUIRED', field: 'reason' });
    expect(okOf(await api().auditCase({ token: op.token, body: { id: b.id, pass: false, reason: '图片模糊' } })).state).toBe('forbidden');
    expect(ids(await cardCases(u))).toEqual([a.id]);
    expect(okOf(await api().forbiddenCase({ token: u.token, body: {} })).items).toEqual([expect.objectContaining({ id: b.id, forbiddenReason: '图片模糊' })]);
    expect((await messages(u)).map((m) => m.title).sort()).toEqual(['案例审核通过', '案例审核未通过'].sort());
    // a forbidden case cannot be edited or switched: appeal instead
    expect(refusalOf(await api().saveCase({ token: u.token, body: { id: b.id, type: 'web', title: '改' } })).code).toBe('CASE_FORBIDDEN');
  });

  it('the whitelist: operators add, list and remove; whitelisted saves skip the audit', async () => {
    const u = await newUser(t.ctx, { name: '白名单用户' });
    expect(okOf(await api().addAuditWhitelist({ token: op.token, body: { phoneIdEcr: u.phoneIdEcr } })).person.name).toBe('白名单用户');
    expect(okOf(await api().auditWhitelist({ token: op.token, body: { pageSize: 50 } })).items.map((w) => w.person.phoneIdEcr)).toContain(u.phoneIdEcr);
    expect(okOf(await api().saveCase({ token: u.token, body: { type: 'other', title: '直接展示' } })).state).toBe('normal');
    okOf(await api().removeAuditWhitelist({ token: op.token, body: { phoneIdEcr: u.phoneIdEcr } }));
    expect(okOf(await api().saveCase({ token: u.token, body: { type: 'other', title: '又要审核' } })).state).toBe('auditing');
  });

  it('complaint → uphold → forbidden → appeal once → accept → normal; a second forbidding allows a new appeal, a refused one ends it', async () => {
    const u = await newUser(t.ctx, { name: '被投诉者' });
    const c = await newCase(t.ctx, u, { title: '争议案例' });
    const reasons = okOf(await api().reportReasons({}));
    expect(reasons[0]).toEqual({ reason: 'plagiarism', text: '抄袭他人作品' });
    expect(refusalOf(await api().complaint({ token: u.token, body: { id: c.id, reason: 'ad', text: '自投' } })).code).toBe('CASE_OWN_COMPLAINT');
    await t.ctx.db.sensitiveWord.create({ data: { word: '违禁词丙' } });
    expect(refusalOf(await api().complaint({ token: other.token, body: { id: c.id, reason: 'ad', text: '含违禁词丙' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'text' });
    const cp = okOf(await api().complaint({ token: other.token, body: { id: c.id, reason: 'plagiarism', text: '抄袭了我的作品' } }));
    expect(cp).toMatchObject({ state: 'pending', reason: 'plagiarism', reporter: { name: '访客乙' } });
    expect(refusalOf(await api().complaint({ token: other.token, body: { id: c.id, reason: 'ad', text: '再投一次' } })).code).toBe('CASE_COMPLAINT_OPEN');
    expect(refusalOf(await api().decideComplaint({ token: other.token, body: { id: cp.id, pass: true, reason: '抄袭' } })).code).toBe('NO_PERMISSION');
    expect(ids(okOf(await api().complaintList({ token: op.token, body: { pageSize: 50 } })))).toContain(cp.id);
    expect(refusalOf(await api().decideComplaint({ token: op.token, body: { id: cp.id, pass: true } })).code).toBe('CASE_REASON_REQUIRED');
    expect(okOf(await api().decideComplaint({ token: op.token, body: { id: cp.id, pass: true, reason: '抄袭属实' } })).state).toBe('upheld');
    expect(refusalOf(await api().decideComplaint({ token: op.token, body: { id: cp.id, pass: false } })).code).toBe('CASE_ALREADY_DECIDED');
    expect(refusalOf(await api().showCase({ token: other.token, body: { id: c.id } })).code).toBe('NOT_FOUND');
    expect((await messages(u)).map((m) => m.title)).toEqual(['案例因投诉被禁止展示']);
    expect((await messages(other)).map((m) => m.title)).toContain('投诉处理结果');

    expect(refusalOf(await api().appealCase({ token: other.token, body: { id: c.id, text: '代申诉' } })).code).toBe('NOT_FOUND');
    const ap = okOf(await api().appealCase({ token: u.token, body: { id: c.id, text: '这是原创，有设计稿为证' } }));
    expect(ap.case.state).toBe('appealing');
    expect(refusalOf(await api().appealCase({ token: u.token, body: { id: c.id, text: '再申诉' } })).code).toBe('CASE_NOT_FORBIDDEN');
    expect(refusalOf(await api().decideAppeal({ token: u.token, body: { id: ap.id, pass: true } })).code).toBe('NO_PERMISSION');
    expect(ids(okOf(await api().appealList({ token: op.token, body: { pageSize: 50 } })))).toContain(ap.id);
    expect(okOf(await api().decideAppeal({ token: op.token, body: { id: ap.id, pass: true } })).case.state).toBe('normal');
    expect(ids(await cardCases(u))).toEqual([c.id]);

    // forbidden again (a later complaint): a new appeal is allowed; refused, the case stays forbidden and no third appeal
    t.clock.advance(1000);
    const cp2 = okOf(await api().complaint({ token: op.token, body: { id: c.id, reason: 'false', text: '虚假' } }));
    okOf(await api().decideComplaint({ token: op.token, body: { id: cp2.id, pass: true, reason: '虚假宣传' } }));
    t.clock.advance(1000);
    const ap2 = okOf(await api().appealCase({ token: u.token, body: { id: c.id, text: '再次申诉' } }));
    expect(refusalOf(await api().decideAppeal({ token: op.token, body: { id: ap2.id, pass: false } })).code).toBe('CASE_REASON_REQUIRED');
    expect(okOf(await api().decideAppeal({ token: op.token, body: { id: ap2.id, pass: false, reason: '证据不足' } })).case).toMatchObject({
      state: 'forbidden',
      forbiddenReason: '虚假宣传',
    });
    expect(refusalOf(await api().appealCase({ token: u.token, body: { id: c.id, text: '第三次' } })).code).toBe('CASE_APPEAL_USED');
    expect((await messages(u)).map((m) => m.title).slice(-1)).toEqual(['申诉未通过']);
  });
});
