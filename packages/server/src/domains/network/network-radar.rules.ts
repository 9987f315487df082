import { LIMITS, type BeaconAction, type Lang } from '@card/contract';
import type { RateRule } from '../../core/rate';

/**
 * The visitor radar's decisions (issue 13), pure: who counts, what a beacon writes, the stats' windows, the leads
 * file. No clock reads (the service passes `now`), no database.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** China has one time zone and no daylight saving: "today" is the owner's day in UTC+8. */
const CHINA_OFFSET = 8 * 60 * MINUTE;

/** The owner's own views and actions never count (a signed-in owner checking their card is not a visitor). */
export const countsForRadar = (ownerId: string, viewerId: string | null) => viewerId !== ownerId;

/** Per address: beacons a minute, consultations an hour (the rate facility counts them, all instances together). */
export const BEACON_RULE: RateRule = { max: LIMITS.network.beaconsPerAddressPerMinute, windowMs: MINUTE };
export const beaconBudgetKey = (address: string) => `radar:beacon:${address}`;
/** Per visitor (the radar's visitor key: user, else cookie, else address): beacons a minute (issue 31). */
export const BEACON_VISITOR_RULE: RateRule = { max: LIMITS.network.beaconsPerVisitorPerMinute, windowMs: MINUTE };
export const beaconVisitorBudgetKey = (visitorKey: string) => `radar:beacon:visitor:${visitorKey}`;
export const ADVISORY_RULE: RateRule = { max: LIMITS.network.advisoriesPerAddressPerHour, windowMs: 60 * MINUTE };
export const advisoryBudgetKey = (address: string) => `radar:advisory:${address}`;

export interface ActionEvent {
  id: string;
  ownerId: string;
  visitorKey: string;
  visitorId: string | null;
  action: BeaconAction;
  createdAt: Date;
}

/**
 * The event rows of one beacon, in the order the visitor acted: the batch arrives at once, so each action is one
 * millisecond before the next, ending at `now` (the timeline then shows them in their order).
 */
export function beaconEvents(who: { ownerId: string; visitorKey: string; visitorId: string | null }, actions: readonly BeaconAction[], now: Date, newId: () => string): ActionEvent[] {
  const last = actions.length - 1;
  return actions.map((action, i) => ({ id: newId(), ...who, action, createdAt: new Date(now.getTime() - (last - i)) }));
}

/** Midnight of `now`'s day in China, and the start of the 7 days ending today (today and the 6 before). */
export function radarWindows(now: Date): { today: Date; week: Date } {
  const local = now.getTime() + CHINA_OFFSET;
  const today = new Date(local - (((local % DAY) + DAY) % DAY) - CHINA_OFFSET);
  return { today, week: new Date(today.getTime() - 6 * DAY) };
}

/** A signed-in visitor of the radar, with their card fields. */
export interface LeadRow {
  name: string;
  company: string;
  department: string;
  position: string;
  mobiles: string[];
  hidePhone: boolean;
  email: string;
  views: number;
  actions: number;
  lastAt: Date;
}
/** A demand consultation: the contact the visitor gave the owner to be reached at, and their message (issue 31). */
export interface AdvisoryLead {
  name: string;
  phone: string;
  content: string;
  createdAt: Date;
}

// Source and message come last, so a sheet built on the earlier columns keeps its places.
const HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['姓名', '公司', '部门', '职位', '手机', '邮箱', '浏览次数', '互动次数', '最近访问', '来源', '咨询内容'],
  en: ['Name', 'Company', 'Department', 'Position', 'Mobile', 'Email', 'Views', 'Actions', 'Last visit', 'Source', 'Message'],
};
const SOURCES: Record<Lang, { visitor: string; advisory: string }> = {
  'zh-CN': { visitor: '访客', advisory: '咨询' },
  en: { visitor: 'Visitor', advisory: 'Consultation' },
};

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a formula
 * (starting with = + - @ or a tab) gets a leading apostrophe, since visitors write their own card fields.
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** "2024-05-01 09:30" in China time. */
export const chinaTime = (d: Date) => new Date(d.getTime() + CHINA_OFFSET).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The radar leads as a CSV file: UTF-8 with a BOM (spreadsheet programs then read Chinese correctly), CRLF lines,
 * headers in the owner's language. Signed-in visitors first (a visitor who hides their phone has the phone cell left
 * empty), then the consultations with the phone the visitor wrote for the owner and their message.
 */
export function leadsCsv(rows: LeadRow[], lang: Lang, advisories: AdvisoryLead[] = []): string {
  const src = SOURCES[lang];
  const lines = [
    HEADERS[lang],
    ...rows.map((r) => [r.name, r.company, r.department, r.position, r.hidePhone ? '' : r.mobiles.join(' '), r.email, r.views, r.actions, chinaTime(r.lastAt), src.visitor, '']),
    ...advisories.map((a) => [a.name, '', '', '', a.phone, '', '', '', chinaTime(a.createdAt), src.advisory, a.content]),
  ];
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
