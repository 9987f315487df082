import { LIMITS, type TClockData, type TClockHome, type TClockInBody, type TClockInResult, type TClockRankPage, type TClockRankQuery, type TClockRankRow } from '@card/contract';
import type { AppContext } from '../../../context';
import { facesOf } from '../../../core/people';
import { textFilter } from '../../../core/text-filter';
import { isUniqueViolation } from '../../../lib/db-errors';
import { DomainError } from '../../../lib/domain-error';
import { pageArgs, pageResult } from '../../../lib/paging';
import { checkinClockRepository, type ClockRow } from './checkin-clock.repository';
import { addDays, assertMorningWindow, averageSecond, beijingMoment, inMorningWindow, isoWeekKey, lastDays, lastWeeks, moodOf, weekStart } from './checkin-clock.rules';

const L = LIMITS.programmeCheckin;
type Rankable = { userId: string; days: number; secondOfDay: number; mood: string };

/**
 * The morning check-in: one per Beijing day inside the window, rankings and personal data. A check-in earns a place
 * in the rankings only (no points, money, streak reward or sharing reward: WeChat's external-link rules).
 */
export function checkinClockService(ctx: AppContext) {
  const repo = checkinClockRepository(ctx.db);
  const now = () => ctx.clock.now();

  /** Ranking rows with faces; places count from the page's first. */
  async function rowsOf(items: Rankable[], first: number, viewerId: string): Promise<TClockRankRow[]> {
    const faces = await facesOf(
      ctx.db,
      items.map((i) => i.userId),
    );
    return items.map((i, n) => ({
      place: first + n,
      person: faces.face(i.userId),
      days: i.days,
      secondOfDay: i.secondOfDay,
      mood: i.mood,
      self: i.userId === viewerId,
    }));
  }
  const oneRow = async (item: Rankable, place: number, viewerId: string) => (await rowsOf([item], place, viewerId))[0]!;
  const dailyItem = (r: ClockRow): Rankable => ({ userId: r.userId, days: 1, secondOfDay: r.secondOfDay, mood: r.mood });

  return {
    async home(userId: string): Promise<TClockHome> {
      const { day, secondOfDay } = beijingMoment(now());
      const [mine, todayCount, total] = await Promise.all([repo.findDay(userId, day), repo.countDay(day), repo.total(userId)]);
      return {
        today: day,
        windowStart: L.windowStart,
        windowEnd: L.windowEnd,
        inWindow: inMorningWindow(secondOfDay),
        mine: mine ? { day, secondOfDay: mine.secondOfDay, mood: mine.mood } : null,
        myPlace: mine ? (await repo.dailyAhead(mine)) + 1 : null,
        todayCount,
        totalDays: total?.days ?? 0,
      };
    },

    async clockIn(userId: string, body: TClockInBody): Promise<TClockInResult> {
      const at = now();
      const { day, secondOfDay } = beijingMoment(at);
      assertMorningWindow(secondOfDay);
      const mood = moodOf(body.mood);
      if (mood) await textFilter(ctx).assertClean(mood, 'mood');
      if (await repo.findDay(userId, day)) throw new DomainError('CLOCK_ALREADY_TODAY');
      const row: ClockRow = { id: ctx.ids.id(), userId, day, weekKey: isoWeekKey(day), secondOfDay, mood, createdAt: at };
      let totalDays: number;
      try {
        totalDays = await ctx.db.$transaction(async (tx) => {
          const r = checkinClockRepository(tx);
          await r.create(row);
          return (await r.addToTotal(userId, day, secondOfDay, at)).days;
        });
      } catch (err) {
        // Two taps at once: the unique (userId, day) key lets one in; the other is told it is done for today.
        if (isUniqueViolation(err)) throw new DomainError('CLOCK_ALREADY_TODAY');
        throw err;
      }
      return { record: { day, secondOfDay, mood }, place: (await repo.dailyAhead(row)) + 1, totalDays };
    },

    async ranking(userId: string, q: TClockRankQuery): Promise<TClockRankPage> {
      const { skip, take } = pageArgs(q);
      const { day } = beijingMoment(now());
      if (q.kind === 'daily') {
        const [rows, total, mine] = await Promise.all([repo.dailyPage(day, skip, take), repo.countDay(day), repo.findDay(userId, day)]);
        return {
          ...pageResult(await rowsOf(rows.map(dailyItem), skip + 1, userId), total, q),
          period: day,
          periodStart: day,
          periodEnd: day,
          mine: mine ? await oneRow(dailyItem(mine), (await repo.dailyAhead(mine)) + 1, userId) : null,
        };
      }
      if (q.kind === 'weekly') {
        const week = isoWeekKey(day);
        const [groups, total] = await Promise.all([repo.weeklyPage(week, skip, take), repo.weeklyUsers(week)]);
        const item = (g: { userId: string; _count: { userId: number }; _sum: { secondOfDay: number | null } }): Rankable => ({
          userId: g.userId,
          days: g._count.userId,
          secondOfDay: averageSecond(g._sum.secondOfDay ?? 0, g._count.userId) ?? 0,
          mood: '',
        });
        const start = weekStart(day);
        return {
          ...pageResult(await rowsOf(groups.map(item), skip + 1, userId), total, q),
          period: week,
          periodStart: start,
          periodEnd: addDays(start, 6),
          mine: await weeklyMine(week, userId, item),
        };
      }
      const [totals, count] = await repo.allPage(skip, take);
      const item = (t: { userId: string; days: number; secondSum: number }): Rankable => ({ userId: t.userId, days: t.days, secondOfDay: averageSecond(t.secondSum, t.days) ?? 0, mood: '' });
      const own = await repo.total(userId);
      return {
        ...pageResult(await rowsOf(totals.map(item), skip + 1, userId), count, q),
        period: '',
        periodStart: '',
        periodEnd: '',
        mine: own && own.days > 0 ? await oneRow(item(own), (await repo.allAhead(own)) + 1, userId) : null,
      };
    },

    async data(userId: string): Promise<TClockData> {
      const { day } = beijingMoment(now());
      const days = lastDays(day, L.dataDays);
      const weeks = lastWeeks(day, L.dataWeeks);
      // biome-ignore lint/complexity/useMathMinMax: the days are YYYY-MM-DD strings: Math.min would answer NaN
      const from = days[0]! < weeks[0]!.start ? days[0]! : weeks[0]!.start;
      const [total, monthDays, earliest, rows] = await Promise.all([
        repo.total(userId),
        repo.countBetween(userId, `${day.slice(0, 7)}-01`, `${day.slice(0, 7)}-31`),
        repo.earliest(userId),
        repo.since(userId, from),
      ]);
      const byDay = new Map(rows.map((r) => [r.day, r.secondOfDay]));
      const perWeekCount = new Map<string, number>();
      for (const r of rows) perWeekCount.set(r.weekKey, (perWeekCount.get(r.weekKey) ?? 0) + 1);
      return {
        totalDays: total?.days ?? 0,
        monthDays,
        earliest: earliest ?? null,
        average: total ? averageSecond(total.secondSum, total.days) : null,
        perDay: days.map((d) => ({ day: d, secondOfDay: byDay.get(d) ?? null })),
        perWeek: weeks.map((w) => ({ week: w.week, start: w.start, count: perWeekCount.get(w.week) ?? 0 })),
      };
    },
  };

  /** The caller's weekly row: ahead are more check-ins, or as many with an earlier average (smaller sum), then ids. */
  async function weeklyMine(
    week: string,
    userId: string,
    item: (g: { userId: string; _count: { userId: number }; _sum: { secondOfDay: number | null } }) => Rankable,
  ): Promise<TClockRankRow | null> {
    const own = (await repo.weeklyOf(week, userId))[0];
    if (!own) return null;
    const rivals = await repo.weeklyAtLeast(week, own._count.userId);
    const sum = (g: typeof own) => g._sum.secondOfDay ?? 0;
    const ahead = rivals.filter(
      (g) => g._count.userId > own._count.userId || (g._count.userId === own._count.userId && (sum(g) < sum(own) || (sum(g) === sum(own) && g.userId < userId))),
    ).length;
    return oneRow(item(own), ahead + 1, userId);
  }
}
