/**
 * The sensitive-word matcher: an Aho-Corasick automaton over normalised code points, built once from the word list,
 * scanning a text in one pass (time linear in the text plus the matches), never one regex per word. Pure: no I/O.
 *
 * What counts as the same text:
 * - full-width forms (ＡＢＣ, ０１２, ！) fold to their half-width ASCII, the ideographic space to a space, and Latin
 *   letters are lower-cased, in the words and in the text alike;
 * - separators are skipped: spaces, punctuation, symbols and invisible format characters (zero-width spaces) may be
 *   inserted anywhere inside a word ("敏 感", "敏-感", "敏。感" all match 敏感); words are stored without them.
 * The word boundary we keep: a word that begins (or ends) with a Latin letter or digit does not match when the text
 * has a letter or digit right before (or after) it, so "ass" does not hit "class" or "assist", and "a1" not "ba1".
 * Chinese has no such boundary: a Chinese word is found inside any longer text.
 */

const SEPARATOR = /[\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}]/u;
const ALNUM = /[a-z0-9]/;

/** One code point as matching sees it: full-width folded, lower-cased; null for a separator. */
export function foldChar(ch: string): string | null {
  let cp = ch.codePointAt(0)!;
  if (cp >= 0xff01 && cp <= 0xff5e) cp -= 0xfee0;
  else if (cp === 0x3000) cp = 0x20;
  const folded = String.fromCodePoint(cp).toLowerCase();
  return SEPARATOR.test(folded) ? null : folded;
}

/** A word as stored in the automaton: folded, separators removed ('' when nothing is left). */
export function foldWord(word: string): string {
  let out = '';
  for (const ch of word) out += foldChar(ch) ?? '';
  return out;
}

interface Node {
  next: Map<string, number>;
  fail: number /** Index of the word ending here, or -1. */;
  word: number /** Nearest node on the fail chain that ends a word, or -1. */;
  dict: number;
  depth: number;
}

export interface Matcher {
  /** How many distinct words the automaton holds. */
  readonly size: number;
  /** The words found in `text`, each once, in the order their first occurrence ends (spelled as given to `buildMatcher`). */
  find(text: string): string[];
}

export function buildMatcher(words: Iterable<string>): Matcher {
  const nodes: Node[] = [{ next: new Map(), fail: 0, word: -1, dict: -1, depth: 0 }];
  const originals: string[] = [];
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const original of words) {
    const key = foldWord(original);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    let at = 0;
    for (const ch of key) {
      let to = nodes[at]!.next.get(ch);
      if (to === undefined) {
        to = nodes.push({ next: new Map(), fail: 0, word: -1, dict: -1, depth: nodes[at]!.depth + 1 }) - 1;
        nodes[at]!.next.set(ch, to);
      }
      at = to;
    }
    nodes[at]!.word = originals.length;
    originals.push(original);
    keys.push(key);
  }

  // Breadth first: each node's fail link is the longest proper suffix of its path that is also a path.
  const queue: number[] = [...nodes[0]!.next.values()];
  for (let qi = 0; qi < queue.length; qi++) {
    const u = queue[qi]!;
    for (const [ch, v] of nodes[u]!.next) {
      let f = nodes[u]!.fail;
      while (f !== 0 && !nodes[f]!.next.has(ch)) f = nodes[f]!.fail;
      const target = nodes[f]!.next.get(ch);
      nodes[v]!.fail = target !== undefined && target !== v ? target : 0;
      const fv = nodes[v]!.fail;
      nodes[v]!.dict = nodes[fv]!.word >= 0 ? fv : nodes[fv]!.dict;
      queue.push(v);
    }
  }

  const lengths = keys.map((k) => [...k].length);
  const startsAlnum = keys.map((k) => ALNUM.test([...k][0]!));
  const endsAlnum = keys.map((k) => ALNUM.test([...k].at(-1)!));

  function find(text: string): string[] {
    if (originals.length === 0 || text === '') return [];
    const chars = [...text];
    const folded = chars.map((ch) => foldChar(ch));
    // Positions (in `chars`) of the kept characters, so a match's first character is found from its length.
    const kept: number[] = [];
    const found = new Set<number>();
    const isAlnumAt = (i: number) => i >= 0 && i < chars.length && folded[i] !== null && ALNUM.test(folded[i]!);
    const report = (w: number, end: number) => {
      if (found.has(w)) return;
      const start = kept[kept.length - lengths[w]!]!;
      if (startsAlnum[w] && isAlnumAt(start - 1)) return;
      if (endsAlnum[w] && isAlnumAt(end + 1)) return;
      found.add(w);
    };
    let at = 0;
    for (let i = 0; i < chars.length; i++) {
      const ch = folded[i];
      if (ch === null) continue;
      kept.push(i);
      while (at !== 0 && !nodes[at]!.next.has(ch!)) at = nodes[at]!.fail;
      at = nodes[at]!.next.get(ch!) ?? 0;
      for (let o = nodes[at]!.word >= 0 ? at : nodes[at]!.dict; o >= 0; o = nodes[o]!.dict) report(nodes[o]!.word, i);
    }
    return [...found].map((w) => originals[w]!);
  }

  return { size: originals.length, find };
}
