import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './ui.css';

/** One chip: a label that opens its own list (`to`), or a filter switched on and off by itself (`pressed`, `onToggle`). */
export type ChipItem = { key: string; label: ReactNode; testId?: string } & ({ to: string } | { pressed: boolean; onToggle: () => void });

/**
 * A row of chips that each stand alone (issue 35, one look for every chip row): labels that open their own list (a
 * video topic, an article fold on a visitor's card) or filters switched on and off independently (several labels at
 * once, "only mine"). Choosing one of several is the other thing: Tabs variant="chips", one pressed at a time. Both
 * draw the same .chip-btn. `wrap`: a set to browse flows onto more lines; a filter row over a list scrolls sideways.
 */
export function Chips({ items, label, wrap = false, testId }: { items: readonly ChipItem[]; label?: string; wrap?: boolean; testId?: string }) {
  return (
    <ul className={wrap ? 'chips chips-wrap' : 'chips'} aria-label={label} data-testid={testId}>
      {items.map((c) => (
        <li key={c.key}>
          {'to' in c ? (
            <Link className="chip-btn" to={c.to} data-testid={c.testId}>
              {c.label}
            </Link>
          ) : (
            <button type="button" className="chip-btn" aria-pressed={c.pressed} onClick={c.onToggle} data-testid={c.testId}>
              {c.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
