import { LIMITS, type TRegField } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { useTranslation } from '../../../lib/i18n';
import { OptionSheet, plainChoices } from '../../../components/ui/OptionSheet';

const A = LIMITS.activity;

/** The input of one form field by its kind: text, textarea, mobile, number, or a choice of its options. */
export function RegistrationAnswerInput({ field, value, error, onChange }: { field: TRegField; value: string; error?: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('activityRegistration');
  const label = field.required ? `${field.label} *` : field.label;
  const id = `ans-${field.id}`;
  if (field.kind === 'select') {
    return (
      <OptionSheet
        label={label}
        name={field.id}
        value={value}
        onChange={onChange}
        error={error}
        placeholder={t('detail.choose')}
        testId={id}
        options={[{ value: '', label: t('detail.choose') }, ...plainChoices(field.options)]}
      />
    );
  }
  if (field.kind === 'textarea') {
    return (
      <div className={`field${error ? ' field-error' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <textarea className="ar-input" id={id} name={field.id} rows={3} maxLength={A.regAnswerTextareaMax} value={value} onChange={(e) => onChange(e.target.value)} />
        {error && <p className="field-msg">{error}</p>}
      </div>
    );
  }
  const kind = field.kind === 'mobile' ? { type: 'tel', inputMode: 'tel' as const } : field.kind === 'number' ? { inputMode: 'decimal' as const } : {};
  return <Field id={id} label={label} name={field.id} maxLength={A.regAnswerTextMax} value={value} error={error} onChange={(e) => onChange(e.target.value)} {...kind} />;
}
