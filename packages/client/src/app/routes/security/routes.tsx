import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Routes of the security area: passwords, phone change, WeChat binding. Each screen is a lazy chunk. */
export const securityRoutes: RouteObject[] = [
  { path: paths.passwordHome, lazy: lazy(() => import('./password-home')), handle: { title: 'security:titles.passwordHome', ns: ['account'] } },
  { path: paths.changePassword, lazy: lazy(() => import('./change-password')), handle: { title: 'security:titles.changePassword', ns: ['account'] } },
  { path: paths.forgetPassword, lazy: lazy(() => import('./forget-password')), handle: { title: 'security:titles.forgetPassword', ns: ['account'] } },
  { path: paths.setNewPassword, lazy: lazy(() => import('./set-new-password')), handle: { title: 'security:titles.setNewPassword', ns: ['account'] } },
  { path: paths.txPassword, lazy: lazy(() => import('./tx-password')), handle: { title: 'security:titles.txPassword', ns: ['account'] } },
  { path: paths.txPasswordRetrieve, lazy: lazy(() => import('./tx-password-retrieve')), handle: { title: 'security:titles.txPasswordRetrieve', ns: ['account'] } },
  { path: paths.txPasswordSuccess, lazy: lazy(() => import('./tx-password-success')), handle: { title: 'security:titles.txPasswordSuccess', ns: ['account'] } },
  { path: paths.modifyPhone, lazy: lazy(() => import('./modify-phone')), handle: { title: 'security:titles.modifyPhone', ns: ['account'] } },
  { path: paths.bindingManagement, lazy: lazy(() => import('./binding-management')), handle: { title: 'security:titles.bindingManagement', ns: ['account'] } },
];
