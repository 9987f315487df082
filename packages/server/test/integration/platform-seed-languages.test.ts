import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitText } from '../../src/domains/content/content-posters.rules';
import { LocalDiskStorage } from '../../src/providers/storage';
import { seedDemo } from '../../src/seed';
import { seedContentLibrary } from '../../src/domains/content/content-library.seed';
import { POSTER_TEMPLATES, posterTemplateRow, seedPosters } from '../../src/domains/content/content-posters.seed';
import { seedVideo } from '../../src/domains/video/video-epilogues.seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { testUploadDir } from '../helpers/database';

/**
 * Issue 32 item 9 (decision 0032): every platform row the seed writes carries its text in both languages, so a new
 * seeded row without English fails here; and a database seeded before an English column existed gets the English
 * texts on the next start (the seed updates rows in place). The seed runs as `npm start` runs it, except the help
 * tutorials' clips (ffmpeg, slow, and no text of their own).
 */
let t: TestApp;
const HAN = /\p{Script=Han}/u;

/** Each platform table's rows: the Chinese text and the English one of every field a user reads. */
async function platformTexts(db: TestApp['ctx']['db']): Promise<{ where: string; zh: string; en: string }[]> {
  const out: { where: string; zh: string; en: string }[] = [];
  const add = (table: string, id: string, pairs: [string, string, string][]) => {
    for (const [field, zh, en] of pairs) out.push({ where: `${table}.${id}.${field}`, zh, en });
  };
  for (const r of await db.music.findMany())
    add('Music', r.id, [
      ['name', r.name, r.nameEn],
      ['singer', r.singer, r.singerEn],
    ]);
  for (const r of await db.posterLabel.findMany()) add('PosterLabel', r.id, [['name', r.name, r.nameEn]]);
  for (const r of await db.posterMaterial.findMany())
    add('PosterMaterial', r.id, [
      ['title', r.title, r.titleEn],
      ['slogan', JSON.parse(r.layout).slogan, r.sloganEn],
    ]);
  for (const r of await db.materialLabel.findMany({ where: { ownerId: null } })) add('MaterialLabel', r.id, [['name', r.name, r.nameEn]]);
  for (const r of await db.photoMaterial.findMany({ where: { ownerId: null } })) add('PhotoMaterial', r.id, [['title', r.title, r.titleEn]]);
  for (const r of await db.momentMaterial.findMany({ where: { ownerId: null } })) add('MomentMaterial', r.id, [['text', r.text, r.textEn]]);
  for (const r of await db.helpArticle.findMany({ where: { createdBy: null } })) {
    add('HelpArticle', r.id, [
      ['category', r.category, r.categoryEn],
      ['title', r.title, r.titleEn],
      ['summary', r.summary, r.summaryEn],
      ['body', r.body, r.bodyEn],
    ]);
  }
  for (const r of await db.videoLabel.findMany({ where: { userId: null, companyId: null } })) add('VideoLabel', r.id, [['name', r.name, r.nameEn]]);
  for (const r of await db.videoEpilogue.findMany({ where: { userId: null } })) add('VideoEpilogue', r.id, [['name', r.name, r.nameEn]]);
  for (const r of await db.shakeRoleTag.findMany()) add('ShakeRoleTag', r.id, [['name', r.name, r.nameEn]]);
  for (const r of await db.plan.findMany()) add('Plan', r.id, [['name', r.nameZh, r.nameEn]]);
  for (const r of await db.personaPendant.findMany()) add('PersonaPendant', r.id, [['name', r.nameZh, r.nameEn]]);
  for (const r of await db.checkinStudyLesson.findMany())
    add('CheckinStudyLesson', r.id, [
      ['title', r.titleZh, r.titleEn],
      ['body', r.bodyZh, r.bodyEn],
    ]);
  for (const r of await db.promoInviteActivity.findMany({ where: { createdBy: null } }))
    add('PromoInviteActivity', r.id, [
      ['title', r.title, r.titleEn],
      ['rules', r.rules, r.rulesEn],
    ]);
  return out;
}

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.ctx.db as never;
  await seedDemo(db);
  await seedPosters(db, t.ctx.providers.storage);
  await seedContentLibrary(db, t.ctx.providers.storage);
  await seedVideo(db, t.ctx.providers.storage);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('seeded platform content in both languages', () => {
  it('every seeded platform text has a Chinese text and an English one without Chinese characters', async () => {
    const texts = await platformTexts(t.ctx.db);
    // Every kind of platform row is there (a table the seed stopped filling would pass the loop below vacuously).
    const tables = new Set(texts.map((x) => x.where.split('.')[0]));
    expect([...tables].sort()).toEqual(
      [
        'CheckinStudyLesson',
        'HelpArticle',
        'MaterialLabel',
        'MomentMaterial',
        'Music',
        'PersonaPendant',
        'Plan',
        'PhotoMaterial',
        'PosterLabel',
        'PosterMaterial',
        'PromoInviteActivity',
        'ShakeRoleTag',
        'VideoEpilogue',
        'VideoLabel',
      ].sort(),
    );
    for (const x of texts) {
      expect(x.zh, x.where).toMatch(HAN);
      expect(x.en, x.where).not.toBe('');
      expect(x.en, x.where).not.toMatch(HAN);
    }
  });

  it('a database seeded before the English texts gets them on the next start', async () => {
    const db = t.ctx.db;
    await db.helpArticle.updateMany({ data: { bodyEn: '' } });
    await db.momentMaterial.updateMany({ where: { ownerId: null }, data: { textEn: '' } });
    await db.posterMaterial.updateMany({ data: { sloganEn: '' } });
    await db.videoEpilogue.updateMany({ where: { userId: null }, data: { nameEn: '' } });
    await db.promoInviteActivity.updateMany({ data: { titleEn: '', rulesEn: '' } });
    // A new process draws the built-in epilogues again (once per process and storage): another storage stands for it.
    const nextStart = new LocalDiskStorage(testUploadDir('-next'));
    await seedDemo(db as never);
    await seedPosters(db as never, nextStart);
    await seedContentLibrary(db as never, nextStart);
    await seedVideo(db as never, nextStart);
    for (const x of await platformTexts(db)) expect(x.en, x.where).not.toBe('');
  }, 120_000);

  it("each template's English slogan fits its box on the poster whole (never cut with an ellipsis)", () => {
    for (const tpl of POSTER_TEMPLATES) {
      const box = JSON.parse(posterTemplateRow(tpl, { backgroundUrl: '', thumbUrl: '' }).layout).texts.slogan;
      expect(fitText(tpl.sloganEn, box.width, box.fontSize), tpl.id).toBe(tpl.sloganEn);
    }
  });
});
