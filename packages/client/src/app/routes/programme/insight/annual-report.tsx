import { useState } from 'react';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Avatar } from '../../../../components/ui/Avatar';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useAnnualReport } from '../../../../features/programme/insight/api';
import { AnnualFigures } from '../../../../features/programme/insight/components/AnnualFigures';
import { SharePanel } from '../../../../features/programme/insight/components/SharePanel';
import '../../../../features/programme/insight/insight.css';
import { formatDate } from '../../../../lib/datetime';
import { Tabs } from '../../../../components/ui/Tabs';

/**
 * /statistics/year (hub 年度报告): the caller's year in figures and charts, a year picker from the registration year
 * to this one, the year's first visitor (the owner's own page only; never on the shared page), and the share link.
 */
export default function AnnualReportRoute() {
  const { t } = useTranslation('programmeInsight');
  const [year, setYear] = useState<number | undefined>(undefined);
  const q = useAnnualReport(year);
  const r = q.data;
  return (
    <Page title={t('titles.annualReport')} backTo={paths.programmeHub}>
      {r && r.years.length > 1 && (
        <Tabs
          variant="chips"
          label={t('report.pickYear')}
          value={String(r.year)}
          onChange={(y) => setYear(Number(y))}
          options={r.years.map((y) => ({ value: String(y), label: String(y), testId: `annual-year-${y}` }))}
        />
      )}
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert" data-testid="annual-error">
          {q.error.message}
        </p>
      )}
      {r && (
        <>
          <AnnualFigures f={r} />
          <h3 className="section-title">{t('report.firstVisitor')}</h3>
          {!r.firstVisitor && <p className="ins-note">{t('report.noVisits')}</p>}
          {r.firstVisitor && (
            <div className="ins-first" data-testid="annual-first-visitor">
              {r.firstVisitor.anonymous ? (
                <span>{t('report.anonymousVisitor')}</span>
              ) : (
                <>
                  <Avatar url={r.firstVisitor.avatarUrl} name={r.firstVisitor.name} seed={r.firstVisitor.phoneIdEcr} />
                  <Link to={paths.card(r.firstVisitor.phoneIdEcr)}>{r.firstVisitor.name || t('report.unnamed')}</Link>
                </>
              )}
              <span className="muted">{formatDate(r.firstVisitor.at)}</span>
            </div>
          )}
          <SharePanel year={r.year} liveSince={r.share?.createdAt ?? null} />
        </>
      )}
    </Page>
  );
}
