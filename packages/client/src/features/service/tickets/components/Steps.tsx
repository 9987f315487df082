import { useTranslation } from '../../../../lib/i18n';

const STEPS = ['type', 'vouchers', 'details', 'submit'] as const;

/** Where the feedback wizard is: problem type → proof pictures → details → review. */
export function Steps({ at }: { at: (typeof STEPS)[number] }) {
  const { t } = useTranslation('serviceTickets');
  return (
    <ol className="tk-steps" aria-label={t('steps.label')}>
      {STEPS.map((s) => (
        <li key={s} className={s === at ? 'tk-step-on' : ''} aria-current={s === at ? 'step' : undefined}>
          {t(`steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}
