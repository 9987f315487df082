/**
 * The generated avatar shown when a person has no photo (issue 35, item 4): up to two initials on a coloured ground,
 * drawn as SVG by the app (components/ui/Avatar) and the server-rendered card page. Pure, shared so both draw the
 * same letters for the same name.
 */

/** Scripts written without spaces between given name and surname: the name is read by its characters. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER = /[\p{L}\p{M}]/u;

/**
 * The initials for `name`, '' when it has none (then a neutral silhouette is drawn). A name written in Chinese (or
 * another script without spaces) shows its last one or two characters, as Chinese apps do: the given name, 张三丰 ->
 * 三丰, 欧阳娜娜 -> 娜娜, a two-character name whole (张三). Otherwise the first letters of the first and last words,
 * upper-cased (Anna Maria Li -> AL). Only letters count: a new card's name is the masked phone ("139****5679"), whose
 * digits would look like a bug, and emoji or punctuation are no initials. A name mixing scripts is read by its
 * Chinese characters when it has any (Tom 张三 -> 张三), as those are the name people in China know.
 */
export function avatarInitials(name: string): string {
  const clean = name.normalize('NFC').trim();
  const cjk = [...clean].filter((c) => CJK.test(c));
  if (cjk.length > 0) return cjk.slice(-2).join('');
  // Words are split at spaces and name separators only: O'Neil and Jean-Luc are one word each.
  const words = clean.split(/[\s\p{Z}.,·・_/]+/u).filter((w) => LETTER.test(w));
  if (words.length === 0) return '';
  const first = (w: string) => [...[...w].find((c) => LETTER.test(c))!.toLocaleUpperCase()][0]!;
  return words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words[words.length - 1]!);
}

/**
 * The person glyph drawn instead of initials when a name has no letters (never a digit of the masked phone): lucide's
 * user-round (ISC licence, the set the app draws through lucide-react), for the server's own drawings (the card page,
 * the QR logo, the wallet pass). Stroked, in a 24 x 24 box.
 */
export const AVATAR_PERSON_GLYPH = '<circle cx="12" cy="8" r="5"/><path d="M20 21a8 8 0 0 0-16 0"/>';

/** The glyph as an SVG element filling `side` px at (x, y), stroked in `colour`. */
export function personGlyphSvg(x: number, y: number, side: number, colour: string): string {
  return `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${AVATAR_PERSON_GLYPH}</svg>`;
}

/**
 * Grounds for the initials, each dark enough for white text at 4.5:1 (the unit test measures it), in the product's
 * blues, greens and warm tones.
 */
export const AVATAR_GROUNDS = ['#1b62d1', '#0a7285', '#1a7f37', '#8250df', '#a3242b', '#b34700', '#80591a', '#4f5b93'] as const;

/** A stable ground for `seed` (the person's id when known, else the name): the same person, the same colour. */
export function avatarGround(seed: string): string {
  let hash = 0x811c9dc5; // FNV-1a: fast, stable across engines, spreads short ids well
  for (const c of seed) {
    hash ^= c.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_GROUNDS[hash % AVATAR_GROUNDS.length]!;
}
