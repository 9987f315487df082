import { useTranslation } from '../../../lib/i18n';
import { ZAddLinkSetBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';

/** Name a new set or rename one; checks with the contract schema, then shows the server's refusal too. */
export function LinkSetForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['links', 'common']);
  const { values, setValues, errors, submit } = useContractForm(ZAddLinkSetBody, 'links.addMpLinkSet', { name: initial }, (v) => onSubmit(v.name.trim()));
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="set-form">
      <Field
        label={t('sets.name')}
        name="name"
        value={values.name}
        placeholder={t('sets.namePlaceholder')}
        error={errors.name}
        id={onCancel ? 'f-set-rename' : 'f-set-name'}
        onChange={(e) => setValues({ name: e.target.value })}
      />
      <Button type="submit" disabled={busy} data-testid="set-submit">
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
