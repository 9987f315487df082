import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = <M extends Record<string, unknown>>(load: () => Promise<M>, name = 'default') =>
  async () => ({ Component: (await load())[name] as React.ComponentType });
const ns = ['networkCompany'];
const h = (title: string) => ({ title: `networkCompany:titles.${title}`, ns });

/** Routes of the network's company part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkCompanyRoutes: RouteObject[] = [
  { path: paths.myCompany, lazy: lazy(() => import('./company/my-company')), handle: h('myCompany') },
  { path: paths.companyManage, lazy: lazy(() => import('./company/manage-list')), handle: h('manage') },
];
