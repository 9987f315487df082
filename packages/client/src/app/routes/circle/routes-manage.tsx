import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export, or one of its named screens. */
const lazy = <M extends Record<string, unknown>>(load: () => Promise<M>, name = 'default') =>
  async () => ({ Component: (await load())[name] as React.ComponentType });
const ns = ['circleManage'];
const h = (title: string) => ({ title: `circleManage:titles.${title}`, ns });

/** Routes of the circle area's manage part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circleManageRoutes: RouteObject[] = [
  { path: paths.circleManagePattern, lazy: lazy(() => import('./manage/manage-home')), handle: h('manage') },
  { path: paths.editCircleNamePattern, lazy: lazy(() => import('./manage/edit')), handle: h('editName') },
  { path: paths.circleDescribePattern, lazy: lazy(() => import('./manage/edit'), 'CircleDescribeRoute'), handle: h('describe') },
  { path: paths.circleHonourPattern, lazy: lazy(() => import('./manage/edit'), 'CircleHonourRoute'), handle: h('honour') },
  { path: paths.circleMemberPattern, lazy: lazy(() => import('./manage/members')), handle: h('members') },
  { path: paths.circleMembersPattern, lazy: lazy(() => import('./manage/circle-members')), handle: h('circleMembers') },
  { path: paths.circleAdminPattern, lazy: lazy(() => import('./manage/admins')), handle: h('admins') },
  { path: paths.circleAdminAddPattern, lazy: lazy(() => import('./manage/admins'), 'CircleAdminAddRoute'), handle: h('adminAdd') },
  { path: paths.circleAdminDelPattern, lazy: lazy(() => import('./manage/admins'), 'CircleAdminDelRoute'), handle: h('adminDel') },
  { path: paths.circleJurisdictionPattern, lazy: lazy(() => import('./manage/jurisdiction')), handle: h('jurisdiction') },
  { path: paths.circleTransferPattern, lazy: lazy(() => import('./manage/transfer')), handle: h('transfer') },
];
