import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import './ui.css';

/**
 * One chip: a label that opens its own list (`to`), a file to save (`href` + `download`, a plain link so the browser
 * honours the download; `onClick` may stop it where downloads are blocked), or a filter switched on and off by itself
 * (`pressed`, `onToggle`).
 */
export type ChipItem = { key: string; label: ReactNode; testId?: string } & (
  | { to: string }
  | { href: string; download: string; onClick?: (e: MouseEvent<HTMLAnchorElement>) => void }
  | { pressed: boolean; onToggle: () => void }
);

function Chip({ c }: { c: ChipItem }) {
  if ('to' in c)
    return (
      <Link className="chip-btn" to={c.to} data-testid={c.testId}>
        {c.label}
      </Link>
    );
  if ('href' in c)
    return (
      <a className="chip-btn" href={c.href} download={c.download} onClick={c.onClick} data-testid={c.testId}>
        {c.label}
      </a>
    );
  return (
    <button type="button" className="chip-btn" aria-pressed={c.pressed} onClick={c.onToggle} data-testid={c.testId}>
      {c.label}
    </button>
  );
}

/**
 * A row of chips that each stand alone (issue 35, one look for every chip row): labels that open their own list (a
 * video topic, an article fold on a visitor's card), files to save (the QR code's formats) or filters switched on
 * and off independently (several labels at once, "only mine"). Choosing one of several is the other thing: Tabs variant="chips", one pressed at a time. Both
 * draw the same .chip-btn. `wrap`: a set to browse flows onto more lines; a filter row over a list scrolls sideways.
 */
export function Chips({ items, label, wrap = false, testId }: { items: readonly ChipItem[]; label?: string; wrap?: boolean; testId?: string }) {
  return (
    <ul className={wrap ? 'chips chips-wrap' : 'chips'} aria-label={label} data-testid={testId}>
      {items.map((c) => (
        <li key={c.key}>
          <Chip c={c} />
        </li>
      ))}
    </ul>
  );
}
