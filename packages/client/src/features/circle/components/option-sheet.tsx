import { useState } from 'react';
import { Sheet } from '../../../components/ui/Sheet';

/**
 * A labelled field that opens a bottom sheet of choices (province, city, industry): a phone-first picker instead of
 * a bare native <select>, with the field's message under it like any input.
 */
export function OptionSheet({ label, value, placeholder, options, onChange, testId, error, disabled, noneLabel }: {
  label: string; value: string; placeholder: string; options: readonly string[]; onChange: (v: string) => void; testId: string;
  error?: string; disabled?: boolean;
  /** Offered first to clear the choice (e.g. "不选择"), when the field is optional. */
  noneLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const pick = (v: string) => { onChange(v); setOpen(false); };
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <span className="field-label" id={`${testId}-label`}>{label}</span>
      <button type="button" className={`cc-select${value ? '' : ' empty'}`} aria-labelledby={`${testId}-label`} aria-haspopup="dialog" disabled={disabled}
        onClick={() => setOpen(true)} data-testid={testId}>
        <span>{value || placeholder}</span><span aria-hidden="true">›</span>
      </button>
      {error && <p className="field-msg">{error}</p>}
      <Sheet open={open} title={label} onClose={() => setOpen(false)} testId={`${testId}-sheet`}>
        <ul className="cc-options">
          {noneLabel && <li><button type="button" className={value === '' ? 'on' : ''} onClick={() => pick('')}>{noneLabel}</button></li>}
          {options.map((o) => <li key={o}><button type="button" className={o === value ? 'on' : ''} aria-pressed={o === value} onClick={() => pick(o)}>{o}</button></li>)}
        </ul>
      </Sheet>
    </div>
  );
}
