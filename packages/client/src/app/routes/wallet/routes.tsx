import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Routes of the wallet area (issue 11): wallet, withdrawals, golden keys, spokesperson; each screen a lazy chunk. */
export const walletRoutes: RouteObject[] = [
  { path: paths.wallet, lazy: lazy(() => import('./wallet-home')), handle: { title: 'wallet:titles.wallet' } },
  { path: paths.withdraw, lazy: lazy(() => import('./withdraw')), handle: { title: 'wallet:titles.withdraw' } },
  { path: paths.walletBindWechat, lazy: lazy(() => import('./bind-wechat')), handle: { title: 'wallet:titles.bindWechat' } },
  { path: paths.frozenList, lazy: lazy(() => import('./frozen-list')), handle: { title: 'wallet:titles.frozenList' } },
  { path: paths.frozenBills, lazy: lazy(() => import('./frozen-bills')), handle: { title: 'wallet:titles.frozenBills' } },
  { path: paths.billingDetails, lazy: lazy(() => import('./billing-details')), handle: { title: 'wallet:titles.billingDetails' } },
  { path: paths.spokesman, lazy: lazy(() => import('./spokesman')), handle: { title: 'wallet:titles.spokesman' } },
  { path: paths.spokesperson, lazy: lazy(() => import('./spokesperson')), handle: { title: 'wallet:titles.spokesperson' } },
  { path: paths.goldenKeys, lazy: lazy(() => import('./golden-keys')), handle: { title: 'wallet:titles.goldenKeys' } },
];
