import { INSIGHT_VISIT_ACTIONS, LIMITS, type TAnnualFigures, type TVisitAnalysis } from '@card/contract';

/**
 * Pure rules of the insight part: Beijing calendar arithmetic (UTC+8, no daylight saving, so a fixed offset is
 * exact) and the folding of the repository's SQL buckets (visits per Beijing day and hour) into the report's and the
 * analysis' series. The database groups; these rules only fill gaps, sum and pick maxima, so they are cheap at any
 * number of visits.
 */
const L = LIMITS.programmeInsight;
const OFFSET_MS = L.utcOffsetHours * 3_600_000;
const DAY_MS = 86_400_000;

/** The Beijing calendar fields of an instant. */
const beijing = (d: Date) => {
  const b = new Date(d.getTime() + OFFSET_MS);
  return { year: b.getUTCFullYear(), month: b.getUTCMonth() + 1, day: b.getUTCDate(), hour: b.getUTCHours() };
};
/** The instant of a Beijing midnight. */
const beijingMidnight = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day) - OFFSET_MS);

export const beijingYearOf = (d: Date) => beijing(d).year;

/** 'YYYY-MM-DD' of the Beijing day holding `d` (the SQL buckets use the same form). */
export function beijingDayKey(d: Date): string {
  const b = beijing(d);
  return `${b.year}-${String(b.month).padStart(2, '0')}-${String(b.day).padStart(2, '0')}`;
}

/** A Beijing year as [start, end) instants. */
export const yearRange = (year: number) => ({ start: beijingMidnight(year, 1, 1), end: beijingMidnight(year + 1, 1, 1) });

/** The years a user may ask for, newest first: from the registration year to the current one (Beijing). */
export function reportYears(registeredAt: Date, now: Date): number[] {
  const first = beijingYearOf(registeredAt);
  const years: number[] = [];
  for (let y = beijingYearOf(now); y >= first; y -= 1) years.push(y);
  return years;
}

/** Days of a Beijing year (366 in a leap year). */
export const daysInYear = (year: number) => Math.round((yearRange(year).end.getTime() - yearRange(year).start.getTime()) / DAY_MS);

/** One SQL bucket: visits of one Beijing day and hour. */
export interface DayHourCount {
  day: string;
  hour: number;
  n: number;
}

/** UTC hour buckets ('YYYY-MM-DDTHH', as the repository groups them) named by their Beijing day and hour. */
export function fromUtcHours(rows: { utcHour: string; n: number }[]): DayHourCount[] {
  return rows.map((r) => {
    const at = new Date(`${r.utcHour}:00:00Z`);
    return { day: beijingDayKey(at), hour: beijing(at).hour, n: r.n };
  });
}

/** The report's visit series of a year from its day-hour buckets: per month, the busiest month and day (the earliest on a tie). */
export function yearSeries(rows: DayHourCount[]): Pick<TAnnualFigures, 'busiestMonth' | 'busiestDay'> & { perMonth: number[]; total: number } {
  const perMonth = Array.from({ length: 12 }, () => 0);
  const perDay = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    const month = Number(r.day.slice(5, 7));
    perMonth[month - 1] += r.n;
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + r.n);
    total += r.n;
  }
  let busiestMonth: TAnnualFigures['busiestMonth'] = null;
  perMonth.forEach((visits, i) => {
    if (visits > 0 && (!busiestMonth || visits > busiestMonth.visits)) busiestMonth = { month: i + 1, visits };
  });
  let busiestDay: TAnnualFigures['busiestDay'] = null;
  for (const date of [...perDay.keys()].sort()) {
    const visits = perDay.get(date)!;
    if (!busiestDay || visits > busiestDay.visits) busiestDay = { date, visits };
  }
  return { perMonth, total, busiestMonth, busiestDay };
}

/** Whether `days` is one of the analysis' ranges. */
export const isAnalysisRange = (days: number) => L.analysisRanges.includes(days);

/** The last `days` Beijing days up to today's end: [start, end) and each day's key, oldest first. */
export function analysisRange(days: number, now: Date) {
  const today = beijing(now);
  const end = beijingMidnight(today.year, today.month, today.day + 1);
  const start = new Date(end.getTime() - days * DAY_MS);
  const dayKeys = Array.from({ length: days }, (_, i) => beijingDayKey(new Date(start.getTime() + i * DAY_MS)));
  return { start, end, dayKeys };
}

/** The analysis' per-day rows (every day of the range, gaps as 0) and its 24 hourly counts. */
export function analysisSeries(dayKeys: string[], rows: DayHourCount[], visitorsPerDay: Map<string, number>) {
  const perDay = new Map(dayKeys.map((d) => [d, 0]));
  const byHour = Array.from({ length: 24 }, () => 0);
  for (const r of rows) {
    if (perDay.has(r.day)) perDay.set(r.day, perDay.get(r.day)! + r.n);
    byHour[r.hour] += r.n;
  }
  return {
    perDay: dayKeys.map((date) => ({ date, visits: perDay.get(date)!, visitors: visitorsPerDay.get(date) ?? 0 })),
    byHour,
  };
}

/** The radar's action counts, known actions only, most first (then in the list's order). */
export function actionMix(rows: { action: string; n: number }[]): TVisitAnalysis['byAction'] {
  const known = new Map<string, number>();
  for (const r of rows) if ((INSIGHT_VISIT_ACTIONS as readonly string[]).includes(r.action)) known.set(r.action, (known.get(r.action) ?? 0) + r.n);
  return INSIGHT_VISIT_ACTIONS.filter((a) => (known.get(a) ?? 0) > 0)
    .map((action) => ({ action, count: known.get(action)! }))
    .sort((a, b) => b.count - a.count);
}
