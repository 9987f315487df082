import type { RateRule } from '../../core/rate';
import { avatarInitials, LIMITS, QR_SCAN_DISTANCE_M, QR_SIZES, qrImagePath, type QrFormat, type QrSize, type TCardRank, type TQrDownloadCenter, type TUserShowInfo } from '@card/contract';

/** Visits of the last RANK_DAYS days rank the cards. */
export const RANK_DAYS = 7;
const DAY_MS = 86_400_000;

/** The start of the rank window: visits at or after it count. */
export const rankWindowStart = (now: Date, days = RANK_DAYS) => new Date(now.getTime() - days * DAY_MS);

/** Rank 1 is the most visited; cards with equal visits share a rank (1 + the number strictly ahead). */
export function cardRank(visits: number, ownersAhead: number, totalCards: number, days = RANK_DAYS): TCardRank {
  const rank = ownersAhead + 1;
  return { rank, total: Math.max(totalCards, rank), visits, days };
}

export function showInfo(viewerId: string | null, ownerId: string, subscribed: boolean): TUserShowInfo {
  const isOwner = viewerId === ownerId;
  return { loggedIn: viewerId !== null, isOwner, subscribed: !isOwner && subscribed };
}

/** Absolute URL of something we serve, or '' for values that are neither our paths nor http(s) URLs. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return '';
}

/**
 * The name's first letter, for the logo when there is no avatar; '' when the name has none (a new card is named after
 * the masked phone, whose "1" would look like a bug): the logo then draws the person glyph (contract common/avatar).
 */
export const initialOf = (name: string) => (avatarInitials(name) ? ([...name.trim()].find((c) => /\p{L}/u.test(c)) ?? '') : '');

/** File name of a QR image: the card name, its size and whether it carries the logo. */
export const qrFileBase = (name: string, size: QrSize, logo: boolean) => `${name || 'card'}-qrcode-${size}${logo ? '-logo' : ''}`;

export function downloadCenter(origin: string, phoneIdEcr: string, name: string, link: string): TQrDownloadCenter {
  const formats: QrFormat[] = ['png', 'svg'];
  const items = QR_SIZES.flatMap((size) =>
    formats.map((format) => ({
      size,
      format,
      logo: true,
      scanDistanceM: QR_SCAN_DISTANCE_M[size],
      url: `${origin}${qrImagePath({ phoneIdEcr, format, size, logo: true, download: true })}`,
      filename: `${qrFileBase(name, size, true)}.${format}`,
    })),
  );
  return { phoneIdEcr, link, name, items };
}

/**
 * What a QR image depends on, as its cache key: the link it encodes and, with the logo, the avatar and the initial
 * drawn when there is none. A new avatar (a new stored file, a new URL) or a new link is a new key.
 */
export function qrCacheKey(v: { link: string; format: QrFormat; size: QrSize; logo: boolean; avatarUrl: string; initial: string }): string {
  return JSON.stringify([v.link, v.format, v.size, v.logo ? [v.avatarUrl, v.initial] : null]);
}

/** Renders (cache misses) one client address may cause per window. */
export const QR_RENDER_RULE: RateRule = { max: LIMITS.share.qrRendersPerWindow, windowMs: LIMITS.share.qrRenderWindowMinutes * 60_000 };
export const qrBudgetKey = (address: string) => `qr:addr:${address}`;

/**
 * Until when a rendered card page stays right by itself: the first VIP term end still ahead (the page shows the VIP
 * badge, which goes when the term ends with no write to the card). No term ahead: until a write changes the card.
 */
export function vipBoundaryOf(rec: { vipExpiresAt: Date | null; tempVipExpiresAt: Date | null }, now: Date): number {
  const ahead = [rec.vipExpiresAt, rec.tempVipExpiresAt].filter((d): d is Date => d !== null && d.getTime() > now.getTime()).map((d) => d.getTime());
  return ahead.length ? Math.min(...ahead) : Number.POSITIVE_INFINITY;
}
