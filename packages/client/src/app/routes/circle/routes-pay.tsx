import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

// The pay screen asks for the transaction password (the wallet's sheet texts).
const ns = ['circlePay', 'wallet'];

/** Routes of the circle area's pay part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circlePayRoutes: RouteObject[] = [
  { path: paths.circlePayPattern, lazy: lazyScreen(() => import('./pay/pay')), handle: { title: 'circlePay:titles.payScreen', ns } },
  { path: paths.circlePayments, lazy: lazyScreen(() => import('./pay/payments')), handle: { title: 'circlePay:titles.payments', ns } },
  { path: paths.circleIncomePattern, lazy: lazyScreen(() => import('./pay/income')), handle: { title: 'circlePay:titles.income', ns } },
];
