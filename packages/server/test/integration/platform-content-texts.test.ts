import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOMENT_SEED } from '../../src/domains/content/content-library.seed';
import { POSTER_TEMPLATES } from '../../src/domains/content/content-posters.seed';
import { DEMO_INVITE_ACTIVITY_ID, seedProgrammePromotion } from '../../src/domains/programme/promotion/promotion.seed';
import { HELP_SEED, seedServiceHelp } from '../../src/domains/service/service-help.seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { newPosterTemplate, newUser, type FactoryUser } from '../factories';

/**
 * Issue 32 item 9 (decision 0032), the texts part: help article bodies, ready-to-post moments, the slogan drawn into
 * a poster, the built-in epilogues' names and the seeded invite activity answer an English caller (the `lang` cookie)
 * in English and a Chinese caller in Chinese; a user's own text is answered as written in both; the help centre's
 * search finds a seeded article by its English words as well as its Chinese ones.
 */
let t: TestApp;
let me: FactoryUser;
const en = { cookies: { lang: 'en' } };
const HAN = /\p{Script=Han}/u;

beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx, { vip: 'active' });
});
afterAll(async () => {
  await t.close();
});

describe('help centre bodies', () => {
  it("an English reader gets the English body, a Chinese reader the Chinese one; both languages' words find it", async () => {
    await seedServiceHelp(t.ctx.db as never);
    const wallet = HELP_SEED.find((a) => a.id === 'helpSeed0009')!;
    const detailEn = okOf(await t.api.service.findHelpDetail({ query: { id: wallet.id }, ...en }));
    expect(detailEn.body).toBe(wallet.bodyEn);
    expect(detailEn.body).not.toMatch(HAN);
    expect(okOf(await t.api.service.findHelpDetail({ query: { id: wallet.id } })).body).toBe(wallet.body);

    const search = async (keyword: string, opts: object = {}) => okOf(await t.api.service.searchHelp({ query: { keyword }, ...opts })).items;
    // An English word of the body alone (not in any title or summary), and a Chinese one: one index, both languages.
    expect((await search('approved', en)).map((a) => a.id)).toContain(wallet.id);
    expect((await search('提现')).map((a) => a.id)).toContain(wallet.id);
    // Hits answer in the searcher's language, whichever language the keyword was in.
    expect((await search('提现', en)).find((a) => a.id === wallet.id)?.title).toBe(wallet.titleEn);
    expect((await search('withdrawal')).find((a) => a.id === wallet.id)?.title).toBe(wallet.title);
  }, 60_000);

  it('a database seeded before the English bodies gets them on the next start, except where an agent rewrote the body', async () => {
    const [kept, rewritten] = [HELP_SEED[6]!, HELP_SEED[7]!];
    await t.ctx.db.helpArticle.updateMany({ where: { id: { in: [kept.id, rewritten.id] } }, data: { bodyEn: '' } });
    await t.ctx.db.helpArticle.update({ where: { id: rewritten.id }, data: { body: '客服改写的正文。' } });
    await seedServiceHelp(t.ctx.db as never);
    expect(okOf(await t.api.service.findHelpDetail({ query: { id: kept.id }, ...en })).body).toBe(kept.bodyEn);
    expect(okOf(await t.api.service.findHelpDetail({ query: { id: rewritten.id }, ...en })).body).toBe('客服改写的正文。');
  });
});

describe('moments material', () => {
  it("the platform's texts in the caller's language; a user's own text as written in both", async () => {
    const createdAt = t.ctx.clock.now();
    await t.ctx.db.momentMaterial.createMany({ data: MOMENT_SEED.map((m) => ({ id: m.id, ownerId: null, category: m.category, text: m.text, textEn: m.textEn, createdAt })) });
    const own = okOf(await t.api.content.addMoment({ token: me.token, body: { category: 'greeting', text: '我自己写的问候', images: [] } }));
    const texts = async (opts: object) =>
      Object.fromEntries(okOf(await t.api.content.findMoments({ token: me.token, body: { category: 'greeting', pageSize: 50 }, ...opts })).items.map((m) => [m.id, m.text]));
    const greetings = MOMENT_SEED.filter((m) => m.category === 'greeting');
    expect(await texts(en)).toEqual({ ...Object.fromEntries(greetings.map((m) => [m.id, m.textEn])), [own.id]: '我自己写的问候' });
    expect(await texts({})).toEqual({ ...Object.fromEntries(greetings.map((m) => [m.id, m.text])), [own.id]: '我自己写的问候' });
  });
});

describe('posters', () => {
  it("a template's slogan is drawn in the caller's language; a signature replaces it as written", async () => {
    const tpl = await newPosterTemplate(t.ctx, { index: 0 });
    const seed = POSTER_TEMPLATES[0]!;
    const u = await newUser(t.ctx, { vip: 'active' });
    await t.ctx.db.card.update({ where: { userId: u.id }, data: { signature: '' } });
    const draw = async (opts: object) => okOf(await t.api.content.addModulePosterGenerateRecord({ body: { materialId: tpl.id, moduleId: 0 }, token: u.token, ...opts }));
    const drawnEn = await draw(en);
    expect(drawnEn.data.slogan).toBe(seed.sloganEn);
    expect((await draw({})).data.slogan).toBe(seed.slogan);
    // The redraw of the English poster by a Chinese caller draws the Chinese slogan: the language is the caller's now.
    expect(okOf(await t.api.content.updatePosterModuleGenerateRecord({ body: { recordId: drawnEn.recordId }, token: u.token })).data.slogan).toBe(seed.slogan);
    await t.ctx.db.card.update({ where: { userId: u.id }, data: { signature: '我的签名' } });
    expect((await draw(en)).data.slogan).toBe('我的签名');
  }, 90_000);
});

describe('epilogues and the invite activity', () => {
  it("the built-in epilogues are named in the caller's language", async () => {
    const names = async (opts: object) =>
      okOf(await t.api.video.findMicroVideoEpilogue({ token: me.token, ...opts }))
        .list.filter((e) => e.builtIn)
        .map((e) => e.name);
    expect(await names(en)).toEqual(expect.arrayContaining(['Thanks for watching', 'Follow me', 'Contact me']));
    for (const n of await names(en)) expect(n).not.toMatch(HAN);
    expect(await names({})).toEqual(expect.arrayContaining(['感谢观看', '关注我', '联系我']));
  });

  it("the seeded invite activity's title and rules answer in the caller's language", async () => {
    await seedProgrammePromotion(t.ctx.db as never);
    const home = async (opts: object) => okOf(await t.api.programme.findInviteHome({ token: me.token, body: { activityId: DEMO_INVITE_ACTIVITY_ID }, ...opts })).activity!;
    const activityEn = await home(en);
    expect(activityEn.title).toBe('Invite friends to complete their cards');
    expect(activityEn.rules).not.toMatch(HAN);
    expect((await home({})).title).toBe('邀请好友完善名片');
  });
});
