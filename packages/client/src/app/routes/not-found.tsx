import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Page } from '../../components/layouts/Page';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound')}>
      <div className="result">
        <p>{t('notFound')}</p>
        <Link className="btn btn-primary" to={paths.home}>
          {t('goHome')}
        </Link>
      </div>
    </Page>
  );
}
