import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import './ui.css';

interface Props {
  label: string;
  /** An icon from the icon set; drawn in the card theme's accent on a tint of it (--theme-accent). */
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  /** A short mark over the tile ("3", "新"). */
  badge?: ReactNode;
  /** Locked tiles still open (a sheet says how to unlock), they only look quieter and carry the lock. */
  locked?: boolean;
  lockedLabel?: string;
  testId?: string;
}

/** A square entry of a grid (the management centre's modules and the like): tinted icon over a short name. */
export function Tile({ label, icon, to, onClick, badge, locked, lockedLabel, testId }: Props) {
  const body = (
    <>
      <span className="tile-icon" aria-hidden>
        {icon}
      </span>
      <span className="tile-label">{label}</span>
      {badge !== undefined && badge !== null && <span className="tile-badge">{badge}</span>}
      {locked && <Lock className="tile-lock" size={14} role="img" aria-label={lockedLabel} />}
    </>
  );
  const cls = `tile${locked ? ' tile-locked' : ''}`;
  if (to)
    return (
      <Link className={cls} to={to} data-testid={testId}>
        {body}
      </Link>
    );
  return (
    <button type="button" className={cls} onClick={onClick} data-testid={testId}>
      {body}
    </button>
  );
}

/** `columns` 4: a denser grid of short entries (the management centre's ways into the user centre). */
export function TileGrid({ children, label, columns = 3 }: { children: ReactNode; label?: string; columns?: 3 | 4 }) {
  return (
    <div className={columns === 4 ? 'tile-grid tile-grid-4' : 'tile-grid'} role="group" aria-label={label}>
      {children}
    </div>
  );
}
