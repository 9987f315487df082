import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['contentCases'];
const h = (title: string) => ({ title: `contentCases:titles.${title}`, ns });

/** Routes of the content area's cases part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentCasesRoutes: RouteObject[] = [
  { path: paths.myCases, lazy: lazyScreen(() => import('./cases/my-cases')), handle: h('myCases') },
  { path: paths.caseNew, lazy: lazyScreen(() => import('./cases/case-form')), handle: h('newCase') },
  { path: paths.caseEditPattern, lazy: lazyScreen(() => import('./cases/case-form')), handle: h('editCase') },
  { path: paths.caseShowPattern, lazy: lazyScreen(() => import('./cases/case-show')), handle: h('showCase') },
  { path: paths.cardCasesPattern, lazy: lazyScreen(() => import('./cases/card-cases')), handle: h('cardCases') },
  { path: paths.caseSearch, lazy: lazyScreen(() => import('./cases/card-cases'), 'CaseSearchRoute'), handle: h('search') },
  { path: paths.forbiddenCases, lazy: lazyScreen(() => import('./cases/forbidden-cases')), handle: h('forbidden') },
  { path: paths.caseAudit, lazy: lazyScreen(() => import('./cases/case-audit')), handle: h('audit') },
];
