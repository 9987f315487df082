import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the sms part's screen; the part replaces it. */
export default function Route() {
  const { t } = useTranslation('programmeSms');
  return <Page title={t('titles.smsHome')}><p className="result muted">…</p></Page>;
}
