import { useId, type ReactNode } from 'react';
import './switch.css';

interface Props {
  /** What the switch turns on; text, or a short piece of content such as a state badge. */
  label: ReactNode;
  /** One line under the label saying what "on" does. */
  hint?: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  /** While the new state is being saved: the switch waits rather than taking a second tap. */
  disabled?: boolean;
  /** The server's rule message for this setting, under the row. */
  error?: string;
  testId?: string;
}

/**
 * One on/off setting (issue 35, one look for every toggle): the label and hint on the left, the switch on the right,
 * and the whole row one tap target (a label around the control). The control is a button with role="switch" and
 * aria-checked, so screen readers say "switch, on" and a tap never submits the form it sits in. The label names it
 * through aria-labelledby so the hint is read as its description, not as part of its name.
 */
export function Switch({ label, hint, checked, onChange, disabled, error, testId }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'switch-field field-error' : 'switch-field'}>
      <label className={disabled ? 'switch-row switch-disabled' : 'switch-row'}>
        <span className="switch-text">
          <span id={`${id}-label`}>{label}</span>
          {hint && <small id={`${id}-hint`}>{hint}</small>}
        </span>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={described || undefined}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          data-testid={testId}
        >
          <span className="switch-track" aria-hidden="true" />
        </button>
      </label>
      {error && (
        <p className="field-msg" id={`${id}-err`}>
          {error}
        </p>
      )}
    </div>
  );
}
