import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeDealer'];
const h = (title: string) => ({ title: `programmeDealer:titles.${title}`, ns });

/** Routes of the programme area's dealer part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeDealerRoutes: RouteObject[] = [
  { path: paths.dealerHome, lazy: lazyScreen(() => import('./dealer/dealerHome')), handle: h('dealerHome') },
  { path: paths.custodyIndex, lazy: lazyScreen(() => import('./dealer/custodyIndex')), handle: h('custodyIndex') },
];
