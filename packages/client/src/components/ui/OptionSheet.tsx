import { RowChevron } from './Icon';
import { useCallback, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Sheet } from './Sheet';
import './option-sheet.css';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** The field's label, also the sheet's title and (with the current choice) the button's accessible name. */
  label: string;
  value: V;
  options: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Posts the value with a surrounding form through a hidden input, as the native select did. */
  name?: string;
  /** Shown on the button when nothing is chosen (the value is '' or matches no option). */
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  /** On the button; the open sheet carries `${testId}-sheet`. */
  testId?: string;
  /** Inline pickers (a filter, a row's kind, the phone's region): the label is read by screen readers only. */
  compact?: boolean;
}

/**
 * The phone's picker instead of a native select element (issue 32, item 5): in-app browsers draw native selects as tiny
 * system wheels with their own language, so a button opens our bottom sheet of radio choices instead. The sheet is
 * a dialog (Escape and the backdrop close it, focus returns to the button); the choice closes it.
 */
export function OptionSheet<V extends string>({ label, value, options, onChange, name, placeholder = '', error, disabled, testId, compact }: Props<V>) {
  const [open, setOpen] = useState(false);
  const uid = useId();
  const close = useCallback(() => setOpen(false), []);
  // An empty value with a placeholder reads as "nothing chosen yet", even when '' is also offered to clear it.
  const current = value === '' && placeholder ? undefined : options.find((o) => o.value === value);
  const pick = (v: V) => {
    setOpen(false);
    if (v !== value) onChange(v);
  };
  const button = (
    <button
      type="button"
      className={`os-btn${current ? '' : ' empty'}${compact ? ' os-compact' : ''}`}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-labelledby={`${uid}-l ${uid}-v`}
      aria-describedby={error ? `${uid}-e` : undefined}
      onClick={() => setOpen(true)}
      data-testid={testId}
    >
      <span className="os-value" id={`${uid}-v`}>
        {current?.label ?? placeholder}
      </span>
      <RowChevron className="os-chevron" />
    </button>
  );
  return (
    <div className={compact ? 'os-inline' : `field${error ? ' field-error' : ''}`}>
      <span className={compact ? 'sr-only' : 'os-label'} id={`${uid}-l`}>
        {label}
      </span>
      {button}
      {name && <input type="hidden" name={name} value={value} />}
      {error && (
        <p className="field-msg" id={`${uid}-e`}>
          {error}
        </p>
      )}
      {/* On <body>: a row's or a toolbar's own button styles, overflow or transform must not reach the sheet. */}
      {open &&
        createPortal(
          <Sheet open title={label} onClose={close} testId={testId ? `${testId}-sheet` : undefined}>
            <div className="os-options" role="radiogroup" aria-label={label}>
              {options.map((o) => (
                <button
                  key={o.value}
                  type="button"
                  role="radio"
                  aria-checked={o.value === value}
                  className={o.value === value ? 'on' : ''}
                  data-value={o.value}
                  onClick={() => pick(o.value)}
                >
                  {o.label}
                </button>
              ))}
            </div>
          </Sheet>,
          document.body,
        )}
    </div>
  );
}

/** Plain strings as choices whose label is the value itself (provinces, industries, a form's own options). */
export const plainChoices = (values: readonly string[]): Choice[] => values.map((v) => ({ value: v, label: v }));
