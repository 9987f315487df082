import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { LazyChart } from '../../../../components/charts/LazyChart';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useVisitAnalysis } from '../../../../features/programme/insight/api';
import { ModulePanel } from '../../../../features/usercentre/components/ModuleUnlock';
import '../../../../features/programme/insight/insight.css';
import { Tabs } from '../../../../components/ui/Tabs';

/** Data analysis's module (spec section 1). */
const DATA_ANALYSIS_MODULE = 45;

/**
 * /statistics/analysis (hub 数据分析, module 45): card visits over the last 7, 30 or 90 days: per day with unique
 * visitors (line), per hour of day (bar), what visitors did (doughnut), new and returning visitors. A caller without
 * VIP and without the module unlocked gets MODULE_LOCKED: the catalogue message, and the module's own unlock panel
 * (the same as its tile's sheet: golden keys right here, or VIP; issue 31).
 */
export default function DataAnalysisRoute() {
  const { t } = useTranslation('programmeInsight');
  const [days, setDays] = useState(7);
  const q = useVisitAnalysis(days);
  const a = q.data;
  const lockedBy = q.error instanceof ApiError && q.error.code === 'MODULE_LOCKED' ? q.error : null;
  const locked = lockedBy !== null;
  return (
    <Page title={t('titles.dataAnalysis')} backTo={paths.programmeHub}>
      {lockedBy && (
        <>
          <p className="result" role="alert" data-testid="analysis-locked-message">
            {lockedBy.message}
          </p>
          <ModulePanel moduleId={DATA_ANALYSIS_MODULE} />
        </>
      )}
      {!locked && (
        <Tabs
          variant="chips"
          label={t('analysis.range')}
          value={String(days)}
          onChange={(d) => setDays(Number(d))}
          options={LIMITS.programmeInsight.analysisRanges.map((d) => ({ value: String(d), label: t('analysis.lastDays', { days: d }), testId: `analysis-range-${d}` }))}
        />
      )}
      {q.isPending && <Loading />}
      {q.isError && !locked && (
        <p className="result muted" role="alert" data-testid="analysis-error">
          {q.error.message}
        </p>
      )}
      {a && (
        <section data-testid="analysis-figures">
          <p className="ins-note">{t('analysis.between', { from: a.from, to: a.to })}</p>
          <ul className="ins-tiles">
            {(
              [
                ['totalVisits', a.totalVisits],
                ['uniqueVisitors', a.uniqueVisitors],
                ['newVisitors', a.newVisitors],
                ['returningVisitors', a.returningVisitors],
              ] as const
            ).map(([k, v]) => (
              <li key={k} className="ins-tile" data-testid={`analysis-tile-${k}`}>
                <span className="ins-tile-value">{v}</span>
                <span className="ins-tile-label">{t(`analysis.tiles.${k}`)}</span>
              </li>
            ))}
          </ul>
          <h3 className="section-title">{t('analysis.perDay')}</h3>
          <LazyChart
            kind="line"
            labels={a.perDay.map((d) => d.date.slice(5))}
            integers
            height={200}
            label={t('analysis.perDay')}
            testId="analysis-chart-days"
            series={[
              { name: t('analysis.tiles.totalVisits'), values: a.perDay.map((d) => d.visits) },
              { name: t('analysis.tiles.uniqueVisitors'), values: a.perDay.map((d) => d.visitors) },
            ]}
          />
          <h3 className="section-title">{t('analysis.byHour')}</h3>
          <LazyChart
            kind="bar"
            labels={a.byHour.map((_, h) => t('analysis.hour', { hour: h }))}
            integers
            height={180}
            label={t('analysis.byHour')}
            series={[{ name: t('analysis.tiles.totalVisits'), values: a.byHour }]}
            testId="analysis-chart-hours"
          />
          <h3 className="section-title">{t('analysis.byAction')}</h3>
          {a.byAction.length ? (
            <LazyChart
              kind="doughnut"
              labels={a.byAction.map((x) => t(`actions.${x.action}`))}
              series={[{ name: t('analysis.byAction'), values: a.byAction.map((x) => x.count) }]}
              label={t('analysis.byAction')}
              height={220}
              testId="analysis-chart-actions"
            />
          ) : (
            <p className="ins-empty">{t('analysis.noActions')}</p>
          )}
          <p className="ins-note">{t('analysis.channelNote')}</p>
        </section>
      )}
    </Page>
  );
}
