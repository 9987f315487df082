import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the tickets part's screen; the part replaces it. */
export default function AdviseRoute() {
  const { t } = useTranslation('serviceTickets');
  return <Page title={t('titles.advise')}><p className="result muted">…</p></Page>;
}
