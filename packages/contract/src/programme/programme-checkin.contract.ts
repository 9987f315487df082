import { z } from 'zod';
import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { ZClockData, ZClockHome, ZClockInBody, ZClockInResult, ZClockRankPage, ZClockRankQuery, ZStudyDayBody, ZStudyDayQuery, ZStudyHome, ZStudyLesson } from './programme-checkin.schemas';

/**
 * Programmes and small modules, checkin part (issue 18): morning check-in (/clock/*) with daily, weekly and all-time rankings and personal data, and the seven-day study guide (image-text lessons and progress).
 * The spec names the /clock/* group only, so every call name is ours; the study calls (/study/*) too. Every call is
 * the signed-in caller's own: no id of another user goes in, people come out as faces.
 */
const read = <P extends string, Q extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, query: Q, result: R, summary: string) => ({
  method: 'GET' as const,
  path,
  query,
  metadata: meta('user'),
  responses: { 200: envelope(result) },
  summary,
});

export const programmeCheckinContract = c.router(
  {
    findMorningClockHome: read(
      '/clock/findMorningClockHome.xhtml',
      z.object({}),
      ZClockHome,
      "Ours: the morning check-in screen: today (Beijing day), the window, whether now is inside it, the caller's check-in of today and place, how many checked in today, the caller's total days",
    ),
    morningClockIn: formPost('/clock/morningClockIn.xhtml', ZClockInBody, ZClockInResult, 'user', {
      summary:
        'Ours: check in for today (once per Beijing day, inside the morning window, else CLOCK_OUTSIDE_WINDOW; a second one CLOCK_ALREADY_TODAY) with an optional short mood (sensitive-word filtered). Earns a place in the rankings only: no streak or sharing reward',
    }),
    findClockRankingList: read(
      '/clock/findRankingList.xhtml',
      ZClockRankQuery,
      ZClockRankPage,
      "Ours: a ranking, paged: daily (today's check-ins, earliest first), weekly (this ISO week: most check-ins, then earliest average time), all (total check-ins, then the earlier first check-in); with the caller's own row",
    ),
    findMyClockData: read(
      '/clock/findMyClockData.xhtml',
      z.object({}),
      ZClockData,
      "Ours: the caller's check-in data: total days, this month, earliest and average time, the time per day over the last 30 days and check-ins per week over the last 8 weeks",
    ),
    findStudyHome: read(
      '/study/findStudyHome.xhtml',
      z.object({}),
      ZStudyHome,
      "Ours: the seven-day study guide: its lessons with each one's state for the caller (locked, open, finished) and the progress; the first open starts the caller's guide (lesson N unlocks N-1 days later)",
    ),
    findStudyLesson: read(
      '/study/findStudyLesson.xhtml',
      ZStudyDayQuery,
      ZStudyLesson,
      'Ours: one lesson (image and text) by its day; a lesson not yet unlocked answers STUDY_LESSON_LOCKED',
    ),
    finishStudyLesson: formPost('/study/finishStudyLesson.xhtml', ZStudyDayBody, ZStudyLesson, 'user', {
      summary: 'Ours: mark a lesson finished (in order: STUDY_OUT_OF_ORDER while the previous one is not; STUDY_LESSON_LOCKED before it unlocks); finishing it again changes nothing',
    }),
  },
  { commonResponses },
);
