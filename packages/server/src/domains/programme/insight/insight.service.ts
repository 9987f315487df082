import { createHash, randomBytes } from 'node:crypto';
import { LIMITS, ZAnnualFigures, type TAnnualFigures, type TAnnualReport, type TAnnualShare, type TSharedAnnualReport, type TVisitAnalysis } from '@card/contract';
import type { AppContext } from '../../../context';
import { facesOf } from '../../../core/people';
import { DomainError } from '../../../lib/domain-error';
import { settledVisits } from '../../card';
import { insightReadsRepository } from './insight-reads.repository';
import { insightShareRepository } from './insight-share.repository';
import { actionMix, analysisRange, analysisSeries, beijingYearOf, isAnalysisRange, reportYears, yearRange, yearSeries } from './insight.rules';

/** Only the token's hash is stored: the table never holds a usable link. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The annual report and module 45's visit analysis. Both read other areas' tables through the part's own read-only
 * repository, after the card's waiting visits are written (settledVisits), so a visit already answered is counted.
 * The report is always the caller's own; another person's year is readable only through a live share link, whose
 * stored snapshot holds the public figures alone (counts and series: no visitor's face, phone or id).
 */
export function insightService(ctx: AppContext) {
  const reads = insightReadsRepository(ctx.db);
  const shares = insightShareRepository(ctx.db);
  const now = () => ctx.clock.now();

  /** The years the user may ask for; a year outside them answers ANNUAL_YEAR_OUT_OF_RANGE. */
  async function checkedYear(userId: string, year: number | undefined) {
    const at = now();
    const registeredAt = await reads.registeredAt(userId);
    const years = reportYears(registeredAt ?? at, at);
    const asked = year ?? beijingYearOf(at);
    if (!years.includes(asked)) throw new DomainError('ANNUAL_YEAR_OUT_OF_RANGE', { field: 'year' });
    return { year: asked, years };
  }

  async function figuresOf(userId: string, year: number): Promise<TAnnualFigures> {
    const { start, end } = yearRange(year);
    await settledVisits(ctx);
    const [buckets, uniqueVisitors, exchanges, circles, videos, pages] = await Promise.all([
      reads.visitBuckets(userId, start, end),
      reads.uniqueVisitors(userId, start, end),
      reads.exchanges(userId, start, end),
      reads.circles(userId, start, end),
      reads.videos(userId, start, end),
      reads.pagesPublished(userId, start, end),
    ]);
    const s = yearSeries(buckets);
    return {
      year,
      visits: { total: s.total, uniqueVisitors, perMonth: s.perMonth },
      busiestMonth: s.busiestMonth,
      busiestDay: s.busiestDay,
      exchanges: { total: exchanges.sent + exchanges.received, ...exchanges },
      circles,
      videos,
      pages: { published: pages },
    };
  }

  async function firstVisitorOf(userId: string, year: number): Promise<TAnnualReport['firstVisitor']> {
    const { start, end } = yearRange(year);
    const first = await reads.firstVisit(userId, start, end);
    if (!first) return null;
    const at = first.createdAt.toISOString();
    const face = first.visitorId ? (await facesOf(ctx.db, [first.visitorId])).face(first.visitorId) : null;
    if (!face?.phoneIdEcr) return { at, anonymous: true, phoneIdEcr: '', name: '', avatarUrl: null };
    return { at, anonymous: false, ...face };
  }

  return {
    async report(userId: string, asked?: number): Promise<TAnnualReport> {
      const { year, years } = await checkedYear(userId, asked);
      const [figures, firstVisitor, live] = await Promise.all([figuresOf(userId, year), firstVisitorOf(userId, year), shares.liveOf(userId, year)]);
      return { ...figures, years, firstVisitor, share: live ? { createdAt: live.createdAt.toISOString() } : null };
    },

    /** A new link of the year with the figures as they are now; older links of the year are revoked in the same transaction. */
    async share(userId: string, asked: number): Promise<TAnnualShare> {
      const { year } = await checkedYear(userId, asked);
      const figures = ZAnnualFigures.parse(await figuresOf(userId, year));
      const token = randomBytes(LIMITS.programmeInsight.shareTokenBytes).toString('base64url');
      const at = now();
      await ctx.db.$transaction(async (tx) => {
        const r = insightShareRepository(tx);
        await r.revoke(userId, year, at);
        await r.create({ id: ctx.ids.id(), userId, year, tokenHash: hashOf(token), snapshot: JSON.stringify(figures), createdAt: at });
      });
      return { year, token, createdAt: at.toISOString() };
    },

    async revoke(userId: string, asked: number) {
      const { year } = await checkedYear(userId, asked);
      return { year, revoked: (await shares.revoke(userId, year, now())) > 0 };
    },

    /** The public page: the owner's card name and avatar (read now) and the snapshot; unknown or revoked answers not-found. */
    async shared(token: string): Promise<TSharedAnnualReport> {
      const row = await shares.byTokenHash(hashOf(token));
      if (!row) throw new DomainError('ANNUAL_SHARE_NOT_FOUND', { field: 'token' });
      const face = (await facesOf(ctx.db, [row.userId])).face(row.userId);
      return { name: face.name, avatarUrl: face.avatarUrl, figures: ZAnnualFigures.parse(JSON.parse(row.snapshot)), sharedAt: row.createdAt.toISOString() };
    },

    async analysis(userId: string, days: number): Promise<TVisitAnalysis> {
      if (!isAnalysisRange(days)) throw new DomainError('ANALYSIS_RANGE_INVALID', { field: 'days' });
      const { start, end, dayKeys } = analysisRange(days, now());
      await settledVisits(ctx);
      const [buckets, perDayVisitors, uniqueVisitors, newVisitors, actions] = await Promise.all([
        reads.visitBuckets(userId, start, end),
        reads.visitorsPerDay(userId, start, end),
        reads.uniqueVisitors(userId, start, end),
        reads.newVisitors(userId, start, end),
        reads.actions(userId, start, end),
      ]);
      const { perDay, byHour } = analysisSeries(dayKeys, buckets, perDayVisitors);
      return {
        days,
        from: dayKeys[0],
        to: dayKeys[dayKeys.length - 1],
        totalVisits: byHour.reduce((a, b) => a + b, 0),
        uniqueVisitors,
        newVisitors,
        returningVisitors: uniqueVisitors - newVisitors,
        perDay,
        byHour,
        byAction: actionMix(actions),
      };
    },
  };
}
