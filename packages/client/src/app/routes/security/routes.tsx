import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

/** Routes of the security area: passwords, phone change, WeChat binding. Each screen is a lazy chunk. */
export const securityRoutes: RouteObject[] = [
  { path: paths.passwordHome, lazy: lazyScreen(() => import('./password-home')), handle: { title: 'security:titles.passwordHome', ns: ['account'] } },
  { path: paths.changePassword, lazy: lazyScreen(() => import('./change-password')), handle: { title: 'security:titles.changePassword', ns: ['account'] } },
  { path: paths.forgetPassword, lazy: lazyScreen(() => import('./forget-password')), handle: { title: 'security:titles.forgetPassword', ns: ['account'] } },
  { path: paths.setNewPassword, lazy: lazyScreen(() => import('./set-new-password')), handle: { title: 'security:titles.setNewPassword', ns: ['account'] } },
  { path: paths.txPassword, lazy: lazyScreen(() => import('./tx-password')), handle: { title: 'security:titles.txPassword', ns: ['account'] } },
  { path: paths.txPasswordRetrieve, lazy: lazyScreen(() => import('./tx-password-retrieve')), handle: { title: 'security:titles.txPasswordRetrieve', ns: ['account'] } },
  { path: paths.txPasswordSuccess, lazy: lazyScreen(() => import('./tx-password-success')), handle: { title: 'security:titles.txPasswordSuccess', ns: ['account'] } },
  { path: paths.modifyPhone, lazy: lazyScreen(() => import('./modify-phone')), handle: { title: 'security:titles.modifyPhone', ns: ['account'] } },
  { path: paths.wxAuthorized, lazy: lazyScreen(() => import('./wx-authorized')), handle: { title: 'security:titles.wxAuthorized', ns: ['account'] } },
  { path: paths.bindingManagement, lazy: lazyScreen(() => import('./binding-management')), handle: { title: 'security:titles.bindingManagement', ns: ['account'] } },
];
