import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TCompletion } from '@card/contract';
import './card-edit.css';

/** How complete the card is, and what is still missing, in the user's language. */
export function CompletionBar({ completion }: { completion: TCompletion }) {
  const { t } = useTranslation('card');
  // The bar is named by its visible label, so a screen reader says what the percentage measures.
  const labelId = useId();
  return (
    <section className="completion" data-testid="completion">
      <div className="completion-head">
        <span id={labelId}>{t('completion.label')}</span>
        <strong data-testid="completion-percent">{completion.percent}%</strong>
      </div>
      <div className="completion-track" role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={completion.percent}>
        <div className="completion-fill" style={{ width: `${completion.percent}%` }} />
      </div>
      <p className="completion-missing" data-testid="completion-missing">
        {completion.missing.length ? `${t('completion.missing')}${completion.missing.map((f) => t(`completion.fields.${f}`)).join('、')}` : t('completion.complete')}
      </p>
    </section>
  );
}
