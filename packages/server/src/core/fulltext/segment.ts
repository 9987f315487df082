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
 * Loading the dictionary takes ~200 ms and ~47 MB: once, at the first use, not at start-up. The file is read here
 * rather than through the package's `dict.js`, which also reads the 6 MB keyword-weight file we never use and keeps
 * both buffers for the life of the process; this buffer is let go once jieba has built its own tables.
 */
const segmenter = () => (jieba ??= Jieba.withDict(fs.readFileSync(createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt'))));

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
