import type { OcrOptions, OcrProvider } from '../../providers/ocr';
import { agreeOnName } from './network-scan-domain.rules';
import { mergeScored, unsure } from './network-scan-merge.rules';
import { needsChineseReading } from './network-scan-mend.rules';
import { needsDigitLook, needsShapeLook, settleByShape, settleDigits, settleLine } from './network-scan-shape.rules';
import { parseLines, type ReadLine, type ScoredFields } from './network-scan.rules';

const HAS_CJK = /[\u3400-\u9fff]/;

/** One reading's lines with their words' confidences, or the text alone (no confidences) from a provider without them. */
async function readLines(ocr: OcrProvider, image: Uint8Array, opts: OcrOptions): Promise<ReadLine[]> {
  if (ocr.readLines) return ocr.readLines(image, opts);
  return (await ocr.read(image, opts)).split(/\r?\n/).map((text) => ({ text, words: [] }));
}

/**
 * The first reading's words read again, cut out and alone, and settled (network-scan-shape.rules.ts): Latin words that
 * hold a letter the LSTM confuses by context by the shape classifier, and numbers in Chinese lines tesseract was unsure
 * of by the eng LSTM alone (chi_sim+eng misread an address's "200" as "206" beside Chinese; alone it read it right).
 * One run for each kind, and none when no word needs it or the provider has no word reading (or no shape model).
 */
async function lookAgain(ocr: OcrProvider, image: Uint8Array, lines: ReadLine[], opts: OcrOptions): Promise<ReadLine[]> {
  if (!ocr.readWords) return lines;
  const settled = new Map<ReadLine['words'][number], string>();
  const looks = [
    { reader: 'shape', picks: lines.flatMap((l) => l.words.filter((w) => w.box && needsShapeLook(w.text))), settle: settleByShape },
    { reader: 'latin', picks: lines.flatMap((l) => l.words.filter((w) => w.box && needsDigitLook(l.text, w))), settle: settleDigits },
  ] as const;
  for (const { reader, picks, settle } of looks) {
    if (!picks.length) continue;
    const again = await ocr.readWords(
      image,
      picks.map((w) => w.box!),
      reader,
      opts,
    );
    // A word both looks took (an id with digits) is settled by the second from what the first made of it.
    if (again) for (const [i, w] of picks.entries()) settled.set(w, settle(settled.get(w) ?? w.text, again[i] ?? ''));
  }
  return settled.size ? lines.map((l) => settleLine(l, settled)) : lines;
}

/**
 * One side of a card read into fields, with how sure the reading was of each: tesseract with the Chinese and English
 * models on the grey picture, its unsure words looked at again (lookAgain; docs/bench.md session 13); when that found no Chinese name (the large name line read as Latin letters, or not at
 * all), a second reading of the tallest line alone (the name's, cut out at ~40 px tall: ocr-prepare.ts lineOf) with the
 * Chinese model as one block (--psm 6: --psm 7 answered nothing for a 张伟 line now and then), whose fields only fill
 * what the first lacks or has in Latin letters (its confidences are not compared: a line alone misread as a title
 * must not replace the card's). Used by the queue's task and by the bench.
 *
 * The second reading of session 9 re-read the whole grey card with chi_sim (~0.8 s of CPU) and still lost most bold
 * names; the line alone is a small picture (the time is mostly the model's loading) and reads them (docs/bench.md,
 * session 10). A third reading, of the whole side with chi_sim alone, only when a Chinese side's title, company or
 * address is missing (needsChineseReading; docs/bench.md session 11); where both readings have a field in the same
 * script, the one tesseract was surer of wins (mergeScored; docs/bench.md session 12).
 */
export async function readCardSide(ocr: OcrProvider, image: Uint8Array, opts: { signal?: AbortSignal; prepare?: OcrOptions['prepare'] } = {}): Promise<ScoredFields> {
  let r = parseLines(await lookAgain(ocr, image, await readLines(ocr, image, opts), opts));
  if (!HAS_CJK.test(r.fields.name)) {
    const line = parseLines(await readLines(ocr, image, { ...opts, langs: 'chi_sim', psm: 6, prepare: { ...opts.prepare, line: 'tallest' } }));
    r = mergeScored(r, unsure(line));
  }
  // A Chinese side whose title, company or address came out missing or in Latin letters: the whole side once more with
  // chi_sim alone, whose Chinese fills those. Its mobiles only when the first had none: chi_sim misreads digits it has
  // no model for, and a second, misread number beside the right one made the field wrong (photographed mobiles 94 -> 88 %).
  if (needsChineseReading(r.fields)) r = mergeScored(r, parseLines(await readLines(ocr, image, { ...opts, langs: 'chi_sim' })), 'first');
  // The card's name in its e-mail, web address and WeChat id: a lone misread copy takes the others' spelling.
  return agreeOnName(r);
}
