import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeDealer'];
const h = (title: string) => ({ title: `programmeDealer:titles.${title}`, ns });

/** Routes of the programme area's dealer part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeDealerRoutes: RouteObject[] = [
  { path: paths.dealerHome, lazy: lazyScreen(() => import('./dealer/dealer-home')), handle: h('dealerHome') },
  { path: paths.custodyIndex, lazy: lazyScreen(() => import('./dealer/custody-index')), handle: h('custodyIndex') },
  { path: paths.openDealer, lazy: lazyScreen(() => import('./dealer/open-dealer')), handle: h('openDealer') },
  { path: paths.dealerIndex, lazy: lazyScreen(() => import('./dealer/index')), handle: h('dealerIndex') },
  { path: paths.dealerWithdrawal, lazy: lazyScreen(() => import('./dealer/withdrawal')), handle: h('dealerWithdrawal') },
  { path: paths.custodyHome, lazy: lazyScreen(() => import('./dealer/custody-home')), handle: h('custodyHome') },
  { path: paths.searchCustody, lazy: lazyScreen(() => import('./dealer/search-custody')), handle: h('searchCustody') },
  { path: paths.custodyPosterEdit, lazy: lazyScreen(() => import('./dealer/custody-poster-edit')), handle: h('custodyPosterEdit') },
  { path: paths.custodyRequest, lazy: lazyScreen(() => import('./dealer/custody-request')), handle: h('custodyRequest') },
  { path: paths.custodyCard, lazy: lazyScreen(() => import('./dealer/custody-card')), handle: h('custodyCard') },
  { path: paths.custodyAgent, lazy: lazyScreen(() => import('./dealer/custody-agent')), handle: h('custodyAgent') },
];
