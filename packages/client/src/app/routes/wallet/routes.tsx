import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

/** Routes of the wallet area (issue 11): wallet, withdrawals, golden keys, spokesperson; each screen a lazy chunk. */
export const walletRoutes: RouteObject[] = [
  { path: paths.wallet, lazy: lazyScreen(() => import('./wallet-home')), handle: { title: 'wallet:titles.wallet' } },
  { path: paths.withdraw, lazy: lazyScreen(() => import('./withdraw')), handle: { title: 'wallet:titles.withdraw' } },
  { path: paths.walletBindWechat, lazy: lazyScreen(() => import('./bind-wechat')), handle: { title: 'wallet:titles.bindWechat' } },
  { path: paths.frozenList, lazy: lazyScreen(() => import('./frozen-list')), handle: { title: 'wallet:titles.frozenList' } },
  { path: paths.frozenBills, lazy: lazyScreen(() => import('./frozen-bills')), handle: { title: 'wallet:titles.frozenBills' } },
  { path: paths.billingDetails, lazy: lazyScreen(() => import('./billing-details')), handle: { title: 'wallet:titles.billingDetails' } },
  { path: paths.spokesman, lazy: lazyScreen(() => import('./spokesman')), handle: { title: 'wallet:titles.spokesman' } },
  { path: paths.spokesperson, lazy: lazyScreen(() => import('./spokesperson')), handle: { title: 'wallet:titles.spokesperson' } },
  { path: paths.goldenKeys, lazy: lazyScreen(() => import('./golden-keys')), handle: { title: 'wallet:titles.goldenKeys' } },
];
