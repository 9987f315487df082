import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the help part's screen; the part replaces it. */
export default function HomeRoute() {
  const { t } = useTranslation('serviceHelp');
  return <Page title={t('titles.home')}><p className="result muted">…</p></Page>;
}
