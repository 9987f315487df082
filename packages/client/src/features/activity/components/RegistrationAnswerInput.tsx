import { LIMITS, type TRegField } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { useTranslation } from '../../../lib/i18n';

const A = LIMITS.activity;

/** The input of one form field by its kind: text, textarea, mobile, number, or a choice of its options. */
export function RegistrationAnswerInput({ field, value, error, onChange }: { field: TRegField; value: string; error?: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('activityRegistration');
  const label = field.required ? `${field.label} *` : field.label;
  const id = `ans-${field.id}`;
  if (field.kind === 'textarea' || field.kind === 'select') {
    return (
      <div className={`field${error ? ' field-error' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {field.kind === 'textarea'
          ? <textarea className="ar-input" id={id} name={field.id} rows={3} maxLength={A.regAnswerTextareaMax} value={value} onChange={(e) => onChange(e.target.value)} />
          : (
            <select className="ar-input" id={id} name={field.id} value={value} onChange={(e) => onChange(e.target.value)}>
              <option value="">{t('detail.choose')}</option>
              {field.options.map((o) => <option key={o} value={o}>{o}</option>)}
            </select>
          )}
        {error && <p className="field-msg">{error}</p>}
      </div>
    );
  }
  const kind = field.kind === 'mobile' ? { type: 'tel', inputMode: 'tel' as const } : field.kind === 'number' ? { inputMode: 'decimal' as const } : {};
  return <Field id={id} label={label} name={field.id} maxLength={A.regAnswerTextMax} value={value} error={error} onChange={(e) => onChange(e.target.value)} {...kind} />;
}
