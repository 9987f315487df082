import { z } from 'zod';
import { fId, fInt } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';

/**
 * Programmes and small modules, insight part (issue 18): body and answer shapes of programme-insight.contract.ts.
 * The annual report is always the caller's own (no id in the body); another person's year is read only through a
 * share link's token, whose answer holds counts and series alone: no visitor's name, phone number or id. Months,
 * days and hours are Beijing time (UTC+8).
 */
const L = LIMITS.programmeInsight;

/** What visitors did on a card (network's visitor radar events); 'view' is the visit itself. */
export const INSIGHT_VISIT_ACTIONS = ['view', 'call', 'saveContact', 'navigate', 'music', 'album', 'link', 'share'] as const;

// --- answers -------------------------------------------------------------------------------------------------------
const ZCount = z.number().int();
/** Figures of one year that the public page may show too. */
export const ZAnnualFigures = z.object({
  year: ZCount,
  visits: z.object({
    total: ZCount,
    /** Distinct visitors (signed-in person or device) over the year. */
    uniqueVisitors: ZCount,
    /** Visits per month, January first (12 numbers). */
    perMonth: z.array(ZCount),
  }),
  /** The month (1-12) and the day (YYYY-MM-DD) with the most visits; null in a year without visits. */
  busiestMonth: z.object({ month: ZCount, visits: ZCount }).nullable(),
  busiestDay: z.object({ date: z.string(), visits: ZCount }).nullable(),
  /** Card exchanges accepted in the year, asked by the user (sent) or by the other (received). */
  exchanges: z.object({ total: ZCount, sent: ZCount, received: ZCount }),
  /** Circles the user created, and other circles joined, in the year. */
  circles: z.object({ created: ZCount, joined: ZCount }),
  /** Micro videos published in the year and the views they have. */
  videos: z.object({ published: ZCount, views: ZCount }),
  /** Micro pages and leaflets first published in the year. */
  pages: z.object({ published: ZCount }),
});
export type TAnnualFigures = z.infer<typeof ZAnnualFigures>;

/** The owner's report: the figures, the first visitor of the year, which years can be asked, and the live link. */
export const ZAnnualReport = ZAnnualFigures.extend({
  /** From the registration year to the current year (Beijing time), newest first. */
  years: z.array(ZCount),
  /** The year's first visitor: a signed-in person's public face, or anonymous (a device); null without visits. */
  firstVisitor: z
    .object({
      at: z.string(),
      anonymous: z.boolean(),
      phoneIdEcr: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  /** The year's live share link (made at), or null; the token itself is shown only when the link is made. */
  share: z.object({ createdAt: z.string() }).nullable(),
});
export type TAnnualReport = z.infer<typeof ZAnnualReport>;

export const ZAnnualShare = z.object({ year: ZCount, token: z.string(), createdAt: z.string() });
export type TAnnualShare = z.infer<typeof ZAnnualShare>;
export const ZAnnualShareRevoked = z.object({ year: ZCount, revoked: z.boolean() });

/** The public page: the owner's card name and avatar, and the figures as they were when the link was made. */
export const ZSharedAnnualReport = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  figures: ZAnnualFigures,
  sharedAt: z.string(),
});
export type TSharedAnnualReport = z.infer<typeof ZSharedAnnualReport>;

/** Module 45's card visit analysis over the last `days` Beijing days (today included). */
export const ZVisitAnalysis = z.object({
  days: ZCount,
  /** First and last day of the range (YYYY-MM-DD, Beijing). */
  from: z.string(),
  to: z.string(),
  totalVisits: ZCount,
  uniqueVisitors: ZCount,
  /** Visitors whose first visit to the card ever is in the range, and the others. */
  newVisitors: ZCount,
  returningVisitors: ZCount,
  /** One row per day of the range, oldest first, days without visits included. */
  perDay: z.array(z.object({ date: z.string(), visits: ZCount, visitors: ZCount })),
  /** Visits per hour of the day (24 numbers, 0 h first). */
  byHour: z.array(ZCount),
  /** What visitors did on the card in the range (the radar's events), most first; no channel is recorded per visit. */
  byAction: z.array(z.object({ action: z.enum(INSIGHT_VISIT_ACTIONS), count: ZCount })),
});
export type TVisitAnalysis = z.infer<typeof ZVisitAnalysis>;

// --- bodies and queries --------------------------------------------------------------------------------------------
/** year absent: the current Beijing year. */
export const ZAnnualYearBody = z.object({ year: fInt(L.firstYear, L.lastYear).optional() }).default({});
export type TAnnualYearBody = z.infer<typeof ZAnnualYearBody>;
export const ZAnnualShareBody = z.object({ year: fInt(L.firstYear, L.lastYear) });
export const ZSharedAnnualQuery = z.object({ token: fId() });
/** days: 7, 30 or 90 (another number answers ANALYSIS_RANGE_INVALID). */
export const ZVisitAnalysisBody = z.object({ days: fInt(1, 366).default(7) }).default({});

export const PROGRAMME_INSIGHT_LABELS: AreaLabels = {
  fields: {
    year: label('年份', 'year'),
    token: label('分享链接', 'share link'),
    days: label('统计范围', 'date range'),
  },
};
