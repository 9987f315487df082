import '../../../../features/programme/shake/shake.css';
import { useSearchParams } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useShakePage } from '../../../../features/programme/shake/api';
import { ShakePageCard } from '../../../../features/programme/shake/components/ShakePageCard';

/**
 * /show/shakePage?code=<code> (ours): what a shaker opens from the device: the approved page and the card it is bound
 * to; signed in or not. Each open counts a shake (not the owner's own). Unbound or never approved: not found.
 */
export default function ShakePageRoute() {
  const { t } = useTranslation('programmeShake');
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const page = useShakePage(code);
  return (
    <Page title={t('titles.shakePage')} backTo={paths.home}>
      {page.isPending && code && <Loading />}
      {(page.isError || !code) && (
        <p className="result muted" role="alert" data-testid="shake-page-missing">
          {t('page.notFound')}
        </p>
      )}
      {page.data && <ShakePageCard config={page.data.config} owner={page.data.owner} />}
    </Page>
  );
}
