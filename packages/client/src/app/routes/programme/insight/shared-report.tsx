import { useParams } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useSharedReport } from '../../../../features/programme/insight/api';
import { AnnualFigures } from '../../../../features/programme/insight/components/AnnualFigures';
import '../../../../features/programme/insight/insight.css';
import { formatDate } from '../../../../lib/datetime';

/**
 * /statistics/year/s/:token: the public page of a shared annual report, no login. The owner's card name and avatar
 * (rendered as text) and the figures as they were when the link was made; a revoked link says so.
 */
export default function SharedReportRoute() {
  const { t } = useTranslation('programmeInsight');
  const { token = '' } = useParams();
  const q = useSharedReport(token);
  const r = q.data;
  return (
    <Page title={t('titles.sharedReport')} backTo={paths.home}>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert" data-testid="shared-error">
          {q.error.message}
        </p>
      )}
      {r && (
        <>
          <div className="ins-first" data-testid="shared-owner">
            <Avatar url={r.avatarUrl} name={r.name} seed={token} />
            <strong>{t('shared.whose', { name: r.name || t('report.unnamed'), year: r.figures.year })}</strong>
          </div>
          <AnnualFigures f={r.figures} />
          <p className="ins-note">{t('shared.asOf', { at: formatDate(r.sharedAt) })}</p>
        </>
      )}
    </Page>
  );
}
