import { LazyChart } from '../../../../components/charts/LazyChart';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useClockData } from '../../../../features/programme/checkin/api';
import { clockTime, hoursOf, shortDay } from '../../../../features/programme/checkin/time';
import '../../../../features/programme/checkin/checkin.css';

/**
 * /morningCard/data: the caller's figures and two charts (chart.js, loaded only here through LazyChart): the
 * check-in time per day over the last 30 days (a gap where there was none) and check-ins per week.
 */
export default function ClockDataRoute() {
  const { t } = useTranslation('programmeCheckin');
  const q = useClockData();
  const d = q.data;
  return (
    <Page title={t('titles.data')} backTo={paths.checkinHome}>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {d && (
        <>
          <div className="ck-stats" data-testid="clock-stats">
            <div className="ck-stat">
              <b data-testid="clock-stat-total">{d.totalDays}</b>
              <span>{t('data.total')}</span>
            </div>
            <div className="ck-stat">
              <b data-testid="clock-stat-month">{d.monthDays}</b>
              <span>{t('data.month')}</span>
            </div>
            <div className="ck-stat">
              <b data-testid="clock-stat-earliest">{clockTime(d.earliest)}</b>
              <span>{t('data.earliest')}</span>
            </div>
            <div className="ck-stat">
              <b data-testid="clock-stat-average">{clockTime(d.average)}</b>
              <span>{t('data.average')}</span>
            </div>
          </div>
          <h2 className="section-title">{t('data.perDay')}</h2>
          <LazyChart
            kind="line"
            testId="clock-chart-days"
            label={t('data.perDay')}
            height={200}
            labels={d.perDay.map((p) => shortDay(p.day))}
            // A day without a check-in is a gap in the line (chart.js skips null), not a 00:00 dip.
            series={[{ name: t('data.hours'), values: d.perDay.map((p) => (p.secondOfDay === null ? null : hoursOf(p.secondOfDay))) as number[] }]}
          />
          <h2 className="section-title">{t('data.perWeek')}</h2>
          <LazyChart
            kind="bar"
            testId="clock-chart-weeks"
            label={t('data.perWeek')}
            height={180}
            integers
            labels={d.perWeek.map((w) => shortDay(w.start))}
            series={[{ name: t('data.checkins'), values: d.perWeek.map((w) => w.count), color: '#f08a24' }]}
          />
          <p className="ck-rule">{t('data.note')}</p>
        </>
      )}
    </Page>
  );
}
