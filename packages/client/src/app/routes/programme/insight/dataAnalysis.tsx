import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the insight part's screen; the part replaces it. */
export default function Route() {
  const { t } = useTranslation('programmeInsight');
  return <Page title={t('titles.dataAnalysis')}><p className="result muted">…</p></Page>;
}
