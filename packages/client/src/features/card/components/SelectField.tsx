import type { SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: string[];
  placeholder: string;
  error?: string;
}

/** A labelled select over plain string options, with its rule message under it. */
export function SelectField({ label, options, placeholder, error, id, ...rest }: SelectFieldProps) {
  const fieldId = id ?? `f-${rest.name}`;
  return (
    <div className={`field${error ? ' field-error' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="field-row">
        <select id={fieldId} aria-invalid={Boolean(error)} {...rest}>
          <option value="">{placeholder}</option>
          {options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      </div>
      {error && <p className="field-msg">{error}</p>}
    </div>
  );
}
