import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { safeReturnPath } from '../../../lib/return-path';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

/**
 * Shown after the transaction password was set or reset (the forms pass `txPasswordSet` in the history state).
 * Opened any other way it claims nothing and leads to the transaction password screen instead.
 */
export default function TxPasswordSuccessRoute() {
  const { t } = useTranslation('security');
  const state = useLocation().state as { txPasswordSet?: boolean; returnTo?: string } | null;
  // Retrieval started from a payment sheet: back to that screen, where the sheet can be opened again.
  const returnTo = safeReturnPath(state?.returnTo);
  if (!state?.txPasswordSet) {
    return (
      <Page title={t('titles.txPassword')} backTo={paths.passwordHome}>
        <div className="result" data-testid="tx-success-direct">
          <p>{t('tx.directText')}</p>
          <Link className="btn btn-primary" to={paths.txPassword} replace>
            {t('tx.toTxPassword')}
          </Link>
          <Link className="btn btn-ghost" to={paths.passwordHome} replace>
            {t('tx.back')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('titles.txPasswordSuccess')} back={false}>
      <div className="result" data-testid="tx-success">
        <div className="result-icon" aria-hidden>
          <Icon icon={CircleCheck} size="xl" />
        </div>
        <h2>{t('tx.successTitle')}</h2>
        <p className="muted">{t('tx.successText')}</p>
        {returnTo ? (
          <Link className="btn btn-primary" to={returnTo} replace data-testid="tx-success-return">
            {t('tx.backToPay')}
          </Link>
        ) : (
          <Link className="btn btn-primary" to={paths.passwordHome} replace>
            {t('tx.back')}
          </Link>
        )}
      </div>
    </Page>
  );
}
