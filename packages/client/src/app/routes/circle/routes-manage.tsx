import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['circleManage'];
const h = (title: string) => ({ title: `circleManage:titles.${title}`, ns });

/** Routes of the circle area's manage part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circleManageRoutes: RouteObject[] = [
  { path: paths.circleManagePattern, lazy: lazyScreen(() => import('./manage/manage-home')), handle: h('manage') },
  { path: paths.editCircleNamePattern, lazy: lazyScreen(() => import('./manage/edit')), handle: h('editName') },
  { path: paths.circleDescribePattern, lazy: lazyScreen(() => import('./manage/edit'), 'CircleDescribeRoute'), handle: h('describe') },
  { path: paths.circleHonourPattern, lazy: lazyScreen(() => import('./manage/edit'), 'CircleHonourRoute'), handle: h('honour') },
  { path: paths.circleMemberPattern, lazy: lazyScreen(() => import('./manage/members')), handle: h('members') },
  { path: paths.circleMembersPattern, lazy: lazyScreen(() => import('./manage/circle-members')), handle: h('circleMembers') },
  { path: paths.circleAdminPattern, lazy: lazyScreen(() => import('./manage/admins')), handle: h('admins') },
  { path: paths.circleAdminAddPattern, lazy: lazyScreen(() => import('./manage/admins'), 'CircleAdminAddRoute'), handle: h('adminAdd') },
  { path: paths.circleAdminDelPattern, lazy: lazyScreen(() => import('./manage/admins'), 'CircleAdminDelRoute'), handle: h('adminDel') },
  { path: paths.circleJurisdictionPattern, lazy: lazyScreen(() => import('./manage/jurisdiction')), handle: h('jurisdiction') },
  { path: paths.circleTransferPattern, lazy: lazyScreen(() => import('./manage/transfer')), handle: h('transfer') },
];
