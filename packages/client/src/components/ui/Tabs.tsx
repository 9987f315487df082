import type { ReactNode } from 'react';
import './ui.css';

export interface TabOption<T extends string> {
  value: T;
  /** The words, and what stands beside them (a count, an unread badge). */
  label: ReactNode;
  testId?: string;
}

interface Props<T extends string> {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** What the tabs choose between, for screen readers. */
  label?: string;
  /**
   * `underline`: tabs over panes of one screen (role tab, the chosen one underlined). `chips`: filters over one list
   * (toggle buttons in rounded chips, scrolling sideways when they do not fit).
   */
  variant?: 'underline' | 'chips';
  /** While the choice is being saved (a language sent to the server): every option waits. */
  disabled?: boolean;
  testId?: string;
}

/** One look for every tab row and filter row; each option is a 44 px target. */
export function Tabs<T extends string>({ options, value, onChange, label, variant = 'underline', disabled, testId }: Props<T>) {
  if (variant === 'chips') {
    return (
      <div className="chips" role="group" aria-label={label} data-testid={testId}>
        {options.map((o) => (
          <button key={o.value} type="button" className="chip-btn" aria-pressed={o.value === value} disabled={disabled} onClick={() => onChange(o.value)} data-testid={o.testId}>
            {o.label}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className="tabs" role="tablist" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          className={o.value === value ? 'active' : ''}
          disabled={disabled}
          onClick={() => onChange(o.value)}
          data-testid={o.testId}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
