import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Filler, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';

/**
 * The only module that imports chart.js: `LazyChart` loads it with a dynamic import, so the library (about 60 kB
 * gzipped for these parts) is a chunk of its own that only the chart screens fetch. Registering just the
 * controllers we draw keeps the rest of chart.js out of the chunk.
 */
Chart.register(LineController, BarController, DoughnutController, LineElement, BarElement, ArcElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend, Filler);
Chart.defaults.font.family = 'system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif';
Chart.defaults.font.size = 12;
Chart.defaults.maintainAspectRatio = false;

export { Chart };
