/** Seconds after 00:00 (Beijing time, as the server sends them) as "HH:MM"; null as a dash. */
export function clockTime(secondOfDay: number | null | undefined): string {
  if (secondOfDay === null || secondOfDay === undefined) return '--:--';
  const m = Math.floor(secondOfDay / 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes after 00:00 as "HH:MM" (the window's edges). */
export const minuteTime = (minutes: number) => clockTime(minutes * 60);

/** A time of day as decimal hours for a chart's value axis (06:30 is 6.5), rounded to the minute. */
export const hoursOf = (secondOfDay: number) => Math.round(secondOfDay / 60) / 60;

/** "2026-11-25" as "11-25", the charts' short labels. */
export const shortDay = (day: string) => day.slice(5);

/** Plain-text paragraphs (split by blank lines), for rendering as text nodes. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
