import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

// Screens of this area show the VIP badge of the account area too.
const ns = ['vip', 'account'];

/** Routes of the orders area (issue 11): editions, orders, payment, refunds, registration offers; each screen a lazy chunk. */
export const ordersRoutes: RouteObject[] = [
  { path: paths.vipCentre, lazy: lazyScreen(() => import('./vip-centre')), handle: { title: 'vip:titles.vipCentre', ns } },
  { path: paths.enterprise, lazy: lazyScreen(() => import('./enterprise')), handle: { title: 'vip:titles.enterprise', ns } },
  { path: paths.moreEditions, lazy: lazyScreen(() => import('./set-meal')), handle: { title: 'vip:titles.setMeal', ns: ['vip', 'security'] } },
  { path: paths.printedCards, lazy: lazyScreen(() => import('./printed-cards')), handle: { title: 'vip:titles.printedCards', ns } },
  { path: paths.vipPayPattern, lazy: lazyScreen(() => import('./pay')), handle: { title: 'vip:titles.pay', ns: ['vip', 'security'] } },
  { path: paths.paySuccessPattern, lazy: lazyScreen(() => import('./pay-result')), handle: { title: 'vip:titles.payResult', ns } },
  { path: paths.myOrders, lazy: lazyScreen(() => import('./orders')), handle: { title: 'vip:titles.orders', ns } },
  {
    path: paths.refundHome,
    lazy: lazyScreen(() => import('./refunds')),
    handle: { title: 'vip:titles.refunds', ns },
    children: [
      { index: true, element: <Navigate to={paths.refundTab('notRefund')} replace /> },
      // The spec's two children, notRefund and refunded; the list checks the name.
      { path: ':tab', lazy: lazyScreen(() => import('./refund-list')) },
    ],
  },
  { path: paths.refundApplyPattern, lazy: lazyScreen(() => import('./refund-apply')), handle: { title: 'vip:titles.refundApply', ns } },
  { path: paths.registerVip, lazy: lazyScreen(() => import('./register-vip')), handle: { title: 'vip:titles.registerVip', ns } },
  { path: paths.refundAdmin, lazy: lazyScreen(() => import('./refund-admin')), handle: { title: 'vip:titles.refundAdmin', ns } },
];
