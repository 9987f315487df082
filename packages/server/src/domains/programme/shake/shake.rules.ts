import { LIMITS, type ShakeReviewState, type TShakeApplication, type TShakeConfig, type TShakeDevice } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';
import { dayKey } from '../../../lib/clock';

/**
 * Pure rules of shake devices (issue 18, shake part): the expected review date in working days, the review
 * transitions, the gift devices a VIP still has, device serials, and the shapes screens get. No Prisma, no clock.
 */
const S = LIMITS.programmeShake;
const DAY = 86_400_000;

// --- working days ----------------------------------------------------------------------------------------------------
/** Saturday or Sunday, for a YYYY-MM-DD calendar day. */
export const isWeekend = (day: string) => {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return wd === 0 || wd === 6;
};
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY).toISOString().slice(0, 10);

/**
 * The day `n` working days after `day` (Saturdays and Sundays skipped; the day itself never counts, whatever the
 * hour: an application of Friday evening and one of Friday morning are both due the next Wednesday).
 */
export function addWorkingDays(day: string, n: number): string {
  let d = day;
  for (let left = n; left > 0; ) {
    d = nextDay(d);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}

/** The expected review date of an application submitted at `now` (Beijing day) and its end as the stored instant. */
export function reviewDue(now: Date): { day: string; at: Date } {
  const day = addWorkingDays(dayKey(now), S.reviewWorkingDays);
  return { day, at: new Date(`${day}T23:59:59.999+08:00`) };
}
/** The stored due instant back to its Beijing day. */
export const dueDayOf = (dueAt: Date) => dayKey(dueAt);

// --- review transitions --------------------------------------------------------------------------------------------
/** Only what waits for review may be decided; deciding twice is SHAKE_ALREADY_REVIEWED naming `field`. */
export function assertPending(status: string, field: string): void {
  if (status !== 'pending') throw new DomainError('SHAKE_ALREADY_REVIEWED', { field });
}
/** A rejection must say why (the applicant or owner reads it); an approval's reason is dropped. */
export function reviewOutcome(approve: boolean, reason: string): { status: ShakeReviewState; reason: string } {
  if (approve) return { status: 'approved', reason: '' };
  if (reason.trim() === '') throw new DomainError('SHAKE_REJECT_REASON_REQUIRED', { field: 'reason' });
  return { status: 'rejected', reason: reason.trim() };
}
/** At most S.pendingApplicationsMax applications wait at once. */
export function assertCanApply(pending: number): void {
  if (pending >= S.pendingApplicationsMax) throw new DomainError('SHAKE_APPLICATIONS_PENDING', { field: 'quantity' });
}

// --- gift devices ----------------------------------------------------------------------------------------------------
/**
 * Gift devices still to ask for: the active "shakeDevice" entitlements (3-year first VIP purchase, spec section 9)
 * less what applications not rejected already took from each. Answers the total and, for an application of
 * `quantity`, which entitlement it takes from and how many (one entitlement per application: the first with any left).
 */
export function giftPlan(
  entitlements: { id: string; quantity: number }[],
  used: Map<string, number>,
  quantity: number,
): { available: number; take: { entitlementId: string; quantity: number } | null } {
  const left = entitlements.map((e) => ({ id: e.id, left: Math.max(0, e.quantity - (used.get(e.id) ?? 0)) }));
  const available = left.reduce((n, e) => n + e.left, 0);
  const first = left.find((e) => e.left > 0);
  return { available, take: first && quantity > 0 ? { entitlementId: first.id, quantity: Math.min(first.left, quantity) } : null };
}

// --- devices ---------------------------------------------------------------------------------------------------------
/** The proximity UUID of WeChat shake devices (one for the platform; major and minor tell the devices apart). */
export const SHAKE_UUID = 'FDA50693-A4E2-4FB1-AFCF-C6EB07647825';
/** A device's iBeacon identity: UUID-major-minor, major and minor 0-65535. */
export function serialOf(major: number, minor: number): string {
  if (!Number.isInteger(major) || !Number.isInteger(minor) || major < 0 || minor < 0 || major > 65535 || minor > 65535) {
    throw new RangeError('major and minor are 16-bit');
  }
  return `${SHAKE_UUID}-${major}-${minor}`;
}

/** A stored configuration JSON ("" = none) back to its shape; anything unreadable counts as none. */
export function parseConfig(json: string): TShakeConfig | null {
  if (!json) return null;
  try {
    const c = JSON.parse(json) as Partial<TShakeConfig>;
    return { name: c.name ?? '', title: c.title ?? '', subTitle: c.subTitle ?? '', linkUrl: c.linkUrl ?? '', imageUrl: c.imageUrl ?? '' };
  } catch {
    return null;
  }
}

/** Shakers see a page when the device is bound and has an approved configuration. */
export const isOpen = (d: { bound: boolean; live: string }) => d.bound && parseConfig(d.live) !== null;

/** The last `n` Beijing days up to `now`'s, oldest first, with the counts found (0 where none). */
export function lastDays(now: Date, n: number, counts: { day: string; shakes: number }[]): { day: string; shakes: number }[] {
  const byDay = new Map(counts.map((c) => [c.day, c.shakes]));
  const today = dayKey(now);
  const out: { day: string; shakes: number }[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const day = new Date(new Date(`${today}T00:00:00Z`).getTime() - i * DAY).toISOString().slice(0, 10);
    out.push({ day, shakes: byDay.get(day) ?? 0 });
  }
  return out;
}

// --- views -----------------------------------------------------------------------------------------------------------
export interface ApplicationRowLike {
  id: string;
  quantity: number;
  giftQuantity: number;
  contactName: string;
  contactMobile: string;
  region: string;
  address: string;
  reason: string;
  status: string;
  rejectReason: string;
  dueAt: Date;
  createdAt: Date;
  reviewedAt: Date | null;
}
export const applicationView = (r: ApplicationRowLike): TShakeApplication => ({
  id: r.id,
  quantity: r.quantity,
  giftQuantity: r.giftQuantity,
  contactName: r.contactName,
  contactMobile: r.contactMobile,
  region: r.region,
  address: r.address,
  reason: r.reason,
  status: r.status as ShakeReviewState,
  rejectReason: r.rejectReason,
  dueDate: dueDayOf(r.dueAt),
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

export interface DeviceRowLike {
  id: string;
  serial: string;
  code: string;
  bound: boolean;
  boundAt: Date | null;
  name: string;
  title: string;
  subTitle: string;
  linkUrl: string;
  imageUrl: string;
  configStatus: string;
  configReason: string;
  live: string;
  shakes: number;
  createdAt: Date;
}
export const configOf = (r: Pick<DeviceRowLike, 'name' | 'title' | 'subTitle' | 'linkUrl' | 'imageUrl'>): TShakeConfig => ({
  name: r.name,
  title: r.title,
  subTitle: r.subTitle,
  linkUrl: r.linkUrl,
  imageUrl: r.imageUrl,
});
export const deviceView = (r: DeviceRowLike): TShakeDevice => ({
  id: r.id,
  serial: r.serial,
  bound: r.bound,
  boundAt: r.boundAt?.toISOString() ?? null,
  config: configOf(r),
  configStatus: r.configStatus as TShakeDevice['configStatus'],
  configReason: r.configReason,
  live: parseConfig(r.live),
  open: isOpen(r),
  code: r.code,
  shakes: r.shakes,
  createdAt: r.createdAt.toISOString(),
});
