import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';

/**
 * Chinese-aware segmentation for the full-text index. Neither SQLite's unicode61 tokenizer nor PostgreSQL's 'simple'
 * configuration splits Chinese into words (a run of Han characters is one token to them), so text is cut here with
 * jieba's search mode (a long word also yields its shorter words: 管理中心 -> 管理, 中心, 管理中心), lower-cased,
 * stripped of punctuation and joined with spaces: both engines then only have to split on spaces.
 */
let jieba: Jieba | null = null;

/**
 * jieba's dictionary is cut to its words seen at least this often in its corpus: 66,000 of 349,000 words, ~12 MB in
 * memory instead of ~43 MB (issue 30, memory). The rare words dropped are mostly long compounds (上海市浦东新区,
 * 电子名片) whose parts stay words, and search mode indexes those parts, so a search for the compound still finds
 * it. Measured with `@node-rs/jieba` 2.0.3: at 10 the table is 19 MB, at 30 12 MB, at 100 9 MB but common
 * compounds such as 浦东新区 start to fall apart.
 */
export const DICTIONARY_MIN_FREQUENCY = 30;

/**
 * What the stored terms were cut with: a document indexed under another version is cut again (core/fulltext
 * staleDocIds and each scope's reindex job), because a query is cut with the current dictionary and must meet the
 * same terms. Change it whenever the dictionary or the cutting changes.
 */
export const SEGMENTER_VERSION = `jieba-2.0.3/search/f${DICTIONARY_MIN_FREQUENCY}`;

/** The lines of jieba's `word frequency tag` dictionary whose frequency reaches the threshold. */
export function commonWords(dict: string, minFrequency = DICTIONARY_MIN_FREQUENCY): string {
  return dict
    .split('\n')
    .filter((line) => Number(line.split(' ')[1]) >= minFrequency)
    .join('\n');
}

/**
 * Built at the first use, not at start-up (~150 ms). The file is read here rather than through the package's
 * `dict.js`, which also reads the 6 MB keyword-weight file we never use and keeps both buffers for the life of the
 * process; the text is let go once jieba has built its own tables.
 */
const segmenter = () => (jieba ??= Jieba.withDict(Buffer.from(commonWords(fs.readFileSync(createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt'), 'utf8')))));

/**
 * Loads the dictionary now (seconds on a busy machine, once per process). A caller about to index inside a
 * transaction calls it first, so the load never counts against the transaction's time limit.
 */
export const loadSegmenter = (): void => {
  segmenter();
};

/** A token worth indexing holds a letter or a digit (drops punctuation, spaces and symbols). */
const WORDY = /[\p{L}\p{N}]/u;
/** Characters that are not part of a word: cut out of a token so "wi-fi" or "a.b" cannot smuggle syntax in. */
const NON_WORD = /[^\p{L}\p{N}\p{M}]+/gu;

/** The distinct search terms of a text, in order of first appearance. */
export function termsOf(text: string): string[] {
  const out = new Set<string>();
  for (const raw of segmenter().cutForSearch(text, true)) {
    if (!WORDY.test(raw)) continue;
    for (const piece of raw.toLowerCase().split(NON_WORD)) if (piece) out.add(piece);
  }
  return [...out];
}

/** A text as the index stores it: its terms joined with spaces. */
export const segment = (text: string) => termsOf(text).join(' ');
