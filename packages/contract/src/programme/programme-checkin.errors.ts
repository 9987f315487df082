import { e, type CatalogueEntry } from '../common/error-entry';
import { PROGRAMME_CHECKIN_LIMITS as L } from './programme-checkin.limits';

/** The programme area's checkin part's catalogue entries (issue 18), codes 1194xxx; added to the catalogue by the area's manifest. */
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** The window's text follows the limits, so the message never disagrees with the rule. */
const WINDOW = `${hhmm(L.windowStart)}-${hhmm(L.windowEnd)}`;

export const PROGRAMME_CHECKIN_ERRORS = {
  // --- morning check-in 1194001-1194099 ---
  CLOCK_OUTSIDE_WINDOW: e(
    1194001,
    400,
    `早起打卡时间为每天 ${WINDOW}（北京时间），请在该时间段内打卡`,
    `Morning check-in is open ${WINDOW} Beijing time each day; check in within that window`,
  ),
  CLOCK_ALREADY_TODAY: e(1194002, 400, '今天已经打过卡了，明天早上再来吧', 'You have already checked in today; come back tomorrow morning'),
  // --- seven-day study guide 1194101-1194199 ---
  STUDY_LESSON_LOCKED: e(1194101, 400, '该课程尚未解锁，每天解锁一课', 'This lesson is not unlocked yet; one lesson unlocks each day'),
  STUDY_OUT_OF_ORDER: e(1194102, 400, '请先完成上一课的学习', 'Finish the previous lesson first'),
} as const satisfies Record<string, CatalogueEntry>;
