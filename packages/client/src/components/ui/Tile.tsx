import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import './icon.css';
import './ui.css';

interface Props {
  label: string;
  /** An icon from the icon set; drawn in the card theme's accent on a tint of it (--theme-accent, icon.css). */
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  /** A short mark over the tile ("3", "新", "高级"). */
  badge?: ReactNode;
  /** Locked tiles still open (a sheet says how to unlock), they only look quieter and carry the lock. */
  locked?: boolean;
  lockedLabel?: string;
  /** Not built yet (it opens a sheet saying so): a dashed edge and a quiet badge, told apart from a locked one. */
  soon?: boolean;
  /** What the tile's state says before any tap ("未解锁", "即将上线"): read with the name as its accessible name. */
  note?: string;
  testId?: string;
}

/** A square entry of a grid (the management centre's modules and the like): tinted icon over a short name. */
export function Tile({ label, icon, to, onClick, badge, locked, lockedLabel, soon, note, testId }: Props) {
  const body = (
    <>
      <span className="tile-icon" aria-hidden>
        {icon}
      </span>
      <span className="tile-label">{label}</span>
      {badge !== undefined && badge !== null && badge !== false && <span className="tile-badge">{badge}</span>}
      {locked && <Lock className="tile-lock" size={14} role="img" aria-label={lockedLabel} />}
    </>
  );
  const cls = `tile${locked ? ' tile-locked' : ''}${soon ? ' tile-soon' : ''}`;
  // With a note the name is given whole (the badge and lock would otherwise be read in between).
  const name = note ? `${label}（${note}）` : undefined;
  if (to)
    return (
      <Link className={cls} to={to} aria-label={name} data-testid={testId}>
        {body}
      </Link>
    );
  return (
    <button type="button" className={cls} onClick={onClick} aria-label={name} data-testid={testId}>
      {body}
    </button>
  );
}

interface GridProps {
  children: ReactNode;
  label?: string;
  /** 4: a denser grid of short entries (the management centre's ways into the user centre). */
  columns?: 3 | 4;
  /** One row scrolling sideways (a zone above or below the main grid) instead of a grid. */
  row?: boolean;
  /** A list (`ul`) whose children are `li`s around each Tile, for entries that carry data of their own. */
  list?: boolean;
  testId?: string;
}

export function TileGrid({ children, label, columns = 3, row, list, testId }: GridProps) {
  const cls = row ? 'tile-grid tile-row' : columns === 4 ? 'tile-grid tile-grid-4' : 'tile-grid';
  if (list)
    return (
      <ul className={cls} aria-label={label} data-testid={testId}>
        {children}
      </ul>
    );
  return (
    <div className={cls} role="group" aria-label={label} data-testid={testId}>
      {children}
    </div>
  );
}
