import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';

export default function RegisterSuccessRoute() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Page title={t('common:titles.registerSuccess')} back={false}>
      <div className="result">
        <div className="result-icon" aria-hidden>✓</div>
        <h2>{t('registerSuccessTitle')}</h2>
        <p>{t('registerSuccessText')}</p>
        <Link className="btn btn-primary" to={paths.editCard}>{t('toEditCard')}</Link>
        <Link className="btn btn-ghost" to={paths.home}>{t('toHome')}</Link>
      </div>
    </Page>
  );
}
