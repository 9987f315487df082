import { highlightPieces } from '../highlight';

/** A text with the search's words in <mark>: React renders every piece as text, so nothing typed becomes markup. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightPieces(text, keyword).map((p, i) =>
        p.hit ? (
          <mark key={i} className="hc-mark">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
