import { LIMITS, type VisitorDevice } from '@card/contract';
import { createHash } from 'node:crypto';
import { sha256 } from '../../lib/hash';
import type { RateRule } from '../../core/rate';

const MINUTE = 60_000;

/**
 * Who a visit is counted for: the signed-in user, else the browser's signed visitor cookie (card-visitor.rules.ts:
 * three browsers behind one office address are three visitors, issue 31), else the client address (already
 * resolved through the trusted proxies only) when there is no visitor. Never the user agent or other headers: a
 * caller varies those freely, and each variation used to count as a new visitor. Hashed, so the table holds no
 * addresses.
 */
export const visitorKeyOf = (viewerId: string | null, address: string, visitorId: string | null = null) =>
  sha256(viewerId ? `user:${viewerId}` : visitorId ? `visitor:${visitorId}` : `addr:${address}`);

/** Visits of the same visitor to the same card at or after this instant make no new row. */
export const visitDedupStart = (now: Date) => new Date(now.getTime() - LIMITS.card.visitDedupMinutes * MINUTE);

/** The budget of visits one anonymous address may write per hour, over all cards (the rate facility counts it). */
export const ANON_VISIT_RULE: RateRule = { max: LIMITS.card.anonymousVisitWritesPerHour, windowMs: 60 * MINUTE };
export const anonVisitBudgetKey = (address: string) => `visit:addr:${address}`;
/**
 * New visitors (no visitor cookie yet) one address may add to one card per visit window: each browser's first view
 * counts as its own visitor, so a client that drops its cookie would otherwise be a new visitor on every call.
 */
export const FRESH_VISITOR_RULE: RateRule = { max: LIMITS.network.freshVisitorsPerAddressPerCard, windowMs: LIMITS.card.visitDedupMinutes * MINUTE };
export const freshVisitorBudgetKey = (address: string, ownerId: string) => `visit:fresh:${ownerId}:${address}`;

/** The owner's own views are never visits. */
export const countsAsVisit = (ownerId: string, viewerId: string | null) => viewerId !== ownerId;

/** `device` and `city`: what the radar shows of the visitor (null when unknown); the address itself is never kept. */
export interface VisitRow {
  id: string;
  ownerId: string;
  visitorId: string | null;
  visitorKey: string;
  device?: VisitorDevice | null;
  city?: string | null;
  createdAt: Date;
}

/** The longest user agent read (a header of any length is the caller's; the systems named are near the start). */
const UA_READ_MAX = 512;
/** First match wins: an iPad asking for the desktop site says "Macintosh" and is a Mac then; Harmony before Android. */
const DEVICE_PATTERNS: [RegExp, VisitorDevice][] = [
  [/\biPad\b/, 'ipad'],
  [/\b(iPhone|iPod)\b/, 'iphone'],
  [/\b(OpenHarmony|HarmonyOS)\b/i, 'harmony'],
  [/\bAndroid\b/i, 'android'],
  [/MicroMessenger|WindowsWechat|MacWechat/i, 'wechat'],
  [/\bWindows\b/, 'windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'mac'],
  [/\b(Linux|X11|CrOS)\b/, 'linux'],
];

/** The kind of device a user agent names, for the radar (issue 31); null without one, `other` for anything else. */
export function deviceOf(userAgent: string | undefined): VisitorDevice | null {
  const ua = (userAgent ?? '').slice(0, UA_READ_MAX);
  if (!ua.trim()) return null;
  return DEVICE_PATTERNS.find(([re]) => re.test(ua))?.[1] ?? 'other';
}

/**
 * The rows of a batch to write: one per visitor and card within the window, counting earlier rows of the batch.
 * In time order. The table is checked by the batch's statement itself (card.repository visitBatchStatement). Pure,
 * so the window's edges are unit-tested.
 */
export function newVisitsOf(batch: VisitRow[]): VisitRow[] {
  const last = new Map<string, number>();
  const rows: VisitRow[] = [];
  for (const v of [...batch].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const key = `${v.ownerId}|${v.visitorKey}`;
    const seen = last.get(key);
    if (seen !== undefined && seen >= visitDedupStart(v.createdAt).getTime()) continue;
    rows.push(v);
    last.set(key, v.createdAt.getTime());
  }
  return rows;
}

/**
 * The key of a visitor's last visit to a card in the server's memory (card-visits.ts): 64 bits of a hash of both, as
 * two 32-bit numbers (lib/recent-claims.ts keeps them in typed arrays). A new visitor meets a key already held
 * (at most LIMITS.card.visitRecentMax of them) with a chance of about 3 in 10^15; that would cost one uncounted visit.
 */
export function visitMemoryKey(ownerId: string, visitorKey: string): readonly [number, number] {
  const digest = createHash('sha256').update(ownerId).update('|').update(visitorKey).digest();
  return [digest.readUInt32LE(0), digest.readUInt32LE(4)];
}
