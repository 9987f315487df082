import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the complaint part's screen; the part replaces it. */
export default function OnlineserviceRoute() {
  const { t } = useTranslation('serviceComplaint');
  return <Page title={t('titles.complaint')}><p className="result muted">…</p></Page>;
}
