import { formatFen } from '../../../../lib/money';
import { useTranslation } from '../../../../lib/i18n';

/** Earnings from the ledger: still frozen, released into the wallet, and in all (yuan). */
export function Earnings({ earnings, testId }: { earnings: { frozenFen: number; releasedFen: number; totalFen: number }; testId: string }) {
  const { t } = useTranslation('programmePromotion');
  return (
    <div className="pm-stats" data-testid={testId}>
      <div className="pm-stat">
        <strong data-testid={`${testId}-total`}>{formatFen(earnings.totalFen)}</strong>
        <span>{t('earnings.total')}</span>
      </div>
      <div className="pm-stat">
        <strong data-testid={`${testId}-frozen`}>{formatFen(earnings.frozenFen)}</strong>
        <span>{t('earnings.frozen')}</span>
      </div>
      <div className="pm-stat">
        <strong>{formatFen(earnings.releasedFen)}</strong>
        <span>{t('earnings.released')}</span>
      </div>
    </div>
  );
}
