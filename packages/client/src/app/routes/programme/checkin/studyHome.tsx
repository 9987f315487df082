import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the checkin part's screen; the part replaces it. */
export default function Route() {
  const { t } = useTranslation('programmeCheckin');
  return <Page title={t('titles.studyHome')}><p className="result muted">…</p></Page>;
}
