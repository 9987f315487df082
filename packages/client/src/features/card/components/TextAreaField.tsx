import type { TextareaHTMLAttributes } from 'react';
import { charCount } from '@card/contract';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  value: string;
  max: number;
  error?: string;
}

/** A labelled multi-line input with a character counter (counted like the server counts) and its rule message. */
export function TextAreaField({ label, error, max, id, value, ...rest }: TextAreaFieldProps) {
  const fieldId = id ?? `f-${rest.name}`;
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="field-row">
        <textarea id={fieldId} value={value} aria-invalid={Boolean(error)} aria-describedby={error ? `${fieldId}-err` : undefined} {...rest} />
      </div>
      <p className="field-count">
        {charCount(value)}/{max}
      </p>
      {error && (
        <p className="field-msg" id={`${fieldId}-err`}>
          {error}
        </p>
      )}
    </div>
  );
}
