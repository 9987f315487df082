import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
// Screens of this area show the VIP badge of the account area too.
const ns = ['vip', 'account'];

/** Routes of the vip area (issue 11): editions, orders, payment, refunds, registration offers; each screen a lazy chunk. */
export const vipRoutes: RouteObject[] = [
  { path: paths.vipCentre, lazy: lazy(() => import('./vip-centre')), handle: { title: 'vip:titles.vipCentre', ns } },
  { path: paths.enterprise, lazy: lazy(() => import('./enterprise')), handle: { title: 'vip:titles.enterprise', ns } },
  { path: paths.moreEditions, lazy: lazy(() => import('./set-meal')), handle: { title: 'vip:titles.setMeal', ns: ['vip', 'security'] } },
  { path: paths.printedCards, lazy: lazy(() => import('./printed-cards')), handle: { title: 'vip:titles.printedCards', ns } },
  { path: paths.vipPayPattern, lazy: lazy(() => import('./pay')), handle: { title: 'vip:titles.pay', ns: ['vip', 'security'] } },
  { path: paths.paySuccessPattern, lazy: lazy(() => import('./pay-result')), handle: { title: 'vip:titles.payResult', ns } },
  { path: paths.myOrders, lazy: lazy(() => import('./orders')), handle: { title: 'vip:titles.orders', ns } },
  {
    path: paths.refundHome, lazy: lazy(() => import('./refunds')), handle: { title: 'vip:titles.refunds', ns },
    children: [
      { index: true, element: <Navigate to={paths.refundTab('notRefund')} replace /> },
      // The spec's two children, notRefund and refunded; the list checks the name.
      { path: ':tab', lazy: lazy(() => import('./refund-list')) },
    ],
  },
  { path: paths.refundApplyPattern, lazy: lazy(() => import('./refund-apply')), handle: { title: 'vip:titles.refundApply', ns } },
  { path: paths.registerVip, lazy: lazy(() => import('./register-vip')), handle: { title: 'vip:titles.registerVip', ns } },
  { path: paths.refundAdmin, lazy: lazy(() => import('./refund-admin')), handle: { title: 'vip:titles.refundAdmin', ns } },
];
