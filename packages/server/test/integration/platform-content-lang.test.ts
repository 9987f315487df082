import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSIC } from '../../src/domains/card/music.seed';
import { POSTER_LABELS, POSTER_TEMPLATES, posterTemplateRow } from '../../src/domains/content/content-posters.seed';
import { HELP_SEED, seedServiceHelp } from '../../src/domains/service/service-help.seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { newMaterialLabel, newPhotoMaterial, newUser, type FactoryUser } from '../factories';

/**
 * Issue 32 item 9 (decision 0032): the platform's seeded content answers in the caller's language (the `lang`
 * cookie), so English mode shows no Chinese poster, material, help or music names and Chinese mode no English ones;
 * what a user wrote is answered as written in both.
 */
let t: TestApp;
let me: FactoryUser;
const en = { cookies: { lang: 'en' } };
const HAN = /\p{Script=Han}/u;

beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx, { vip: 'active' });
  const storage = t.ctx.providers.storage;
  for (const l of POSTER_LABELS) await t.ctx.db.posterLabel.create({ data: l });
  for (const tpl of POSTER_TEMPLATES) {
    await t.ctx.db.posterMaterial.create({
      data: posterTemplateRow(tpl, { backgroundUrl: storage.urlOf(`builtin/posters/${tpl.id}.png`), thumbUrl: storage.urlOf(`builtin/posters/${tpl.id}-thumb.png`) }),
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('seeded posters', () => {
  it('every seeded label and template has a Chinese name and an English one', () => {
    for (const x of [...POSTER_LABELS.map((l) => [l.name, l.nameEn]), ...POSTER_TEMPLATES.map((p) => [p.title, p.titleEn])]) {
      expect(x[0]).toMatch(HAN);
      expect(x[1]).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('labels and templates answer an English caller in English and a Chinese caller in Chinese', async () => {
    const api = t.api.content;
    const labelsEn = okOf(await api.findPosterMaterialLabels({ body: {}, token: me.token, ...en })).labels;
    expect(labelsEn.find((l) => l.labelId === 'posterLabelBusiness')?.name).toBe('Business');
    const labelsZh = okOf(await api.findPosterMaterialLabels({ body: {}, token: me.token })).labels;
    expect(labelsZh.find((l) => l.labelId === 'posterLabelBusiness')?.name).toBe('商务名片');

    const listEn = okOf(await api.findPosterMaterialsByLabelId({ body: { labelId: 'posterLabelBusiness', pageIndex: 1, pageSize: 10 }, token: me.token, ...en }));
    expect(listEn.items.map((m) => m.title)).toEqual(['Azure Business', 'Ink Grey']);
    const listZh = okOf(await api.findPosterMaterials({ body: { pageIndex: 1, pageSize: 50 }, token: me.token }));
    expect(listZh.items.length).toBe(POSTER_TEMPLATES.length);
    for (const m of listZh.items) expect(m.title, m.materialId).toMatch(HAN);
    // Found by its English name, answered in the caller's language.
    const found = okOf(await api.searchPosterMaterials({ body: { keyword: 'azure', pageIndex: 1, pageSize: 10 }, token: me.token }));
    expect(found.items.map((m) => m.title)).toEqual(['蔚蓝商务']);
  });
});

describe('photo material', () => {
  it("a platform item answers in the caller's language; a user's own item is never translated", async () => {
    const label = await t.ctx.db.materialLabel.create({ data: { id: t.ctx.ids.id(), ownerId: null, name: '风景', nameEn: 'Scenery', createdAt: t.ctx.clock.now() } });
    const platform = await newPhotoMaterial(t.ctx, null, [label.id], '城市天际线');
    await t.ctx.db.photoMaterial.update({ where: { id: platform.id }, data: { titleEn: 'City Skyline' } });
    const own = await newPhotoMaterial(t.ctx, me, [label.id], '我家门店');
    const ownLabel = await newMaterialLabel(t.ctx, me, '我的标签');
    const titles = async (opts: object) =>
      Object.fromEntries(okOf(await t.api.content.getPhotoMaterial({ token: me.token, body: { labelIdArray: [label.id] }, ...opts })).items.map((i) => [i.id, i.title]));
    expect(await titles(en)).toEqual({ [platform.id]: 'City Skyline', [own.id]: '我家门店' });
    expect(await titles({})).toEqual({ [platform.id]: '城市天际线', [own.id]: '我家门店' });
    const labels = okOf(await t.api.content.getPhotoMaterialLabels({ token: me.token, body: {}, ...en }));
    expect(labels.find((l) => l.id === label.id)?.name).toBe('Scenery');
    expect(labels.find((l) => l.id === ownLabel.id)?.name).toBe('我的标签');
  });
});

describe('help centre', () => {
  it("seeded articles list in English for an English reader; an agent's rewritten title is never shown with a stale translation", async () => {
    // The rows as the seed writes them (its search indexing is service-help-seed.test's subject, and slow on a busy PG).
    await t.ctx.db.helpArticle.createMany({ data: HELP_SEED });
    const first = HELP_SEED[0]!;
    const listEn = okOf(await t.api.service.findHelpList({ query: { kind: 'ebook', pageIndex: 1, pageSize: 10 }, ...en }));
    expect(listEn.items.find((a) => a.id === first.id)).toMatchObject({ title: 'Digital card user manual', category: 'Getting started' });
    for (const a of listEn.items) expect(a.title, a.id).not.toMatch(HAN);
    const listZh = okOf(await t.api.service.findHelpList({ query: { kind: 'ebook', pageIndex: 1, pageSize: 10 } }));
    expect(listZh.items.find((a) => a.id === first.id)?.title).toBe(first.title);

    // A database seeded before the English texts gets them on the next start, unless an agent rewrote the title.
    await t.ctx.db.helpArticle.updateMany({ where: { id: { in: [HELP_SEED[1]!.id, HELP_SEED[2]!.id] } }, data: { titleEn: '', summaryEn: '', categoryEn: '' } });
    await t.ctx.db.helpArticle.update({ where: { id: HELP_SEED[2]!.id }, data: { title: '改过的标题' } });
    await seedServiceHelp(t.ctx.db as never);
    expect(okOf(await t.api.service.findHelpDetail({ query: { id: HELP_SEED[1]!.id }, ...en })).title).toBe(HELP_SEED[1]!.titleEn);
    expect(okOf(await t.api.service.findHelpDetail({ query: { id: HELP_SEED[2]!.id }, ...en })).title).toBe('改过的标题');
  });
});

describe("the card's music", () => {
  it("the owner's card names its platform music in the caller's language", async () => {
    await t.ctx.db.music.createMany({ data: MUSIC });
    const u = await newUser(t.ctx);
    await t.ctx.db.card.update({ where: { userId: u.id }, data: { musicId: 'music-office' } });
    expect(okOf(await t.api.card.findMyCard({ token: u.token, ...en })).music).toMatchObject({ name: 'Business Hours', singer: 'Instrumental' });
    expect(okOf(await t.api.card.findMyCard({ token: u.token })).music).toMatchObject({ name: '商务时光', singer: '纯音乐' });
  });
});
