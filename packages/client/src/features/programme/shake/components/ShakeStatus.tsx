import { useTranslation } from '../../../../lib/i18n';

/** A review state as a coloured pill (none, pending, approved, rejected). */
export function ShakeStatus({ state, testId }: { state: 'none' | 'pending' | 'approved' | 'rejected'; testId?: string }) {
  const { t } = useTranslation('programmeShake');
  return (
    <span className={`sk-status sk-status-${state}`} data-testid={testId}>
      {t(`status.${state}`)}
    </span>
  );
}
