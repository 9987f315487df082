import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['networkCompany'];
const h = (title: string) => ({ title: `networkCompany:titles.${title}`, ns });

/** Routes of the network's company part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkCompanyRoutes: RouteObject[] = [
  { path: paths.myCompany, lazy: lazyScreen(() => import('./company/my-company')), handle: h('myCompany') },
  { path: paths.companyManage, lazy: lazyScreen(() => import('./company/manage-list')), handle: h('manage') },
  { path: paths.companyCreate, lazy: lazyScreen(() => import('./company/create-company')), handle: h('create') },
  { path: paths.companyInvitePattern, lazy: lazyScreen(() => import('./company/company-invite')), handle: h('invite') },
];
