import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  suffix?: ReactNode;
}

/** A labelled input with its rule message under it. */
export function Field({ label, error, suffix, id, ...input }: FieldProps) {
  const fieldId = id ?? `f-${input.name}`;
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="field-row">
        <input id={fieldId} aria-invalid={Boolean(error)} aria-describedby={error ? `${fieldId}-err` : undefined} {...input} />
        {suffix}
      </div>
      {error && (
        <p className="field-msg" id={`${fieldId}-err`}>
          {error}
        </p>
      )}
    </div>
  );
}
