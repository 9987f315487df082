/**
 * The words of a search to mark in a text, found on the client because the server answers rows, not positions.
 * The keyword is split on spaces (full-width ones too, as a phone keyboard types them); each part is marked where
 * it occurs, case-insensitively, longest first so "提现到账" wins over "提现". The result is plain pieces that a screen
 * renders as text and <mark> elements: nothing of the article or the keyword ever becomes HTML.
 */
export interface Piece {
  text: string;
  hit: boolean;
}

export const searchTerms = (keyword: string): string[] =>
  [
    ...new Set(
      keyword
        .split(/[\s\u3000]+/)
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort((a, b) => b.length - a.length);

export function highlightPieces(text: string, keyword: string): Piece[] {
  const terms = searchTerms(keyword);
  if (!terms.length || !text) return text ? [{ text, hit: false }] : [];
  const lower = text.toLowerCase();
  const pieces: Piece[] = [];
  let plain = '';
  for (let i = 0; i < text.length; ) {
    // toLowerCase keeps the length of the CJK and Latin text help articles hold, so positions in `lower` are `text`'s.
    const term = terms.find((w) => lower.startsWith(w, i));
    if (term) {
      if (plain) {
        pieces.push({ text: plain, hit: false });
        plain = '';
      }
      pieces.push({ text: text.slice(i, i + term.length), hit: true });
      i += term.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) pieces.push({ text: plain, hit: false });
  return pieces;
}

/** An article body's paragraphs: split at blank lines, single line breaks kept inside a paragraph. */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
