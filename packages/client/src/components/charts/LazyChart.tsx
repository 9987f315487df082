import { useEffect, useRef, useState } from 'react';
import type { Chart as ChartType, ChartConfiguration } from 'chart.js';
import './charts.css';

/** One series of a chart: its name (legend, tooltip) and a value per label. */
export interface ChartSeries {
  name: string;
  values: number[];
  color?: string;
}
export interface LazyChartProps {
  kind: 'line' | 'bar' | 'doughnut';
  /** The x axis' labels (a doughnut's slices). */
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  /** CSS height; the width is the container's (a 375 phone: about 343 px). */
  height?: number;
  /** Integer counts (visits, days): no 0.5 ticks on the value axis. */
  integers?: boolean;
  testId?: string;
}

const PALETTE = ['#2f6fed', '#f08a24', '#27a769', '#d64545', '#8a5cd6', '#1aa3b8', '#c9a227'];

/** The chart.js configuration for our three kinds, phone-sized: few ticks, no legend for one series. */
export function chartConfig(p: LazyChartProps): ChartConfiguration {
  const many = p.series.length > 1 || p.kind === 'doughnut';
  const datasets = p.series.map((s, i) => {
    const color = s.color ?? PALETTE[i % PALETTE.length];
    return p.kind === 'doughnut'
      ? { label: s.name, data: s.values, backgroundColor: p.labels.map((_, j) => PALETTE[j % PALETTE.length]), borderWidth: 1 }
      : {
          label: s.name,
          data: s.values,
          borderColor: color,
          backgroundColor: p.kind === 'bar' ? color : `${color}22`,
          fill: p.kind === 'line' && !many,
          tension: 0.3,
          pointRadius: p.labels.length > 14 ? 0 : 2,
          borderWidth: 2,
          maxBarThickness: 18,
        };
  });
  const scales =
    p.kind === 'doughnut'
      ? {}
      : {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 7 } },
          y: { beginAtZero: true, ticks: { maxTicksLimit: 5, ...(p.integers ? { precision: 0 } : {}) } },
        };
  return {
    type: p.kind,
    data: { labels: p.labels, datasets },
    options: {
      animation: false,
      responsive: true,
      scales,
      plugins: { legend: { display: many, position: 'bottom', labels: { boxWidth: 10 } }, tooltip: { intersect: false, mode: p.kind === 'doughnut' ? 'nearest' : 'index' } },
    },
  } as ChartConfiguration;
}

/**
 * A chart drawn by chart.js, which is loaded only when a chart first mounts (see chart-setup.ts). Until then, and
 * if loading fails, the box keeps its height so the page does not jump; the data stay readable as a table for
 * screen readers either way.
 */
export function LazyChart(p: LazyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartType | null>(null);
  const [failed, setFailed] = useState(false);
  const config = chartConfig(p);
  const key = JSON.stringify([p.kind, p.labels, p.series]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the configuration is rebuilt from `key`'s parts; the object itself is new on every render
  useEffect(() => {
    let gone = false;
    import('./chart-setup')
      .then(({ Chart }) => {
        if (gone || !canvas.current) return;
        chart.current?.destroy();
        chart.current = new Chart(canvas.current, config);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      chart.current?.destroy();
      chart.current = null;
    };
    // The configuration is rebuilt from `key`'s parts; the object itself is new on every render.
  }, [key]);
  return (
    <figure className="lazy-chart" style={{ height: p.height ?? 200 }} data-testid={p.testId}>
      <canvas ref={canvas} role="img" aria-label={p.label} />
      {failed && <figcaption className="lazy-chart-failed">—</figcaption>}
      <table className="visually-hidden">
        <caption>{p.label}</caption>
        <tbody>
          {p.labels.map((l, i) => (
            <tr key={l + i}>
              <th scope="row">{l}</th>
              {p.series.map((s) => (
                <td key={s.name}>{s.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
