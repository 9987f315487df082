import { useTranslation } from '../../../lib/i18n';
import { LIMITS, ZAddHonourBody, type TAddHonourBody } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';
import { TextAreaField } from './TextAreaField';

type HonourValues = { title: string; content: string; awardedOn: string };

/** Add or edit one honour: title, description and the month it was awarded. */
export function HonourForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: HonourValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (v: TAddHonourBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['card', 'common']);
  const { values: v, setValues: setV, errors, submit } = useContractForm(ZAddHonourBody, 'card.addMpHonor', initial, onSubmit);
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="honour-form">
      <Field
        label={t('fields.honourTitle')}
        name="title"
        value={v.title}
        placeholder={t('placeholders.honourTitle')}
        error={errors.title}
        onChange={(e) => setV({ ...v, title: e.target.value })}
      />
      <TextAreaField
        label={t('fields.honourContent')}
        name="content"
        value={v.content}
        max={LIMITS.card.honourContentMax}
        rows={3}
        error={errors.content}
        onChange={(e) => setV({ ...v, content: e.target.value })}
      />
      <Field
        label={t('fields.awardedOn')}
        name="awardedOn"
        type="month"
        value={v.awardedOn}
        placeholder="YYYY-MM"
        error={errors.awardedOn}
        onChange={(e) => setV({ ...v, awardedOn: e.target.value })}
      />
      <Button type="submit" disabled={busy} data-testid="honour-submit">
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
