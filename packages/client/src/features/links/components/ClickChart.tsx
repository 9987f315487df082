import { useTranslation } from '../../../lib/i18n';

/**
 * Clicks per day as a small bar chart in inline SVG (no chart library): one bar per day, oldest on the left, the
 * day's count above its bar when there is room (7 days), the highest count and the first/last day as labels.
 */
export function ClickChart({ days }: { days: { day: string; clicks: number }[] }) {
  const { t } = useTranslation('links');
  const W = 340,
    H = 120,
    top = 16,
    bottom = 18;
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const slot = W / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  const total = days.reduce((n, d) => n + d.clicks, 0);
  return (
    <figure className="links-chart" data-testid="click-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('stats.aria', { count: total, days: days.length })}>
        {days.map((d, i) => {
          const h = ((H - top - bottom) * d.clicks) / max;
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={d.day} data-testid="chart-day" data-day={d.day} data-clicks={d.clicks}>
              <rect x={x} y={H - bottom - h} width={bar} height={Math.max(h, d.clicks ? 1 : 0)} rx="2" className="links-bar" />
              {days.length <= 7 && d.clicks > 0 && (
                <text x={x + bar / 2} y={H - bottom - h - 3} textAnchor="middle" className="links-chart-num">
                  {d.clicks}
                </text>
              )}
              <title>{`${d.day}: ${d.clicks}`}</title>
            </g>
          );
        })}
        <line x1="0" x2={W} y1={H - bottom} y2={H - bottom} className="links-axis" />
        <text x="0" y={H - 4} className="links-chart-label">
          {days[0]?.day.slice(5)}
        </text>
        <text x={W} y={H - 4} textAnchor="end" className="links-chart-label">
          {days.at(-1)?.day.slice(5)}
        </text>
      </svg>
      <figcaption className="muted links-chart-cap" data-testid="chart-total">
        {t('stats.total', { count: total, days: days.length })}
      </figcaption>
    </figure>
  );
}
