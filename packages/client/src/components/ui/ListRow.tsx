import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import './ui.css';

interface Props {
  title: ReactNode;
  /** A second, quieter line under the title. */
  detail?: ReactNode;
  /** What the row says on its right (a state, a count, an amount). */
  value?: ReactNode;
  /** An icon from the icon set, drawn tinted before the title. */
  icon?: ReactNode;
  /** Where a tap goes (a screen of the app); or `onClick` for an action; neither for a plain row. */
  to?: string;
  onClick?: () => void;
  testId?: string;
  valueTestId?: string;
}

/**
 * One row of a list (menus, settings, bills): the same height, divider and chevron on every screen. A row that goes
 * somewhere is a link, an action is a button, and only those show the chevron: a row that looks tappable is.
 */
export function ListRow({ title, detail, value, icon, to, onClick, testId, valueTestId }: Props) {
  const body = (
    <>
      {icon && (
        <span className="list-row-icon" aria-hidden>
          {icon}
        </span>
      )}
      <span className="list-row-main">
        <span className="list-row-title">{title}</span>
        {detail && <span className="list-row-detail">{detail}</span>}
      </span>
      {value !== undefined && value !== null && value !== '' && (
        <span className="list-row-value" data-testid={valueTestId}>
          {value}
        </span>
      )}
      {(to || onClick) && <ChevronRight className="list-row-chevron" size={18} aria-hidden />}
    </>
  );
  if (to)
    return (
      <li className="list-row">
        <Link className="list-row-hit" to={to} data-testid={testId}>
          {body}
        </Link>
      </li>
    );
  if (onClick)
    return (
      <li className="list-row">
        <button type="button" className="list-row-hit" onClick={onClick} data-testid={testId}>
          {body}
        </button>
      </li>
    );
  return (
    <li className="list-row">
      <div className="list-row-hit" data-testid={testId}>
        {body}
      </div>
    </li>
  );
}

/** The list around ListRows: one card-like block with dividers between rows. */
export function ListGroup({ children, label, testId }: { children: ReactNode; label?: string; testId?: string }) {
  return (
    <ul className="list-group" aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}
