import { useEffect, useRef } from 'react';
import './pin.css';

const LENGTH = 6;

/**
 * Six boxes for a 6-digit transaction password (security screens and the payment sheet). One real (transparent) input lies over the boxes, so the
 * numeric keyboard, paste and password managers work; the boxes only show how many digits are in.
 */
export function PinBoxes({
  name,
  label,
  value,
  onChange,
  error,
  autoFocus,
  disabled,
  testId,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  autoFocus?: boolean;
  /** Locked: the boxes stay visible but take no digits. */
  disabled?: boolean;
  testId?: string;
}) {
  const id = `f-${name}`;
  // Focused on mount by hand: Preact (decision 0014) does not emulate `autoFocus` on elements added after load.
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focuses once on mount when asked; a later `autoFocus` change must not steal focus
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, []);
  return (
    <div className={`field${error ? ' field-error' : ''}${disabled ? ' pin-locked' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="pin">
        <div className="pin-boxes" aria-hidden>
          {Array.from({ length: LENGTH }, (_, i) => (
            <span key={i} className={`pin-box${i === Math.min(value.length, LENGTH - 1) ? ' pin-box-active' : ''}`}>
              {value[i] ? <span className="pin-dot" /> : null}
            </span>
          ))}
        </div>
        <input
          id={id}
          name={name}
          className="pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={LENGTH}
          value={value}
          ref={input}
          disabled={disabled}
          data-testid={testId}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, LENGTH))}
        />
      </div>
      {error && (
        <p className="field-msg" id={`${id}-err`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
