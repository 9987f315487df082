import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the help part's screen; the part replaces it. */
export default function DetailRoute() {
  const { t } = useTranslation('serviceHelp');
  return <Page title={t('titles.detail')}><p className="result muted">…</p></Page>;
}
