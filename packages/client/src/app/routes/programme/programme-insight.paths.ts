/** Client paths of the programme area's insight part (issue 18), joined into `paths` through the area's manifest. The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
export const programmeInsightPaths = {
  annualReport: '/statistics/year',
  dataAnalysis: '/statistics/analysis',
  /** The public page of a shared annual report (no login): the link's token in the path. */
  sharedAnnualReport: (token: string) => `/statistics/year/s/${encodeURIComponent(token)}`,
  sharedAnnualReportPattern: '/statistics/year/s/:token',
};
