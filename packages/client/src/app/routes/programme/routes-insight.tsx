import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeInsight'];
const h = (title: string) => ({ title: `programmeInsight:titles.${title}`, ns });

/** Routes of the programme area's insight part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeInsightRoutes: RouteObject[] = [
  { path: paths.annualReport, lazy: lazyScreen(() => import('./insight/annual-report')), handle: h('annualReport') },
  // The module's unlock panel (usercentre's, issue 31) speaks the usercentre catalogue.
  { path: paths.dataAnalysis, lazy: lazyScreen(() => import('./insight/data-analysis')), handle: { ...h('dataAnalysis'), ns: [...ns, 'usercentre'] } },
  { path: paths.sharedAnnualReportPattern, lazy: lazyScreen(() => import('./insight/shared-report')), handle: h('sharedReport') },
];
