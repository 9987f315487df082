import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the tickets part's screen; the part replaces it. */
export default function FeedbackRoute() {
  const { t } = useTranslation('serviceTickets');
  return <Page title={t('titles.feedback')}><p className="result muted">…</p></Page>;
}
