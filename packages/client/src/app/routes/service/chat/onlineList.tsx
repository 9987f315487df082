import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the chat part's screen; the part replaces it. */
export default function OnlinelistRoute() {
  const { t } = useTranslation('serviceChat');
  return <Page title={t('titles.onlineList')}><p className="result muted">…</p></Page>;
}
