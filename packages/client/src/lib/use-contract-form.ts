import { useState, type FormEvent } from 'react';
import type { ZodTypeAny } from 'zod';
import type { LabelScope } from '@card/contract';
import { currentLang } from './i18n';
import { serverFieldErrors, validate } from './form-errors';

/**
 * State of a small form checked with a contract schema: the client check first (the server's own words), then the
 * server's field refusals under the same fields. On success the form returns to `initial` (ready for the next add).
 * `scope` names the area or call whose labels word the messages (`'album'`, `'card.addMpColumn'`).
 */
export function useContractForm<T>(schema: ZodTypeAny, scope: LabelScope, initial: T, onSubmit: (values: T) => Promise<unknown>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(schema, values, currentLang(), scope);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await onSubmit(values);
      setValues(initial);
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };
  return { values, setValues, errors, setErrors, submit };
}
