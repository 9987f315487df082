import type { ReadLine } from './network-scan.rules';

/**
 * Settling letters the LSTM reads by context with a second look by tesseract's shape classifier (issue 34), pure.
 * The LSTM weighs the letters around: in a font whose q and g differ by a hook it read "qhlab" as "ghlab" as surely
 * as it read it right elsewhere (confidences 90 both ways, docs/bench.md session 12), since "gh" is the likelier
 * English pair. The shape classifier (providers/ocr.ts readWords) looks at each letter alone: it tells q from g, but
 * confuses what only context tells apart (l and 1 in a mono font), so it decides only between the letters of a pair
 * below, position by position, and everything else stays as the LSTM read it.
 */

/** Letter pairs whose shapes differ plainly but which the LSTM's sense of English swaps: [a, b] either way round. */
export const SHAPE_PAIRS: readonly (readonly [string, string])[] = [['g', 'q']];
const PAIRED = new Set(SHAPE_PAIRS.flat());
const isPair = (a: string, b: string) => SHAPE_PAIRS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));

/** A word worth the second look: Latin letters, digits and marks only (no Chinese), holding a paired letter or an @. */
export function needsShapeLook(word: string): boolean {
  return /^[\x21-\x7e]+$/.test(word) && [...word].some((ch) => PAIRED.has(ch) || ch === '@');
}

/** What the shape classifier writes for an upright stroke with no crossbar: l, or what a mono l looks like alone. */
const STROKES = new Set(['l', '1', '|', 'I']);

/**
 * A t the LSTM read between two letters where the shape classifier saw a bare upright stroke: an l ("qhtab" ->
 * "qhlab" on a blurred photo; a t's crossbar is what tells them apart, and the classifier looks for it).
 */
const bareStroke = (lstm: string, shape: string, betweenLetters: boolean) => lstm === 't' && STROKES.has(shape) && betweenLetters;

/** The longest word aligned (an e-mail or a web address; longer is no single word of a card) and the most edits. */
const MAX_WORD = 64;
const MAX_EDITS = 3;

type Step = { lstm: string; shape: string };

/**
 * The two readings aligned character by character with the fewest edits (Levenshtein): each step a character of each
 * ('' where one reading has none there). Null when they are more than MAX_EDITS apart (not readings of one word).
 */
export function alignReadings(a: string, b: string): Step[] | null {
  if (a.length > MAX_WORD || b.length > MAX_WORD || Math.abs(a.length - b.length) > MAX_EDITS) return null;
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  if (d[a.length]![b.length]! > MAX_EDITS) return null;
  const steps: Step[] = [];
  let [i, j] = [a.length, b.length];
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)) steps.push({ lstm: a[--i]!, shape: b[--j]! });
    else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) steps.push({ lstm: a[--i]!, shape: '' });
    else steps.push({ lstm: '', shape: b[--j]! });
  }
  return steps.reverse();
}

/**
 * The LSTM's word with what the shape classifier sees better taken from it: a paired letter read as the other of its
 * pair ("ghlab" -> "qhlab"); a dot between two letters the LSTM left out ("hujun" -> "hu.jun": it writes likely words);
 * a letter the LSTM wrote beside the other of its pair for one glyph ("gqhlab" -> "qhlab"); a t between letters the
 * classifier saw as a bare stroke (bareStroke). Every other difference stays as
 * the LSTM read it (the classifier reads a mono l as 1 or |, c as o), and so does a word the two readings spell more
 * than MAX_EDITS apart.
 */
export function settleByShape(lstm: string, shape: string): string {
  const steps = alignReadings(lstm, shape);
  if (!steps) return lstm;
  const letter = (k: number) => /[a-z]/i.test(steps[k]?.lstm ?? '');
  return steps
    .map((s, k) => {
      if (s.lstm && s.shape && s.lstm !== s.shape) return isPair(s.lstm, s.shape) ? s.shape : bareStroke(s.lstm, s.shape, letter(k - 1) && letter(k + 1)) ? 'l' : s.lstm;
      if (!s.lstm) return s.shape === '.' && letter(k - 1) && letter(k + 1) ? '.' : '';
      if (!s.shape) return isPair(s.lstm, steps[k - 1]?.lstm ?? '') || isPair(s.lstm, steps[k + 1]?.lstm ?? '') ? '' : s.lstm;
      return s.lstm;
    })
    .join('');
}

/**
 * A line with its words' settled spellings: each changed word replaced in the line's text (the first copy after the
 * words before it) and in its words. A word not found in the text (the table and the text disagree) changes neither.
 */
export function settleLine(line: ReadLine, settled: ReadonlyMap<ReadLine['words'][number], string>): ReadLine {
  let text = line.text;
  let from = 0;
  const words = line.words.map((w) => {
    const to = settled.get(w);
    const at = text.indexOf(w.text, from);
    if (at < 0) return w;
    from = at + w.text.length;
    if (to === undefined || to === w.text) return w;
    text = text.slice(0, at) + to + text.slice(at + w.text.length);
    from = at + to.length;
    return { ...w, text: to };
  });
  return { text, words };
}

/** How sure tesseract must be of a number in a Chinese line to be believed without a second look (0-100). */
export const DIGIT_SURE = 70;

/**
 * The most digits a number read again may hold: an address's house, room or floor number. A phone number (7 digits
 * and more) is checked by its own form, and on the bench its second reading never changed one (docs/bench.md session
 * 13): each look is another tesseract run (~0.4 s of CPU for the eng LSTM's loading).
 */
export const DIGIT_MAX = 6;

/** A number of 1-DIGIT_MAX digits in a line with Chinese, read with less than DIGIT_SURE confidence: read it again alone. */
export function needsDigitLook(lineText: string, word: { text: string; conf: number }): boolean {
  const digits = word.text.replace(/\D/g, '').length;
  return /[\u3400-\u9fff]/.test(lineText) && digits >= 1 && digits <= DIGIT_MAX && word.conf < DIGIT_SURE;
}

/**
 * A number's digits as the reading of it alone gives them ("206" -> "200" from "200-"), in the first reading's
 * places (its Chinese or marks kept): only when the second reading holds as many digits; else the first as it was.
 */
export function settleDigits(first: string, again: string): string {
  const digits = again.replace(/\D/g, '');
  if (!digits || digits.length !== first.replace(/\D/g, '').length) return first;
  let k = 0;
  return first.replace(/\d/g, () => digits[k++]!);
}
