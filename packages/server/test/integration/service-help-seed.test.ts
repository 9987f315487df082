import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_SEED, seedServiceHelp } from '../../src/domains/service/service-help.seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';

/** The help centre's seed: every kind present, idempotent, indexed (found by the visitors' search). */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('help centre seed', () => {
  it("writes its articles once, keeps an agent's edits, and indexes them for search", async () => {
    await seedServiceHelp(t.ctx.db as never);
    await t.ctx.db.helpArticle.update({ where: { id: HELP_SEED[0]!.id }, data: { title: '改过的标题' } });
    await seedServiceHelp(t.ctx.db as never);
    const ids = HELP_SEED.map((a) => a.id);
    expect(await t.ctx.db.helpArticle.count({ where: { id: { in: ids } } })).toBe(HELP_SEED.length);
    expect((await t.ctx.db.helpArticle.findUnique({ where: { id: HELP_SEED[0]!.id } }))!.title).toBe('改过的标题');
    expect(new Set(HELP_SEED.map((a) => a.kind))).toEqual(new Set(['ebook', 'video', 'guide', 'article']));

    const hits = okOf(await t.api.service.searchHelp({ query: { keyword: '交换名片' } }));
    expect(hits.items.map((a) => a.id)).toEqual(expect.arrayContaining(['helpSeed0005', 'helpSeed0008']));
    // A word inside a sentence of a body: 提现 is in the wallet guide's text.
    expect(okOf(await t.api.service.searchHelp({ query: { keyword: '提现' } })).items.map((a) => a.id)).toContain('helpSeed0009');
  });
});
