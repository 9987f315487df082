import { describe, expect, it } from 'vitest';
import { chartConfig } from './LazyChart';

describe('chartConfig', () => {
  it('hides the legend for one series and shows it for several or a doughnut', () => {
    const one = chartConfig({ kind: 'line', labels: ['1', '2'], series: [{ name: 'a', values: [1, 2] }], label: 'x' });
    expect(one.options?.plugins?.legend?.display).toBe(false);
    const two = chartConfig({
      kind: 'bar',
      labels: ['1'],
      series: [
        { name: 'a', values: [1] },
        { name: 'b', values: [2] },
      ],
      label: 'x',
    });
    expect(two.options?.plugins?.legend?.display).toBe(true);
    const pie = chartConfig({ kind: 'doughnut', labels: ['a', 'b'], series: [{ name: 's', values: [1, 2] }], label: 'x' });
    expect(pie.options?.plugins?.legend?.display).toBe(true);
    expect(pie.options?.scales).toEqual({});
  });
  it('asks for whole-number ticks when the values are counts', () => {
    const c = chartConfig({ kind: 'bar', labels: ['1'], series: [{ name: 'a', values: [1] }], label: 'x', integers: true });
    expect((c.options!.scales as { y: { ticks: { precision?: number } } }).y.ticks.precision).toBe(0);
  });
  it('drops the points of a long line (a year of days) so it stays readable at 375 wide', () => {
    const labels = Array.from({ length: 30 }, (_, i) => String(i));
    const c = chartConfig({ kind: 'line', labels, series: [{ name: 'a', values: labels.map(Number) }], label: 'x' });
    expect((c.data.datasets[0] as { pointRadius: number }).pointRadius).toBe(0);
  });
});
