import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';

export default function TxPasswordSuccessRoute() {
  const { t } = useTranslation('security');
  return (
    <Page title={t('titles.txPasswordSuccess')} back={false}>
      <div className="result" data-testid="tx-success">
        <div className="result-icon" aria-hidden>✓</div>
        <h2>{t('tx.successTitle')}</h2>
        <p className="muted">{t('tx.successText')}</p>
        <Link className="btn btn-primary" to={paths.passwordHome} replace>{t('tx.back')}</Link>
      </div>
    </Page>
  );
}
