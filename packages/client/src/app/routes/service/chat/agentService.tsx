import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the chat part's screen; the part replaces it. */
export default function AgentserviceRoute() {
  const { t } = useTranslation('serviceChat');
  return <Page title={t('titles.agentService')}><p className="result muted">…</p></Page>;
}
