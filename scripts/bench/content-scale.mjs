// The content part of `npm run bench` (issue 14), three questions:
//   1. Do a card's article lists stay fast when the platform holds 100,000 articles? Rows are written straight into
//      the SQLite file: the timed card holds the most a card may (LIMITS.content.articlesMax, 500), the rest belong to
//      1,000 other cards, 1,000 then 100,000 published articles in all, one in fifty pinned. After each step the
//      visitors' calls are timed through the real API: the non-top list (`getNotTopList`), the top list
//      (`getTopList`) and the keyword filter (`getArticlesByKeyword`, a keyword one article in a hundred carries),
//      first pages. Target: each p95 at most 2x its value at the small size.
//   2. What does a visitor of a published micro page get? The server-rendered HTML of a 16-block page: its size raw
//      and gzip, and the time to answer it (sequential requests, the page's cache warm).
//   3. How long does drawing a poster take? Sequential generations (`addModulePosterGenerateRecord`) through the API:
//      p50/p95 and the PNG's size. Generation is rate limited per user, so the bench spreads them over users.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { measureRoundRobin, post, prismaTime, quantiles, registerUser } from './list-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createClient } = createRequire(path.join(root, 'packages/server/package.json'))('@libsql/client');

const TARGET_RATIO = 2;
const ARTICLE = '/x/article';
const KEYWORD = '扫码';
const id = () => randomBytes(16).toString('base64url');

/** A registered user made VIP in the file (modules 5 and 55 are advanced), with their public card id. */
async function vipUser(api, db) {
  const u = await registerUser(api, db);
  await db.execute({ sql: 'UPDATE User SET vipExpiresAt = ? WHERE id = ?', args: [prismaTime(Date.now() + 365 * 86_400_000), u.id] });
  const row = await db.execute({ sql: 'SELECT phoneIdEcr FROM User WHERE id = ?', args: [u.id] });
  return { ...u, phoneIdEcr: String(row.rows[0].phoneIdEcr) };
}

export async function contentScale({ api, dbFile, log = () => {}, sizes = [1_000, 100_000], requests = 200, warmup = 50, pageSize = 10, pageRequests = 500, posters = 12 }) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const owner = await vipUser(api, db);
    const steps = [];
    let written = 0;
    const start = Date.now();
    for (const size of sizes) {
      const t0 = performance.now();
      await insertArticles(db, owner.id, written, size - written, start);
      written = size;
      log(`content scale: ${size.toLocaleString('en')} articles written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const targets = [
        { key: 'getNotTopList', call: `${ARTICLE}/mini/show/getNotTopList.xhtml`, form: { phoneIdEcr: owner.phoneIdEcr, pageSize } },
        { key: 'getTopList', call: `${ARTICLE}/mini/show/getTopList.xhtml`, form: { phoneIdEcr: owner.phoneIdEcr, pageSize } },
        { key: 'getArticlesByKeyword', call: `${ARTICLE}/mini/show/getArticlesByKeyword.xhtml`, form: { phoneIdEcr: owner.phoneIdEcr, keyword: KEYWORD, pageSize } },
      ];
      steps.push({ size, figures: await measureRoundRobin(api, null, targets, { requests, warmup, name: 'content scale' }) });
    }
    const [small, big] = [steps[0], steps[steps.length - 1]];
    const ratios = Object.fromEntries(Object.keys(small.figures).map((k) => [k, big.figures[k].p95 / small.figures[k].p95]));
    const page = await microPage(api, owner, pageRequests);
    log('content scale: micro page measured');
    const poster = await posterTimes(api, db, posters);
    return { steps, ratios, target: TARGET_RATIO, requests, pageSize, page, poster };
  } finally {
    db.close();
  }
}

const CARD_ARTICLES = 500; // LIMITS.content.articlesMax

/**
 * `count` published articles, newest first one second apart; one in fifty pinned, one in a hundred with KEYWORD.
 * The first CARD_ARTICLES are the timed card's, the others spread over 1,000 other cards.
 */
async function insertArticles(db, userId, from, count, start) {
  const perStatement = 500;
  const body = JSON.stringify([{ type: 'text', text: '这是一篇用于基准测试的文章。' }]);
  const stmts = [];
  for (let i = 0; i < count; i += perStatement) {
    const n = Math.min(perStatement, count - i);
    const args = [];
    for (let k = 0; k < n; k++) {
      const seq = from + i + k;
      const at = prismaTime(start - (1_000_000 - seq) * 1000);
      const top = seq % 50 === 0;
      args.push(
        id(),
        seq < CARD_ARTICLES ? userId : `benchOtherCard${String(seq % 1000).padStart(4, '0')}`,
        `文章 ${seq}`,
        `摘要 ${seq}`,
        body,
        seq % 100 === 7 ? `${KEYWORD},名片` : '名片',
        top ? 1 : 0,
        top ? at : null,
        at,
        at,
      );
    }
    stmts.push({
      sql: `INSERT INTO Article (id, userId, title, summary, body, keywords, isTop, topAt, createdAt, updatedAt) VALUES ${Array.from({ length: n }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      args,
    });
  }
  await db.batch(stmts, 'write');
}

/** Publishes a 16-block page as its owner, then times a visitor's GET of it. */
async function microPage(api, owner, requests) {
  const added = await post(api, '/microPage/addMicroPage.xhtml', { title: '新品发布会', kind: 'page' }, owner.token);
  if (added.status !== 200) throw new Error(`content scale: addMicroPage failed: ${JSON.stringify(added)}`);
  const pageId = added.resultSets.id;
  const blocks = [
    { id: 'b0', type: 'text', style: 'heading', text: '2026 秋季新品发布会' },
    ...Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      type: 'text',
      style: 'paragraph',
      text: `第${i + 1}段：我们带来了全新的数字名片方案，让每一次交换都更简单、更安全。欢迎到场体验。`,
    })),
    { id: 'btn', type: 'button', label: '预约到场', action: 'link', url: 'https://example.com/book' },
    {
      id: 'form',
      type: 'form',
      fields: [
        { kind: 'name', label: '姓名', required: true },
        { kind: 'phone', label: '手机', required: true },
      ],
      consent: '我同意主办方联系我',
      submitLabel: '提交',
    },
    { id: 'prod', type: 'product', name: '数字名片专业版', priceFen: 19900, description: '一年使用权' },
  ];
  const saved = await fetch(`${api}/microPage/savePageDraft.xhtml`, {
    method: 'POST',
    body: JSON.stringify({ id: pageId, title: '新品发布会', blocks }),
    headers: { 'content-type': 'application/json', authorization: owner.token, 'x-request-id': id() },
  }).then((r) => r.json());
  if (saved.status !== 200) throw new Error(`content scale: savePageDraft failed: ${JSON.stringify(saved)}`);
  const published = await post(api, '/microPage/publishMicroPage.xhtml', { id: pageId }, owner.token);
  if (published.status !== 200) throw new Error(`content scale: publish failed: ${JSON.stringify(published)}`);
  const url = `${api}/multipage/p/${published.resultSets.publicId}`;
  let html = '';
  const times = [];
  for (let i = 0; i < 50 + requests; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    html = await res.text();
    if (res.status !== 200) throw new Error(`content scale: the public page answered ${res.status}`);
    if (i >= 50) times.push(performance.now() - t0);
  }
  return { blocks: blocks.length, bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length, ...quantiles(times), requests };
}

/** Sequential poster generations, a few per user (the per-user generation budget), on the first seeded template. */
async function posterTimes(api, db, count) {
  const perUser = 3;
  const times = [];
  let bytes = 0;
  let user = null;
  let materialId = null;
  for (let i = 0; i < count; i++) {
    if (i % perUser === 0) user = await vipUser(api, db);
    if (!materialId) {
      const list = await post(api, '/poster/findPosterMaterials.xhtml', { pageSize: 1 }, user.token);
      materialId = list.resultSets?.items?.[0]?.materialId;
      if (!materialId) throw new Error(`content scale: no poster template: ${JSON.stringify(list)}`);
    }
    const t0 = performance.now();
    const made = await post(api, '/poster/module/addModulePosterGenerateRecord.xhtml', { materialId, moduleId: 55 }, user.token);
    times.push(performance.now() - t0);
    if (made.status !== 200) throw new Error(`content scale: poster generation failed: ${JSON.stringify(made)}`);
    const png = await fetch(new URL(made.resultSets.url, api));
    bytes = (await png.arrayBuffer()).byteLength;
  }
  return { count, pngBytes: bytes, ...quantiles(times) };
}

export function printContentScale(r) {
  const ms = (x) => x.toFixed(2).padStart(8);
  console.log(`\nContent scale: a card's article lists (500 articles; all cards' articles in the columns), page of ${r.pageSize}, ${r.requests} sequential requests each (round robin), ms`);
  console.log(`  ${'call'.padEnd(24)}${r.steps.map((s) => `${s.size.toLocaleString('en')} p50 / p95`.padStart(24)).join('')}   p95 ratio (target <= ${r.target}x)`);
  for (const k of Object.keys(r.ratios)) {
    const cells = r.steps.map((s) => `${ms(s.figures[k].p50)} / ${ms(s.figures[k].p95)}`.padStart(24)).join('');
    console.log(`  ${k.padEnd(24)}${cells}   ${r.ratios[k].toFixed(2)}x ${r.ratios[k] <= r.target ? 'ok' : 'OVER'}`);
  }
  const p = r.page;
  console.log(
    `\nMicro page (server-rendered, ${p.blocks} blocks): ${p.bytes.toLocaleString('en')} B HTML, ${p.gzipBytes.toLocaleString('en')} B gzip; ${p.requests} sequential GETs p50 ${p.p50.toFixed(2)} ms, p95 ${p.p95.toFixed(2)} ms`,
  );
  const q = r.poster;
  console.log(`Poster generation (750x1200 PNG, ${q.count} sequential): p50 ${q.p50.toFixed(0)} ms, p95 ${q.p95.toFixed(0)} ms; PNG ${Math.round(q.pngBytes / 1024)} KB`);
}
