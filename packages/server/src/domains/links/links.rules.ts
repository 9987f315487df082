import { isHttpUrl, LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { dayKey } from '../../lib/clock';
import { checkOrder as checkSharedOrder } from '../../lib/ordered-list.rules';
export { assertRoomFor, nextSort } from '../../lib/ordered-list.rules';

/** Reorders must name exactly the caller's items; gaps or repeats are LINK_SORT_MISMATCH. */
export const checkOrder = (requested: string[], owned: string[]) => checkSharedOrder(requested, owned, 'LINK_SORT_MISMATCH');

/** A link's on/off state: the owner's switch and the optional scheduled times. */
export interface LinkSchedule {
  enabled?: boolean;
  onAt?: Date | null;
  offAt?: Date | null;
}
type StoredLink = { id: string; title: string; url: string } & LinkSchedule;
export interface StoredSet {
  id: string;
  name: string;
  links: StoredLink[];
}
export interface PublicSet {
  id: string;
  name: string;
  links: { id: string; title: string; url: string }[];
}

/** Shown to visitors only while switched on and within [onAt, offAt): visible at onAt itself, hidden at offAt itself. */
export function linkVisibleAt(link: LinkSchedule, now: Date): boolean {
  const t = now.getTime();
  return link.enabled !== false && (!link.onAt || t >= link.onAt.getTime()) && (!link.offAt || t < link.offAt.getTime());
}

/**
 * The next moment after `now` at which some switched-on link appears or disappears by its schedule alone, or null.
 * A page showing the sets is right until then (the public card page's cache keeps it no longer).
 */
export function nextScheduleChange(sets: StoredSet[], now: Date): Date | null {
  let next: number | null = null;
  for (const l of sets.flatMap((s) => s.links)) {
    if (l.enabled === false) continue;
    for (const at of [l.onAt, l.offAt]) if (at && at.getTime() > now.getTime() && (next === null || at.getTime() < next)) next = at.getTime();
  }
  return next === null ? null : new Date(next);
}

/** What a visitor sees at `now`: the sets in order with their visible links, leaving out sets that have nothing to open. */
export const visibleSets = (sets: StoredSet[], now: Date): PublicSet[] =>
  sets.map((s) => ({ id: s.id, name: s.name, links: s.links.filter((l) => linkVisibleAt(l, now)).map(({ id, title, url }) => ({ id, title, url })) })).filter((s) => s.links.length > 0);

const DAY_MS = 86_400_000;

/**
 * A schedule the owner may set: off after on, off not already past (the link would vanish at once, surely a
 * mistake), and neither more than `LIMITS.links.scheduleAheadDaysMax` days ahead. An on time in the past is fine
 * (the link is simply on now).
 */
export function checkSchedule(onAt: Date | null, offAt: Date | null, now: Date): void {
  const latest = now.getTime() + LIMITS.links.scheduleAheadDaysMax * DAY_MS;
  if (onAt && onAt.getTime() > latest) throw new DomainError('LINK_SCHEDULE_RANGE', { field: 'onAt' });
  if (offAt && (offAt.getTime() > latest || offAt.getTime() <= now.getTime())) throw new DomainError('LINK_SCHEDULE_RANGE', { field: 'offAt' });
  if (onAt && offAt && offAt.getTime() <= onAt.getTime()) throw new DomainError('LINK_SCHEDULE_ORDER', { field: 'offAt' });
}

/** The same visitor's click on the same link within `LIMITS.links.clickRepeatSeconds` of the last counted one is a repeat. */
export const isRepeatClick = (lastCountedMs: number | undefined, nowMs: number): boolean => lastCountedMs !== undefined && nowMs - lastCountedMs < LIMITS.links.clickRepeatSeconds * 1000;

/** The day a click is counted on: the calendar day in China time (UTC+8), YYYY-MM-DD. */
export const clickDay = (at: Date): string => dayKey(at);

/** The last `n` China-time days ending today, oldest first. */
export function lastDays(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) => clickDay(new Date(now.getTime() - (n - 1 - i) * DAY_MS)));
}

/** Clicks per day over `days`, every day present (0 when nobody clicked). */
export function zeroFilled(days: string[], rows: { day: string; clicks: number }[]): { day: string; clicks: number }[] {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.day, (by.get(r.day) ?? 0) + r.clicks);
  return days.map((day) => ({ day, clicks: by.get(day) ?? 0 }));
}

/** The counting redirect sends a visitor only to an http(s) address, whatever is stored. */
export const safeRedirectTarget = (url: string): string | null => (isHttpUrl(url) ? url : null);
