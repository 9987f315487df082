import { useTranslation } from '../../../lib/i18n';
import { LIMITS } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import './card-edit.css';

/**
 * Editable rows of mobile numbers. Errors are keyed like the server names them (`mobiles.<row>`), so a
 * refusal lands under the row it is about.
 */
export function MobileRows({ rows, errors, onChange }: { rows: string[]; errors: Record<string, string>; onChange: (rows: string[]) => void }) {
  const { t } = useTranslation('card');
  const set = (i: number, v: string) => onChange(rows.map((r, j) => (j === i ? v : r)));
  return (
    <div data-testid="mobile-rows">
      {rows.map((r, i) => (
        <div className="mobile-row" key={i}>
          <Field
            label={t('mobiles.row', { n: i + 1 })}
            name={`mobile-${i}`}
            type="tel"
            inputMode="tel"
            value={r}
            placeholder={t('mobiles.placeholder')}
            error={errors[`mobiles.${i}`]}
            onChange={(e) => set(i, e.target.value)}
          />
          <button type="button" className="link-btn link-danger" data-testid={`remove-mobile-${i}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t('mobiles.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-ghost" data-testid="add-mobile" disabled={rows.length >= LIMITS.card.mobilesMax} onClick={() => onChange([...rows, ''])}>
        {t('mobiles.add')} ({rows.length}/{LIMITS.card.mobilesMax})
      </button>
    </div>
  );
}
