import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALBUM_LIMITS, ZAddAlbumBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { currentLang } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { OpenSwitch } from './OpenSwitch';

export type AlbumValues = { name: string; isOpen: boolean };

/**
 * Add an album, or rename one. Checks with the contract's schema (the same words the server would use) and shows
 * the server's field refusals under the field too. Renaming keeps the open switch as it is: the row has its own.
 */
export function AlbumForm({ initial, submitLabel, busy, withSwitch, onSubmit, onCancel, testId = 'album-form' }: {
  initial: AlbumValues; submitLabel: string; busy: boolean; withSwitch: boolean;
  onSubmit: (v: AlbumValues) => Promise<unknown>; onCancel?: () => void; testId?: string;
}) {
  const { t } = useTranslation(['album', 'common']);
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZAddAlbumBody, v, currentLang());
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await onSubmit(v);
      setV(initial);
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={testId}>
      <Field label={t('fields.name')} name="name" value={v.name} placeholder={t('fields.namePlaceholder', { max: ALBUM_LIMITS.nameMax })}
        error={errors.name} onChange={(e) => setV({ ...v, name: e.target.value })} data-testid={`${testId}-name`} />
      {withSwitch && (
        <OpenSwitch checked={v.isOpen} onChange={(isOpen) => setV({ ...v, isOpen })} error={errors.isOpen} testId={`${testId}-open`} />
      )}
      <Button type="submit" disabled={busy} data-testid={`${testId}-submit`}>{busy ? t('common:saving') : submitLabel}</Button>
      {onCancel && <Button type="button" variant="ghost" onClick={onCancel}>{t('common:cancel')}</Button>}
    </form>
  );
}
