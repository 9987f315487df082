import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export, or one of its named screens. */
const lazy = <M extends Record<string, unknown>>(load: () => Promise<M>, name = 'default') =>
  async () => ({ Component: (await load())[name] as React.ComponentType });
const ns = ['contentCases'];
const h = (title: string) => ({ title: `contentCases:titles.${title}`, ns });

/** Routes of the content area's cases part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentCasesRoutes: RouteObject[] = [
  { path: paths.myCases, lazy: lazy(() => import('./cases/my-cases')), handle: h('myCases') },
  { path: paths.caseNew, lazy: lazy(() => import('./cases/case-form')), handle: h('newCase') },
  { path: paths.caseEditPattern, lazy: lazy(() => import('./cases/case-form')), handle: h('editCase') },
  { path: paths.caseShowPattern, lazy: lazy(() => import('./cases/case-show')), handle: h('showCase') },
  { path: paths.cardCasesPattern, lazy: lazy(() => import('./cases/card-cases')), handle: h('cardCases') },
  { path: paths.caseSearch, lazy: lazy(() => import('./cases/card-cases'), 'CaseSearchRoute'), handle: h('search') },
  { path: paths.forbiddenCases, lazy: lazy(() => import('./cases/forbidden-cases')), handle: h('forbidden') },
  { path: paths.caseAudit, lazy: lazy(() => import('./cases/case-audit')), handle: h('audit') },
];
