/**
 * tesseract's answer with its confidences (issue 34): one recognition writes the text (`txt`) and the table of words
 * (`tsv`: one row a word with its confidence 0-100), and this pairs them line by line. The text is taken from `txt`
 * because the table splits Chinese into words ("地 址 : 浙江 省 杭州 市") that the text writes joined; the table gives
 * each line's words and how sure tesseract was of each. Pure.
 */
export interface OcrWord {
  text: string;
  conf: number;
  /** Where the word lies in the picture tesseract read (its pixels): a second reading crops it (network-scan-read.ts). */
  box?: WordBox;
}

export interface WordBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A line of the text with the words tesseract read in it (none when the text and the table could not be paired). */
export interface OcrLine {
  text: string;
  words: OcrWord[];
}

/** The words of a `tsv` table, grouped by line in reading order (rows of level 5, keyed by block, paragraph and line). */
export function tsvLines(tsv: string): OcrWord[][] {
  const lines = new Map<string, OcrWord[]>();
  for (const row of tsv.split('\n').slice(1)) {
    const c = row.split('\t');
    if (c.length < 12 || c[0] !== '5') continue;
    const text = c.slice(11).join('\t').trim();
    const conf = Number(c[10]);
    if (!text || !Number.isFinite(conf) || conf < 0) continue;
    const key = `${c[1]}/${c[2]}/${c[3]}/${c[4]}`;
    const words = lines.get(key) ?? [];
    const [left, top, width, height] = c.slice(6, 10).map(Number) as [number, number, number, number];
    words.push({ text, conf, ...(width > 0 && height > 0 ? { box: { left, top, width, height } } : {}) });
    lines.set(key, words);
  }
  return [...lines.values()];
}

/**
 * The text's non-blank lines, each with the table's words of the same line. Both renderers walk the same lines in the
 * same order, so the n-th non-blank text line is the n-th table line; when the counts differ (never seen) no line gets
 * words rather than the wrong ones.
 */
export function pairLines(txt: string, tsv: string): OcrLine[] {
  const texts = txt.split(/\r?\n/).filter((l) => l.trim());
  const words = tsvLines(tsv);
  const paired = words.length === texts.length;
  return texts.map((text, i) => ({ text, words: paired ? words[i]! : [] }));
}
