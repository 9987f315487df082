import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the dealer part's screen; the part replaces it. */
export default function Route() {
  const { t } = useTranslation('programmeDealer');
  return <Page title={t('titles.dealerHome')}><p className="result muted">…</p></Page>;
}
