// QR render flood (issue 7 item 6): anonymous clients cycling QR variants across many cards, while a visitor opens a
// public card and a monitor polls /health. Prints renders per second, the card page's p50, and how long /health waits
// while 30 identical requests for one uncached image arrive at once.
// Run: cd packages/server && DATABASE_URL=file:/tmp/qr-flood.db npx tsx bench/qr-flood.ts
// (it migrates a fresh SQLite file of its own; nothing of the repository's data/ is touched).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QR_SIZES } from '@card/contract';
import { buildApp } from '../src/app';
import { createBaseDatabase } from '../test/helpers/database';
import { newUser } from '../test/factories';

const CARDS = 40;
const CLIENTS = 8;
/** Requests each client sends: two passes over the 160 variants between the 8 clients. */
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 40);

const p50 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-flood-'));
  const dbFile = path.join(dir, 'bench.db');
  await createBaseDatabase(dbFile);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>名片</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>');
  const { app, ctx } = await buildApp({ config: { databaseUrl: `file:${dbFile}`, logLevel: 'silent', clientDist: dir, uploadDir: path.join(dir, 'up') } });
  await app.ready();
  const cards = [];
  for (let i = 0; i < CARDS; i++) cards.push(await newUser(ctx, { name: `卡片${i}` }));
  // 4 variants a card (every documented size, with the logo): 160 in all, cycled by every client.
  const variants = cards.flatMap((c) => QR_SIZES.map((size) => `/stc/mpQrCode.xhtml?phoneIdEcr=${c.phoneIdEcr}&format=png&size=${size}&logo=1`));

  const page = () => app.inject({ method: 'GET', url: `/multipage/card/${cards[0].phoneIdEcr}`, remoteAddress: '10.9.9.9' });
  const quiet: number[] = [];
  for (let i = 0; i < 40; i++) {
    const s = process.hrtime.bigint();
    await page();
    quiet.push(ms(s));
  }

  let stop = false;
  let answered = 0;
  let clientsDone = 0;
  const statuses = new Map<number, number>();
  const clients = Array.from({ length: CLIENTS }, async (_, n) => {
    for (let i = n * 20; i < n * 20 + PER_CLIENT; i++) {
      const res = await app.inject({ method: 'GET', url: variants[i % variants.length], remoteAddress: `10.0.0.${n + 1}` });
      answered++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    if (++clientsDone === CLIENTS) stop = true;
  });
  const during: number[] = [];
  const started = Date.now();
  // A visitor opening the card every 50 ms meanwhile (a tight loop of page loads would starve the flood itself).
  while (!stop) {
    const s = process.hrtime.bigint();
    await page();
    during.push(ms(s));
    await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(clients);
  const seconds = (Date.now() - started) / 1000;

  // 30 identical requests for one image nobody asked for yet, and /health polled meanwhile.
  const fresh = await newUser(ctx, { name: '新卡' });
  const url = `/stc/mpQrCode.xhtml?phoneIdEcr=${fresh.phoneIdEcr}&format=png&size=1280&logo=1`;
  const burstStart = process.hrtime.bigint();
  const burst = Promise.all(Array.from({ length: 30 }, (_, i) => app.inject({ method: 'GET', url, remoteAddress: `10.1.0.${i + 1}` })));
  const health = (async () => {
    await new Promise((r) => setImmediate(r));
    const s = process.hrtime.bigint();
    await app.inject({ method: 'GET', url: '/health' });
    return ms(s);
  })();
  const [burstRes, healthMs] = await Promise.all([burst, health]);
  const burstMs = ms(burstStart);

  console.log(`card page p50: ${p50(quiet).toFixed(1)} ms quiet, ${p50(during).toFixed(1)} ms during the flood (${during.length} loads)`);
  console.log(
    `flood: ${CLIENTS} clients, ${variants.length} variants over ${CARDS} cards: ${answered} answers in ${seconds.toFixed(1)} s ` +
      `(${(answered / seconds).toFixed(1)}/s; statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
  );
  // The render counter exists since the cache does (issue 7); before it, every answer was a render.
  const share = (await import('../src/domains/share/share.service')) as { qrCacheOf?: (c: typeof ctx) => { stats(): unknown } };
  if (share.qrCacheOf) console.log(`cache: ${JSON.stringify(share.qrCacheOf(ctx).stats())}`);
  console.log(
    `30 identical uncached requests: all answered in ${burstMs.toFixed(0)} ms (${burstRes.filter((r) => r.statusCode === 200).length} images); /health took ${healthMs.toFixed(0)} ms meanwhile`,
  );
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
