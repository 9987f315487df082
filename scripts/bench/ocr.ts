// The paper-card recognition bench (issue 34): generated cards with known fields (5 layouts x 3 CJK fonts x 3
// variants = 45, horizontal and vertical, bilingual, varying positions; plus 5 two-sided Chinese/English pairs), each
// clean and "photographed" (turned up to 15 degrees on a background, squeezed, unevenly lit, blurred, noisy), read by
// the server's own preparation + tesseract + field parser. Prints exact-field accuracy per field and per set and the
// seconds per card; targets: >= 95 % clean, >= 85 % photographed, <= 3 s a card.
// Run: `cd packages/server && npx tsx ../../scripts/bench/ocr.ts` (what `npm run bench`'s `ocr` section runs).
// OCR_BENCH_CARDS=n reads only the first n cards of each set (spread over the layouts); to compare what helps:
// OCR_BENCH_PSM=6 (tesseract's page mode), OCR_BENCH_LANGS=chi_sim+eng (the models), OCR_BENCH_THRESHOLD=1 (our
// local threshold's black and white instead of the flattened grey tesseract binarises itself), OCR_BENCH_CROP=0 (no card finding), OCR_BENCH_WIDTH=1000 (the scale),
// OCR_BENCH_SHARPEN=0 (no sharpening after the light is flattened). OCR_BENCH_VERBOSE=1 prints each card's misses, and
// OCR_BENCH_TEXT=1 with it tesseract's text too; OCR_BENCH_SET=clean|photographed one set alone; OCR_BENCH_CACHE=dir keeps tesseract's answers for parser-only runs.
// The words' second look (network-scan-read.ts) uses the shape model in node_modules/.tessdata (`npm test` builds it) or
// OCR_TESSDATA_DIR=dir; pointed at a folder without it, the bench measures the LSTM's reading alone.
import { CARD_LAYOUTS, CJK_FONTS, cardFields, cardSvg, englishSideSvg, photograph, renderSvg } from '../../packages/server/test/helpers/paper-card';
import { localOcr, type OcrLine, type OcrProvider } from '../../packages/server/src/providers/ocr';
import type { SCAN_TEXT_FIELDS, ScanFields, ScoredFields } from '../../packages/server/src/domains/network/network-scan.rules';
import { mergeScored } from '../../packages/server/src/domains/network/network-scan-merge.rules';
import { readCardSide } from '../../packages/server/src/domains/network/network-scan-read';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Field = (typeof SCAN_TEXT_FIELDS)[number] | 'mobiles';
const FIELDS: Field[] = ['name', 'title', 'department', 'company', 'mobiles', 'landline', 'fax', 'email', 'website', 'address', 'wechat', 'qq'];
const limit = Number(process.env.OCR_BENCH_CARDS ?? 1e9);
const env = process.env;
const tesseract = localOcr({ ...(env.OCR_BENCH_PSM ? { psm: Number(env.OCR_BENCH_PSM) } : {}), ...(env.OCR_BENCH_LANGS ? { langs: env.OCR_BENCH_LANGS } : {}) });
const prepare = {
  ...(env.OCR_BENCH_THRESHOLD ? { threshold: env.OCR_BENCH_THRESHOLD === '1' } : {}),
  ...(env.OCR_BENCH_CROP === '0' ? { crop: false } : {}),
  ...(env.OCR_BENCH_WIDTH ? { scaleWidth: Number(env.OCR_BENCH_WIDTH) } : {}),
  ...(env.OCR_BENCH_SHARPEN === '0' ? { sharpen: false } : {}),
};
const verbose = !!process.env.OCR_BENCH_VERBOSE;
/** OCR_BENCH_SET=clean or photographed reads that set alone (two processes read both sets at once on a shared machine). */
const onlySet = env.OCR_BENCH_SET;
const cacheDir = env.OCR_BENCH_CACHE;
/** The texts tesseract gave for the card being read: printed with a verbose card's misses when OCR_BENCH_TEXT=1. */
let texts: string[] = [];

/**
 * The provider the bench reads with: tesseract, or with OCR_BENCH_CACHE=dir its earlier answer for the same picture and
 * options (a file named by their hash), so a change to the parser alone is measured in seconds. The cache knows nothing
 * of the preparation's code: clear it after changing ocr-prepare.ts, and read no CPU figure from a cached run.
 */
const ocr: OcrProvider = {
  read: async (image, o) => (await ocr.readLines!(image, o)).map((l) => l.text).join('\n'),
  async readLines(image, o = {}) {
    const key = createHash('sha1')
      .update(image)
      .update(JSON.stringify([o.prepare, o.langs, o.psm, env.OCR_BENCH_PSM, env.OCR_BENCH_LANGS]))
      .digest('hex');
    const file = cacheDir ? path.join(cacheDir, `${key}.json`) : '';
    let lines: OcrLine[] | null = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    if (lines === null) {
      lines = await tesseract.readLines!(image, o);
      if (file) {
        mkdirSync(cacheDir!, { recursive: true });
        writeFileSync(file, JSON.stringify(lines));
      }
    }
    texts.push(lines.map((l) => l.text).join('\n'));
    return lines;
  },
  // The shape classifier's second look at single words (network-scan-read.ts), cached like the readings.
  async readWords(image, boxes, reader, o = {}) {
    const key = createHash('sha1')
      .update(image)
      .update(JSON.stringify(['words', boxes, reader, o.prepare]))
      .digest('hex');
    const file = cacheDir ? path.join(cacheDir, `${key}.json`) : '';
    if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    const words = await tesseract.readWords!(image, boxes, reader, o);
    if (file && words) writeFileSync(file, JSON.stringify(words));
    return words;
  },
};

/**
 * CPU seconds used so far by this process (sharp's threads included) and the tesseract children it has waited for,
 * from /proc/self/stat (Linux; 0 elsewhere). The shared machine's load stretches wall time several-fold; CPU time is
 * what a card costs on a quiet machine, so the bench prints both.
 */
function cpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17 of the file (utime, stime, cutime, cstime) are 12-15 after the name; clock ticks of 1/100 s.
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return 0;
  }
}

interface Card {
  id: string;
  index: number;
  sides: Buffer[];
}
const cards: Card[] = [];
let k = 0;
for (const layout of CARD_LAYOUTS)
  for (const font of CJK_FONTS)
    for (let v = 0; v < 3; v++) {
      const index = k++;
      cards.push({ id: `${layout}/${font.replace('WenQuanYi Zen Hei', 'ZenHei').trim() || 'ZenHei'}/${v}`, index, sides: [await renderSvg(cardSvg(index, layout, font))] });
    }
for (let p = 0; p < 5; p++) {
  const index = k++;
  cards.push({ id: `two-sided/${p}`, index, sides: [await renderSvg(cardSvg(index, 'left', CJK_FONTS[p % 3]!)), await renderSvg(englishSideSvg(index))] });
}

/** The first n cards of a set, or n spread evenly over it (every layout and font) when OCR_BENCH_CARDS is set. */
const pickOf = <T>(set: T[]) => (limit >= set.length ? set : set.filter((_, i) => i % Math.ceil(set.length / limit) === 0));
const value = (f: ScanFields, k: Field) => (k === 'mobiles' ? [...f.mobiles].sort().join(',') : f[k]);

async function runSet(name: string, set: Card[]) {
  const per = new Map<Field, { ok: number; n: number }>(FIELDS.map((f) => [f, { ok: 0, n: 0 }]));
  let ok = 0;
  let n = 0;
  let seconds = 0;
  let cpu = 0;
  let sides = 0;
  for (const card of pickOf(set)) {
    const truth = cardFields(card.index).fields;
    const t = performance.now();
    const c = cpuSeconds();
    // Sides one after the other, as the queue's task reads them.
    const read: ScoredFields[] = [];
    texts = [];
    for (const side of card.sides) read.push(await readCardSide(ocr, side, { prepare }));
    seconds += (performance.now() - t) / 1000;
    cpu += cpuSeconds() - c;
    sides += card.sides.length;
    const merged = read.reduce((a, b) => mergeScored(a, b));
    const got = merged.fields;
    const wrong: string[] = [];
    for (const f of FIELDS) {
      const want = value(truth, f);
      if (!want) continue;
      const r = per.get(f)!;
      r.n++;
      n++;
      if (value(got, f) === want) {
        r.ok++;
        ok++;
      } else wrong.push(`${f}: ${JSON.stringify(value(got, f))} != ${JSON.stringify(want)}${f !== 'mobiles' && merged.conf[f] !== undefined ? ` (${merged.conf[f]!.toFixed(0)})` : ''}`);
    }
    if (verbose && wrong.length) console.log(`  ${name} ${card.id}: ${wrong.join('; ')}`);
    if (verbose && wrong.length && env.OCR_BENCH_TEXT === '1') console.log(texts.map((t) => `    | ${t.trim().replace(/\n+/g, '\n    | ')}`).join('\n    --\n'));
  }
  const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '-');
  console.log(
    `${name}: ${pct(ok, n)} % of ${n} fields exact, ${(seconds / Math.max(1, sides)).toFixed(2)} s a side, ${(cpu / Math.max(1, sides)).toFixed(2)} s of CPU a side (${pickOf(set).length} cards)`,
  );
  console.log(`  per field: ${FIELDS.map((f) => `${f} ${pct(per.get(f)!.ok, per.get(f)!.n)}`).join(', ')}`);
  return { accuracy: n ? ok / n : 0, secondsPerSide: seconds / Math.max(1, sides), cpuSecondsPerSide: cpu / Math.max(1, sides) };
}

const none = { accuracy: 0, secondsPerSide: 0, cpuSecondsPerSide: 0 };
const clean = onlySet !== 'photographed' ? await runSet('clean', cards) : none;
const photos: Card[] = [];
if (onlySet !== 'clean') for (const c of pickOf(cards)) photos.push({ ...c, sides: await Promise.all(c.sides.map((s, i) => photograph(s, c.index * 7 + i + 1))) });
const photographed = onlySet !== 'clean' ? await runSet('photographed', photos) : none;
const met = clean.accuracy >= 0.95 && photographed.accuracy >= 0.85 && Math.max(clean.secondsPerSide, photographed.secondsPerSide) <= 3;
console.log(`targets (>= 95 % clean, >= 85 % photographed, <= 3 s a card): ${met ? 'met' : 'NOT met'}`);
console.log(`OCR_BENCH_JSON ${JSON.stringify({ clean, photographed })}`);
