import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSIC } from '../../src/domains/card/music.seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser, type FactoryUser } from '../factories';

/** Issue 8 item 16: the music lists answer in the caller's language; the seed names every track in both. */
let t: TestApp;
let me: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx);
  await t.ctx.db.music.createMany({ data: MUSIC });
});
afterAll(async () => {
  await t.close();
});

const list = async (lang?: string) => {
  const res = await t.post('/themes/findBackgroundMusics.xhtml', { pageSize: '50' }, me.token, lang ? { cookies: { lang } } : {});
  expect(res.json().status).toBe(200);
  return res.json().resultSets.items as { id: string; name: string; singer: string }[];
};
const HAN = /\p{Script=Han}/u;

describe("music lists in the caller's language", () => {
  it('every seeded track has a Chinese and an English name and singer', () => {
    for (const m of MUSIC) {
      expect(m.name, m.id).toMatch(HAN);
      expect(m.singer, m.id).toMatch(HAN);
      expect(m.nameEn, m.id).toMatch(/^[\x20-\x7e]+$/);
      expect(m.singerEn, m.id).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('answers a Chinese caller with Chinese names only', async () => {
    const items = await list();
    expect(items).toHaveLength(MUSIC.length);
    for (const m of items) {
      expect(m.name, m.id).toMatch(HAN);
      expect(m.singer, m.id).toMatch(HAN);
    }
  });

  it('answers an English caller with the English names', async () => {
    const items = await list('en');
    expect(items.find((m) => m.id === 'music-guzheng')).toMatchObject({ name: 'High Mountains, Flowing Water', singer: 'Guzheng' });
    for (const m of items) expect(m.name, m.id).not.toMatch(HAN);
  });

  it("finds a track by its name in either language, answered in the caller's", async () => {
    const zh = (await t.post('/themes/searchMusics.xhtml', { keyword: 'Guzheng' }, me.token)).json();
    expect(zh.resultSets.items.map((m: { name: string }) => m.name)).toEqual(['高山流水']);
    const en = (await t.post('/themes/searchMusics.xhtml', { keyword: '高山' }, me.token, { cookies: { lang: 'en' } })).json();
    expect(en.resultSets.items.map((m: { name: string }) => m.name)).toEqual(['High Mountains, Flowing Water']);
  });
});
