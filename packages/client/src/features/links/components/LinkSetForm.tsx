import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZAddLinkSetBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { currentLang } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';

/** Name a new set or rename one; checks with the contract schema, then shows the server's refusal too. */
export function LinkSetForm({ initial, submitLabel, busy, onSubmit, onCancel }: {
  initial: string; submitLabel: string; busy: boolean; onSubmit: (name: string) => Promise<unknown>; onCancel?: () => void;
}) {
  const { t } = useTranslation(['links', 'common']);
  const [name, setName] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZAddLinkSetBody, { name }, currentLang());
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await onSubmit(name.trim());
      setName(initial);
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="set-form">
      <Field label={t('sets.name')} name="name" value={name} placeholder={t('sets.namePlaceholder')} error={errors.name}
        id={onCancel ? 'f-set-rename' : 'f-set-name'} onChange={(e) => setName(e.target.value)} />
      <Button type="submit" disabled={busy} data-testid="set-submit">{busy ? t('common:saving') : submitLabel}</Button>
      {onCancel && <Button type="button" variant="ghost" onClick={onCancel}>{t('common:cancel')}</Button>}
    </form>
  );
}
