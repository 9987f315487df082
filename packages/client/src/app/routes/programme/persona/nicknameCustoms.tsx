import { Page } from '../../../../components/layouts/Page';
import { useTranslation } from '../../../../lib/i18n';

/** Placeholder of the persona part's screen; the part replaces it. */
export default function Route() {
  const { t } = useTranslation('programmePersona');
  return <Page title={t('titles.nicknameCustoms')}><p className="result muted">…</p></Page>;
}
