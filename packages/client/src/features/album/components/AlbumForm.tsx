import { useTranslation } from '../../../lib/i18n';
import { LIMITS, ZAddAlbumBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';
import { OpenSwitch } from './OpenSwitch';

export type AlbumValues = { name: string; isOpen: boolean };

/**
 * Add an album, or rename one. Checks with the contract's schema (the same words the server would use) and shows
 * the server's field refusals under the field too. Renaming keeps the open switch as it is: the row has its own.
 */
export function AlbumForm({
  initial,
  submitLabel,
  busy,
  withSwitch,
  onSubmit,
  onCancel,
  testId = 'album-form',
}: {
  initial: AlbumValues;
  submitLabel: string;
  busy: boolean;
  withSwitch: boolean;
  onSubmit: (v: AlbumValues) => Promise<unknown>;
  onCancel?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation(['album', 'common']);
  const { values: v, setValues: setV, errors, submit } = useContractForm(ZAddAlbumBody, 'album.addAlbum', initial, onSubmit);
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={testId}>
      <Field
        label={t('fields.name')}
        name="name"
        value={v.name}
        placeholder={t('fields.namePlaceholder', { max: LIMITS.album.nameMax })}
        error={errors.name}
        onChange={(e) => setV({ ...v, name: e.target.value })}
        data-testid={`${testId}-name`}
      />
      {withSwitch && <OpenSwitch checked={v.isOpen} onChange={(isOpen) => setV({ ...v, isOpen })} error={errors.isOpen} testId={`${testId}-open`} />}
      <Button type="submit" disabled={busy} data-testid={`${testId}-submit`}>
        {busy ? t('common:saving') : submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      )}
    </form>
  );
}
