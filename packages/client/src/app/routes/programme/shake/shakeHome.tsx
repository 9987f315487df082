import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the shake part's screen; the part replaces it. */
export default function Route() {
  const { t } = useTranslation('programmeShake');
  return <Page title={t('titles.shakeHome')}><p className="result muted">…</p></Page>;
}
