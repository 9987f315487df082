import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newPosterTemplate, newUser, type FactoryUser } from '../factories';
import { canvasOf, POSTER_FONT, textLayerSvg } from '../../src/domains/content/content-posters-renderer';
import { posterBudgetKey, POSTER_GENERATE_RULE } from '../../src/domains/content/content-posters.rules';
import { POSTER_TEMPLATES, posterTemplateRow } from '../../src/domains/content/content-posters.seed';

/**
 * The posters centre (issue 14) through the typed client on a real database: templates by label, list and search;
 * a poster drawn on the server (its QR code decoded back to the card URL, its name region compared with a reference
 * drawn in the same font, the CJK font proven present); redraws, covers, presets, the JSON-array call and the
 * material host's Token header.
 */
let t: TestApp;
let api: TestApp['api']['content'];
let tplPanel: Awaited<ReturnType<typeof newPosterTemplate>>;
let tplCentre: Awaited<ReturnType<typeof newPosterTemplate>>;
beforeAll(async () => {
  t = await makeTestApp();
  api = t.api.content;
  tplPanel = await newPosterTemplate(t.ctx, { index: 0, keywords: 'business blue 商务' });
  tplCentre = await newPosterTemplate(t.ctx, { index: 1, labelId: tplPanel.labelId, title: 'Ink Grey', keywords: 'grey' });
});
afterAll(async () => {
  await t.close();
});

const vip = (name?: string) => newUser(t.ctx, { vip: 'active', ...(name ? { name } : {}) });
const generate = (u: FactoryUser, materialId = tplPanel.id, moduleId = 0) => api.addModulePosterGenerateRecord({ body: { materialId, moduleId }, token: u.token });
const fileOf = async (url: string) => (await t.ctx.providers.storage.read(t.ctx.providers.storage.keyOf(url)!))!;
const rgba = async (png: Buffer, region?: { left: number; top: number; width: number; height: number }) => {
  const img = region ? sharp(png).extract(region) : sharp(png);
  return img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
};
/** Mean absolute difference per channel (0-255) of two equal-sized raw images. */
const meanDiff = (a: Buffer, b: Buffer) => {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += Math.abs(a[i]! - b[i]!);
  return d / a.length;
};
/** Dark pixels of a raw RGBA image (text ink on a light background). */
const ink = (raw: Buffer) => {
  let n = 0;
  for (let i = 0; i < raw.length; i += 4) if (raw[i]! < 128) n++;
  return n;
};

describe('templates', () => {
  it("labels with counts, by label, all (a module's own first), search ignoring case, paged; unknown label NOT_FOUND", async () => {
    const u = await vip();
    const labels = okOf(await api.findPosterMaterialLabels({ body: {}, token: u.token })).labels;
    expect(labels.find((l) => l.labelId === tplPanel.labelId)?.count).toBe(2);
    const byLabel = okOf(await api.findPosterMaterialsByLabelId({ body: { labelId: tplPanel.labelId, pageIndex: 1, pageSize: 1 }, token: u.token }));
    expect(byLabel).toMatchObject({ total: 2, hasMore: true });
    const found = okOf(await api.searchPosterMaterials({ body: { keyword: 'BUSINESS', pageIndex: 1, pageSize: 10 }, token: u.token }));
    expect(found.items.map((m) => m.materialId)).toEqual([tplPanel.id]);
    expect(okOf(await api.searchPosterMaterials({ body: { keyword: 'ink', pageIndex: 1, pageSize: 10 }, token: u.token })).items.map((m) => m.materialId)).toEqual([tplCentre.id]);
    const forCases = okOf(await api.findPosterMaterials({ body: { moduleId: 52, pageIndex: 1, pageSize: 1 }, token: u.token }));
    expect(forCases.items[0]?.materialId).toBe(tplCentre.id); // the ink template is made for module 52
    expect(refusalOf(await api.findPosterMaterialsByLabelId({ body: { labelId: 'noSuchLabel00', pageIndex: 1, pageSize: 10 }, token: u.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'labelId',
    });
    expect(refusalOf(await api.findPosterMaterials({ body: { moduleId: 999, pageIndex: 1, pageSize: 10 }, token: u.token }))).toMatchObject({
      code: 'POSTER_MODULE_UNKNOWN',
      field: 'moduleId',
    });
  });
  it('the module is locked without VIP (posters centre is an advanced module)', async () => {
    const u = await newUser(t.ctx);
    expect(refusalOf(await api.findPosterMaterialLabels({ body: {}, token: u.token })).code).toBe('MODULE_LOCKED');
  });
});

describe('generation', () => {
  it('draws a PNG whose QR code is the public card URL and whose name matches a reference in the CJK font; stored as a poster file', async () => {
    const u = await vip('张三丰');
    await t.ctx.db.card.update({ where: { userId: u.id }, data: { company: '星辰科技', position: '市场总监', signature: '用心连接每一位客户' } });
    await t.ctx.db.cardMobile.create({ data: { id: t.ctx.ids.id(), userId: u.id, number: '13800138000', sort: 0 } });
    const started = performance.now();
    const rec = okOf(await generate(u));
    const ms = performance.now() - started;
    console.log(`poster generation: ${ms.toFixed(0)} ms (${rec.width}x${rec.height})`);
    const cardUrl = `${t.ctx.config.publicOrigin}/multipage/card/${u.phoneIdEcr}`;
    expect(rec).toMatchObject({ moduleId: 0, materialId: tplPanel.id, width: 750, height: 1200, isDefaultCover: false });
    expect(rec.data).toMatchObject({ name: '张三丰', company: '星辰科技', position: '市场总监', phone: '13800138000', slogan: '用心连接每一位客户', cardUrl });

    const png = await fileOf(rec.url);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 750, 1200]);
    const stored = await t.ctx.db.storedFile.findFirst({ where: { key: t.ctx.providers.storage.keyOf(rec.url)! }, select: { userId: true, purpose: true } });
    expect(stored).toEqual({ userId: u.id, purpose: 'poster' });

    // The QR code, cut out of the poster where the layout puts it, decodes to the card's public URL.
    const qr = tplPanel.layout.qr;
    const pad = 10;
    const cut = await sharp(png)
      .extract({ left: qr.x - pad, top: qr.y - pad, width: qr.size + pad * 2, height: qr.size + pad * 2 })
      .png()
      .toBuffer();
    const img = PNG.sync.read(cut);
    expect(jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height)?.data).toBe(cardUrl);

    // The name's region equals the name drawn alone on the same background in the same font (small tolerance).
    const box = tplPanel.layout.texts.name;
    const region = { left: box.x, top: box.y - box.fontSize, width: box.width, height: Math.round(box.fontSize * 1.3) };
    const background = await canvasOf(tplPanel.layout, await fileOf(tplPanel.backgroundUrl));
    const reference = await sharp(background)
      .composite([{ input: Buffer.from(textLayerSvg(tplPanel.layout, { ...rec.data }, 'name')) }])
      .png()
      .toBuffer();
    const [got, want, empty] = await Promise.all([rgba(png, region), rgba(reference, region), rgba(background, region)]);
    expect(meanDiff(got.data, want.data)).toBeLessThan(1);
    expect(meanDiff(got.data, empty.data)).toBeGreaterThan(5); // the region really holds the drawn name
  });

  it('the CJK font is installed: Chinese text draws glyphs, not the missing-glyph boxes', async () => {
    const draw = (text: string) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><rect width="400" height="80" fill="#fff"/>` +
            `<text x="10" y="60" font-family="${POSTER_FONT}" font-size="56" fill="#000">${text}</text></svg>`,
        ),
      )
        .ensureAlpha()
        .raw()
        .toBuffer();
    const [cjk, tofu, blank] = await Promise.all([draw('海报测试'), draw('\u{10FFFD}\u{10FFFD}\u{10FFFD}\u{10FFFD}'), draw('')]);
    expect(ink(cjk)).toBeGreaterThan(500);
    expect(meanDiff(cjk, tofu)).toBeGreaterThan(5);
    expect(meanDiff(cjk, blank)).toBeGreaterThan(5);
  });

  it('user text is escaped into the SVG: a name like <b>& draws literally', async () => {
    const u = await vip('<b>&"x\'');
    const rec = okOf(await generate(u, tplCentre.id));
    expect(rec.data.name).toBe('<b>&"x\'');
    const box = tplCentre.layout.texts.name;
    const region = { left: box.x - box.width / 2, top: box.y - box.fontSize, width: box.width, height: Math.round(box.fontSize * 1.3) };
    const background = await canvasOf(tplCentre.layout, await fileOf(tplCentre.backgroundUrl));
    const reference = await sharp(background)
      .composite([{ input: Buffer.from(textLayerSvg(tplCentre.layout, { ...rec.data }, 'name')) }])
      .png()
      .toBuffer();
    const [got, want, bare] = await Promise.all([rgba(await fileOf(rec.url), region), rgba(reference, region), rgba(background, region)]);
    expect(meanDiff(got.data, want.data)).toBeLessThan(1);
    expect(meanDiff(got.data, bare.data)).toBeGreaterThan(3);
  });

  it('a built-in template whose background is not in this storage is drawn again on first use', async () => {
    const seedTpl = POSTER_TEMPLATES[0]!;
    const storage = t.ctx.providers.storage;
    const key = `builtin/posters/${seedTpl.id}.png`;
    const row = posterTemplateRow(seedTpl, { backgroundUrl: storage.urlOf(key), thumbUrl: storage.urlOf(`builtin/posters/${seedTpl.id}-thumb.png`) });
    await t.ctx.db.posterLabel.upsert({ where: { id: seedTpl.labelId }, create: { id: seedTpl.labelId, name: '商务名片', sort: 0 }, update: {} });
    await t.ctx.db.posterMaterial.upsert({ where: { id: seedTpl.id }, create: row, update: row });
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    const rec = okOf(await generate(await vip('内置'), seedTpl.id));
    expect((await fileOf(rec.url)).length).toBeGreaterThan(1000);
    expect(await storage.read(key)).not.toBeNull();
  });

  it('hides the phone when the user hides it; unknown template NOT_FOUND; unknown module refused; a broken layout refused', async () => {
    const u = await vip();
    await t.ctx.db.user.update({ where: { id: u.id }, data: { hidePhone: true } });
    await t.ctx.db.cardMobile.create({ data: { id: t.ctx.ids.id(), userId: u.id, number: '13700137000', sort: 0 } });
    expect(okOf(await generate(u)).data.phone).toBe('');
    expect(refusalOf(await generate(u, 'noSuchTemplate1'))).toMatchObject({ code: 'NOT_FOUND', field: 'materialId' });
    expect(refusalOf(await generate(u, tplPanel.id, 56))).toMatchObject({ code: 'POSTER_MODULE_UNKNOWN', field: 'moduleId' });
    const broken = await newPosterTemplate(t.ctx, { layout: { ...tplPanel.layout, qr: { x: 0, y: 0, size: LIMITS.content.posterQrMin - 1 } } });
    expect(refusalOf(await generate(u, broken.id))).toMatchObject({ code: 'POSTER_LAYOUT_INVALID', field: 'materialId' });
    expect(await t.ctx.db.posterRecord.count({ where: { userId: u.id } })).toBe(1);
  });

  it("spends the user's generation budget: past it POSTER_TOO_MANY with the wait, nothing stored", async () => {
    const u = await vip();
    for (let i = 0; i < POSTER_GENERATE_RULE.max; i++) await t.ctx.limiter.take([{ key: posterBudgetKey(u.id), rule: POSTER_GENERATE_RULE }]);
    const refused = refusalOf(await generate(u));
    expect(refused.code).toBe('POSTER_TOO_MANY');
    expect((refused.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(await t.ctx.db.storedFile.count({ where: { userId: u.id } })).toBe(0);
  });
});

describe('records', () => {
  it("a redraw uses the card as it is now, may change the template, and releases the old file; someone else's record is NOT_FOUND", async () => {
    const u = await vip('李四');
    const rec = okOf(await generate(u));
    await t.ctx.db.card.update({ where: { userId: u.id }, data: { name: '李四光' } });
    const again = okOf(await api.updatePosterModuleGenerateRecord({ body: { recordId: rec.recordId, materialId: tplCentre.id }, token: u.token }));
    expect(again).toMatchObject({ recordId: rec.recordId, materialId: tplCentre.id, data: { name: '李四光' } });
    expect(again.url).not.toBe(rec.url);
    expect(await t.ctx.providers.storage.read(t.ctx.providers.storage.keyOf(rec.url)!)).toBeNull();
    expect(await t.ctx.db.storedFile.count({ where: { userId: u.id, purpose: 'poster' } })).toBe(1);
    const other = await vip();
    expect(refusalOf(await api.updatePosterModuleGenerateRecord({ body: { recordId: rec.recordId }, token: other.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'recordId' });
    expect(refusalOf(await api.findPoster({ body: { recordId: rec.recordId }, token: other.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'recordId' });
    expect(okOf(await api.findPoster({ body: { recordId: rec.recordId }, token: u.token }))?.url).toBe(again.url);
  });

  it('one default cover per user and module (Token header calls); findPoster by module answers it', async () => {
    const u = await vip();
    const a = okOf(await generate(u, tplPanel.id, 55));
    t.clock.advance(1000);
    const b = okOf(await generate(u, tplCentre.id, 55));
    const other = okOf(await generate(u, tplPanel.id, 0));
    const cover = (recordId: string, isDefaultCover = true) => api.setDefaultCoverPoster({ body: { recordId, isDefaultCover }, extraHeaders: { token: u.token } });
    expect(okOf(await cover(a.recordId)).isDefaultCover).toBe(true);
    expect(okOf(await cover(other.recordId)).isDefaultCover).toBe(true); // another module keeps its own
    await Promise.all([cover(b.recordId), cover(a.recordId)]);
    const covers = await t.ctx.db.posterRecord.findMany({ where: { userId: u.id, moduleId: 55, isDefaultCover: true }, select: { id: true } });
    expect(covers).toHaveLength(1);
    okOf(await cover(b.recordId));
    expect(okOf(await api.findPoster({ body: { moduleId: 55 }, token: u.token }))?.recordId).toBe(b.recordId);
    const list = okOf(await api.findModulePosterGenerateRecords({ body: { moduleId: 55, pageIndex: 1, pageSize: 10 }, extraHeaders: { token: u.token } }));
    expect(list.items.map((r) => [r.recordId, r.isDefaultCover])).toEqual([
      [b.recordId, true],
      [a.recordId, false],
    ]);
    expect(okOf(await cover(b.recordId, false)).isDefaultCover).toBe(false);
    expect(okOf(await api.findPoster({ body: { moduleId: 55 }, token: u.token }))?.recordId).toBe(b.recordId); // the newest
    expect(okOf(await api.findPoster({ body: { moduleId: 46 }, token: u.token }))).toBeNull();
  });

  it("the Token header: without any token 302, a token in the body refused naming it, someone else's record NOT_FOUND", async () => {
    const u = await vip();
    const rec = okOf(await generate(u));
    expect(refusalOf(await api.findModulePosterGenerateRecords({ body: { moduleId: 0, pageIndex: 1, pageSize: 10 } })).status).toBe(302);
    expect(refusalOf(await api.setDefaultCoverPoster({ body: { recordId: rec.recordId, isDefaultCover: true } })).status).toBe(302);
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/x/material/poster/setDefaultCoverPoster.xhtml',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: u.token },
      payload: `recordId=${rec.recordId}&token=${u.token}`,
    });
    expect(refusalOf({ status: inBody.statusCode, body: inBody.json() })).toMatchObject({ field: 'token' });
    const other = await vip();
    expect(refusalOf(await api.setDefaultCoverPoster({ body: { recordId: rec.recordId, isDefaultCover: true }, extraHeaders: { token: other.token } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'recordId',
    });
    expect(okOf(await api.findModulePosterGenerateRecords({ body: { moduleId: 0, pageIndex: 1, pageSize: 10 }, extraHeaders: { token: other.token } })).items).toEqual([]);
  });

  it("isGenerateRecordPoster: a JSON array of ids, moduleId and phoneIdEcr in the query; others' and released ids left out; bad arrays refused", async () => {
    const u = await vip();
    const other = await vip();
    const mine = okOf(await generate(u, tplPanel.id, 55));
    const gone = okOf(await generate(u, tplPanel.id, 55));
    const theirs = okOf(await generate(other, tplPanel.id, 55));
    await t.ctx.db.storedFile.deleteMany({ where: { key: t.ctx.providers.storage.keyOf(gone.url)! } });
    const ask = (body: unknown, query = { moduleId: 55, phoneIdEcr: u.phoneIdEcr }) => api.isGenerateRecordPoster({ body: body as string[], query, token: u.token });
    expect(okOf(await ask([mine.recordId, gone.recordId, theirs.recordId, mine.recordId]))).toEqual({ recordIds: [mine.recordId] });
    expect(okOf(await ask([mine.recordId], { moduleId: 0, phoneIdEcr: u.phoneIdEcr }))).toEqual({ recordIds: [] });
    expect(refusalOf(await ask([mine.recordId], { moduleId: 55, phoneIdEcr: other.phoneIdEcr }))).toMatchObject({ code: 'NOT_FOUND', field: 'phoneIdEcr' });
    expect(refusalOf(await ask([]))).toMatchObject({ rule: 'required' });
    expect(refusalOf(await ask({ ids: [mine.recordId] })).code).not.toBe('OK');
    expect(refusalOf(await ask(Array.from({ length: LIMITS.content.posterRecordIdsMax + 1 }, (_, i) => `record${i}xxxx`)))).toMatchObject({ rule: 'listSize' });
    const form = await t.app.inject({
      method: 'POST',
      url: `/poster/module/isGenerateRecordPoster.xhtml?moduleId=55&phoneIdEcr=${u.phoneIdEcr}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: u.token },
      payload: `ids=${mine.recordId}`,
    });
    expect(form.json().code).toBe('REQUEST_FORMAT_ERROR');
    const broken = await t.app.inject({
      method: 'POST',
      url: `/poster/module/isGenerateRecordPoster.xhtml?moduleId=55&phoneIdEcr=${u.phoneIdEcr}`,
      headers: { 'content-type': 'application/json', authorization: u.token },
      payload: '["abc',
    });
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().status).not.toBe(200);
  });

  it("a module's preset template: set, replaced, unknown template NOT_FOUND", async () => {
    const u = await vip();
    expect(okOf(await api.setModuleDataPresetPoster({ body: { moduleId: 5, materialId: tplPanel.id }, token: u.token }))).toEqual({ moduleId: 5, materialId: tplPanel.id });
    okOf(await api.setModuleDataPresetPoster({ body: { moduleId: 5, materialId: tplCentre.id }, token: u.token }));
    expect(await t.ctx.db.modulePresetPoster.findMany({ where: { userId: u.id }, select: { moduleId: true, materialId: true } })).toEqual([{ moduleId: 5, materialId: tplCentre.id }]);
    expect(refusalOf(await api.setModuleDataPresetPoster({ body: { moduleId: 5, materialId: 'noSuchTemplate1' }, token: u.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'materialId',
    });
  });
});
