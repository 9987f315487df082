import type { OcrProvider, PrepareOptions } from '../../providers/ocr';
import { needsChineseReading } from './network-scan-mend.rules';
import { mergeSides, parseCard, type ScanFields } from './network-scan.rules';

const HAS_CJK = /[\u3400-\u9fff]/;

/**
 * One side of a card read into fields: tesseract with the Chinese and English models on the black-and-white picture;
 * when that found no Chinese name (the large name line read as Latin letters, or not at all), a second reading of the
 * tallest line alone (the name's, cut out at ~40 px tall: ocr-prepare.ts lineOf) with the Chinese model as one block
 * (--psm 6: --psm 7 answered nothing for a 张伟 line now and then), whose fields fill only what the first lacks
 * (mergeSides keeps the first's except where the second has Chinese the first has not). Used by the queue's task and
 * by the bench.
 *
 * The second reading of session 9 re-read the whole grey card with chi_sim (~0.8 s of CPU) and still lost most bold
 * names; the line alone is a small picture (the time is mostly the model's loading) and reads them (docs/bench.md,
 * session 10). It matters: a card read without its owner's name is the failure a user sees first. A third reading,
 * of the whole side with chi_sim alone, only when a Chinese side's title, company or address is missing
 * (needsChineseReading; docs/bench.md session 11).
 */
export async function readCardSide(ocr: OcrProvider, image: Uint8Array, opts: { signal?: AbortSignal; prepare?: PrepareOptions } = {}): Promise<ScanFields> {
  let f = parseCard(await ocr.read(image, opts));
  if (!HAS_CJK.test(f.name)) f = mergeSides(f, parseCard(await ocr.read(image, { ...opts, langs: 'chi_sim', psm: 6, prepare: { ...opts.prepare, line: 'tallest' } })));
  // A Chinese side whose title, company or address came out missing or in Latin letters: the whole side once more with
  // chi_sim alone, whose Chinese fills those (mergeSides keeps every field the readings before found in Chinese).
  // Its mobiles only when the first had none: chi_sim misreads digits it has no model for, and a second, misread
  // number beside the right one made the field wrong (the bench's photographed mobiles 94 -> 88 %).
  if (needsChineseReading(f)) {
    const again = parseCard(await ocr.read(image, { ...opts, langs: 'chi_sim' }));
    f = { ...mergeSides(f, again), mobiles: f.mobiles.length ? f.mobiles : again.mobiles };
  }
  return f;
}
