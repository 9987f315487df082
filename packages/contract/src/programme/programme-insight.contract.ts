import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import {
  ZAnnualReport,
  ZAnnualShare,
  ZAnnualShareBody,
  ZAnnualShareRevoked,
  ZAnnualYearBody,
  ZSharedAnnualQuery,
  ZSharedAnnualReport,
  ZVisitAnalysis,
  ZVisitAnalysisBody,
} from './programme-insight.schemas';

/** Module 45 (dataAnalysis) is advanced: the permission guard answers MODULE_LOCKED without VIP or an unlock. */
const ANALYSIS_MODULE = { module: 45 } as const;

/**
 * Programmes and small modules, insight part (issue 18): annual report (/annual/*, screen /statistics/year) as a shareable page with charts, and module 45 data analysis of card visits with charts.
 * The spec names the /annual/ group only; every call name here is ours. The report is always the caller's own;
 * a shared one is read by its link's token alone (public, no session read).
 */
export const programmeInsightContract = c.router(
  {
    findAnnualReport: formPost('/annual/findAnnualReport.xhtml', ZAnnualYearBody, ZAnnualReport, 'user', {
      summary:
        "Ours: the caller's year (default the current Beijing year): card visits per month, unique visitors, busiest month and day, first visitor, exchanges, circles, videos, pages; a year before registration or in the future answers ANNUAL_YEAR_OUT_OF_RANGE",
    }),
    shareAnnualReport: formPost('/annual/shareAnnualReport.xhtml', ZAnnualShareBody, ZAnnualShare, 'user', {
      summary:
        "Ours: makes a share link of the caller's year (an opaque token, shown once) holding the figures as they are now; an older link of that year is revoked. No reward of any kind for sharing",
    }),
    revokeAnnualReportShare: formPost('/annual/revokeAnnualReportShare.xhtml', ZAnnualShareBody, ZAnnualShareRevoked, 'user', {
      summary: "Ours: revokes the caller's live link of that year (revoked false when there was none); the link then answers ANNUAL_SHARE_NOT_FOUND",
    }),
    getSharedAnnualReport: {
      method: 'GET',
      path: '/annual/getSharedAnnualReport.xhtml',
      query: ZSharedAnnualQuery,
      metadata: meta('public'),
      responses: { 200: envelope(ZSharedAnnualReport) },
      summary:
        "Ours: the public page of a shared year: the owner's card name and avatar and the figures, no visitor names, phone numbers or ids; an unknown or revoked token answers ANNUAL_SHARE_NOT_FOUND",
    },
    findVisitAnalysis: formPost('/dataAnalysis/findVisitAnalysis.xhtml', ZVisitAnalysisBody, ZVisitAnalysis, 'user', {
      needs: ANALYSIS_MODULE,
      summary: 'Ours (module 45): card visits over the last 7, 30 or 90 Beijing days: per day with unique visitors, per hour of day, what visitors did, new and returning visitors',
    }),
  },
  { commonResponses },
);
