import type { TAnnualFigures } from '@card/contract';
import { LazyChart } from '../../../../components/charts/LazyChart';
import { useTranslation } from '../../../../lib/i18n';

/**
 * A year's figures, the same on the owner's report and on the public page of a shared one: a headline, six tiles,
 * visits per month (bar) and the mix of the year's activities (doughnut). Only counts: nothing here names a visitor.
 */
export function AnnualFigures({ f }: { f: TAnnualFigures }) {
  const { t } = useTranslation('programmeInsight');
  const months = Array.from({ length: 12 }, (_, i) => t('month', { month: i + 1 }));
  const mix = [
    { key: 'visits', value: f.visits.total },
    { key: 'exchanges', value: f.exchanges.total },
    { key: 'circles', value: f.circles.created + f.circles.joined },
    { key: 'videos', value: f.videos.published },
    { key: 'pages', value: f.pages.published },
  ].filter((m) => m.value > 0);
  const tiles = [
    { key: 'visits', value: f.visits.total },
    { key: 'uniqueVisitors', value: f.visits.uniqueVisitors },
    { key: 'exchanges', value: f.exchanges.total },
    { key: 'circlesJoined', value: f.circles.joined },
    { key: 'circlesCreated', value: f.circles.created },
    { key: 'videos', value: f.videos.published },
    { key: 'videoViews', value: f.videos.views },
    { key: 'pages', value: f.pages.published },
    { key: 'exchangesSent', value: f.exchanges.sent },
  ];
  return (
    <section data-testid="annual-figures">
      <div className="ins-hero">
        <h2>{t('report.heading', { year: f.year })}</h2>
        <div className="ins-hero-big" data-testid="annual-visits-total">
          {f.visits.total}
        </div>
        <p>{t('report.visitsLine', { visitors: f.visits.uniqueVisitors })}</p>
      </div>
      <ul className="ins-tiles">
        {tiles.map((x) => (
          <li key={x.key} className="ins-tile" data-testid={`annual-tile-${x.key}`}>
            <span className="ins-tile-value">{x.value}</span>
            <span className="ins-tile-label">{t(`tiles.${x.key}`)}</span>
          </li>
        ))}
      </ul>
      {f.busiestMonth && f.busiestDay ? (
        <p className="ins-note" data-testid="annual-busiest">
          {t('report.busiest', { month: f.busiestMonth.month, monthVisits: f.busiestMonth.visits, day: f.busiestDay.date, dayVisits: f.busiestDay.visits })}
        </p>
      ) : (
        <p className="ins-note">{t('report.noVisits')}</p>
      )}
      <h3 className="section-title">{t('charts.perMonth')}</h3>
      <LazyChart
        kind="bar"
        labels={months}
        series={[{ name: t('tiles.visits'), values: f.visits.perMonth }]}
        label={t('charts.perMonth')}
        integers
        height={200}
        testId="annual-chart-months"
      />
      <h3 className="section-title">{t('charts.mix')}</h3>
      {mix.length ? (
        <LazyChart
          kind="doughnut"
          labels={mix.map((m) => t(`mix.${m.key}`))}
          series={[{ name: t('charts.mix'), values: mix.map((m) => m.value) }]}
          label={t('charts.mix')}
          height={220}
          testId="annual-chart-mix"
        />
      ) : (
        <p className="ins-empty">{t('report.noActivity')}</p>
      )}
    </section>
  );
}
