import { z } from 'zod';
import { fEnum, fInt, fOptText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';

/**
 * Programmes and small modules, checkin part (issue 18): body and answer shapes of programme-checkin.contract.ts.
 * Times of day travel as seconds after 00:00 Beijing time (Asia/Shanghai) and days as Beijing calendar days
 * "YYYY-MM-DD", so screens format them without knowing the server's zone. A check-in earns a place in the rankings
 * only: no answer here carries money, points or a streak reward (WeChat's external-link rules).
 */
const L = LIMITS.programmeCheckin;

export const CLOCK_RANKING_KINDS = ['daily', 'weekly', 'all'] as const;
export type ClockRankingKind = (typeof CLOCK_RANKING_KINDS)[number];

// --- answers: morning check-in ----------------------------------------------------------------------------------
const ZFace = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

/** The caller's check-in of one day. */
export const ZClockRecord = z.object({ day: z.string(), secondOfDay: z.number().int(), mood: z.string() });
export type TClockRecord = z.infer<typeof ZClockRecord>;

/** The check-in screen: today, the window (minutes after 00:00 Beijing time, [start, end)), whether now is inside
 *  it, the caller's check-in of today if any and their place among today's early risers. */
export const ZClockHome = z.object({
  today: z.string(),
  windowStart: z.number().int(),
  windowEnd: z.number().int(),
  inWindow: z.boolean(),
  mine: ZClockRecord.nullable(),
  myPlace: z.number().int().nullable(),
  todayCount: z.number().int(),
  totalDays: z.number().int(),
});
export type TClockHome = z.infer<typeof ZClockHome>;

/** A check-in done: the record, its place today and the caller's total days. Nothing is earned but the place. */
export const ZClockInResult = z.object({ record: ZClockRecord, place: z.number().int(), totalDays: z.number().int() });
export type TClockInResult = z.infer<typeof ZClockInResult>;

/**
 * One ranking row: `days` check-ins in the period (1 on the daily list), `secondOfDay` the check-in time (daily) or
 * the average time (weekly, all-time), `mood` the day's slogan (daily only, else blank; user text, rendered inert).
 */
export const ZClockRankRow = z.object({
  place: z.number().int(),
  person: ZFace,
  days: z.number().int(),
  secondOfDay: z.number().int(),
  mood: z.string(),
  self: z.boolean(),
});
export type TClockRankRow = z.infer<typeof ZClockRankRow>;
/** A ranking page, with the period ("2026-11-25", "2026-W48" with its first and last day, or "" for all-time) and
 *  the caller's own row (null when not ranked in the period). */
export const ZClockRankPage = pageOf(ZClockRankRow, {
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  mine: ZClockRankRow.nullable(),
});
export type TClockRankPage = z.infer<typeof ZClockRankPage>;

/** Personal data: totals, earliest and average time (null before the first check-in), and the two charts' series. */
export const ZClockData = z.object({
  totalDays: z.number().int(),
  monthDays: z.number().int(),
  earliest: z.number().int().nullable(),
  average: z.number().int().nullable(),
  perDay: z.array(z.object({ day: z.string(), secondOfDay: z.number().int().nullable() })),
  perWeek: z.array(z.object({ week: z.string(), start: z.string(), count: z.number().int() })),
});
export type TClockData = z.infer<typeof ZClockData>;

// --- answers: study guide -----------------------------------------------------------------------------------------
export const STUDY_LESSON_STATES = ['locked', 'open', 'finished'] as const;
export type StudyLessonState = (typeof STUDY_LESSON_STATES)[number];
/** A lesson of the guide in a list: both languages (the screen picks its own), the day it unlocks for the caller. */
export const ZStudyLessonItem = z.object({
  day: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  imageUrl: z.string(),
  state: z.enum(STUDY_LESSON_STATES),
  unlocksOn: z.string(),
});
export type TStudyLessonItem = z.infer<typeof ZStudyLessonItem>;
export const ZStudyProgress = z.object({ finished: z.number().int(), total: z.number().int(), percent: z.number().int() });
export type TStudyProgress = z.infer<typeof ZStudyProgress>;
export const ZStudyHome = z.object({ startDay: z.string(), progress: ZStudyProgress, lessons: z.array(ZStudyLessonItem) });
export type TStudyHome = z.infer<typeof ZStudyHome>;
/** One lesson's page: its plain-text bodies (paragraphs split by blank lines, rendered inert). */
export const ZStudyLesson = ZStudyLessonItem.extend({ bodyZh: z.string(), bodyEn: z.string(), progress: ZStudyProgress });
export type TStudyLesson = z.infer<typeof ZStudyLesson>;

// --- bodies and queries -----------------------------------------------------------------------------------------
export const ZClockInBody = z.object({ mood: fOptText(L.moodMax) });
export type TClockInBody = z.infer<typeof ZClockInBody>;
export const ZClockRankQuery = z.object({ kind: fEnum([...CLOCK_RANKING_KINDS]), ...pageQueryShape });
export type TClockRankQuery = z.infer<typeof ZClockRankQuery>;
export const ZStudyDayQuery = z.object({ day: fInt(1, L.studyLessons) });
export const ZStudyDayBody = ZStudyDayQuery;

/** The part's fields, per call (another part's `kind` or `day` keeps its own label). */
const CLOCK_FIELDS = {
  mood: label('打卡心情', 'check-in mood'),
  kind: label('排行榜类型', 'ranking kind'),
  pageIndex: label('页码', 'page'),
  pageSize: label('每页条数', 'page size'),
};
const STUDY_FIELDS = { day: label('课程天数', 'lesson day') };
const CLOCK_CALLS = ['findMorningClockHome', 'morningClockIn', 'findClockRankingList', 'findMyClockData'];
const STUDY_CALLS = ['findStudyHome', 'findStudyLesson', 'finishStudyLesson'];

export const PROGRAMME_CHECKIN_LABELS: AreaLabels = {
  fields: { mood: CLOCK_FIELDS.mood },
  calls: {
    ...Object.fromEntries(CLOCK_CALLS.map((name) => [name, CLOCK_FIELDS])),
    ...Object.fromEntries(STUDY_CALLS.map((name) => [name, STUDY_FIELDS])),
  },
};
