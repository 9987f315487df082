import { useState, type FormEvent } from 'react';
import { ZUpdateNameBody } from '@card/contract';
import { currentLang } from '../../lib/i18n';
import { serverFieldErrors, validate } from '../../lib/form-errors';
import { useUpdateName } from './api';

/**
 * The card-name form, wherever it is asked (the edit screen, the first step after registering): the contract's rule
 * checked before sending, the server's field errors shown after, `onSaved` once the name is stored.
 */
export function useNameForm(onSaved: () => void) {
  const update = useUpdateName();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZUpdateNameBody, { name }, currentLang(), 'card.updateMpUserName');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    update.mutate(name, { onSuccess: onSaved, onError: (err) => setErrors(serverFieldErrors(err)) });
  };

  return { name, setName, errors, submit, saving: update.isPending };
}
