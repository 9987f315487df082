import { useTranslation } from '../../../lib/i18n';
import { LIMITS, ZAddColumnBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';
import { TextAreaField } from './TextAreaField';

type ColumnValues = { name: string; content: string };

/** Add or edit one custom column; checks with the contract schema, then shows the server's refusals too. */
export function ColumnForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: ColumnValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (v: ColumnValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['card', 'common']);
  const { values: v, setValues: setV, errors, submit } = useContractForm(ZAddColumnBody, 'card.addMpColumn', initial, onSubmit);
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="column-form">
      <Field
        label={t('fields.columnName')}
        name="name"
        value={v.name}
        placeholder={t('placeholders.columnName')}
        error={errors.name}
        onChange={(e) => setV({ ...v, name: e.target.value })}
      />
      <TextAreaField
        label={t('fields.columnContent')}
        name="content"
        value={v.content}
        max={LIMITS.card.columnContentMax}
        rows={4}
        error={errors.content}
        onChange={(e) => setV({ ...v, content: e.target.value })}
      />
      <Button type="submit" disabled={busy} data-testid="column-submit">
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
