import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the promotion part's screen; the part replaces it. */
export default function Route() {
  const { t } = useTranslation('programmePromotion');
  return <Page title={t('titles.ambassadorHome')}><p className="result muted">…</p></Page>;
}
