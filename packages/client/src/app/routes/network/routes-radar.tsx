import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['networkRadar'];
const h = (title: string) => ({ title: `networkRadar:titles.${title}`, ns });

/** Routes of the network's radar part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkRadarRoutes: RouteObject[] = [
  { path: paths.radar, lazy: lazyScreen(() => import('./radar/radar-home')), handle: h('radar') },
  { path: paths.radarVisitorPattern, lazy: lazyScreen(() => import('./radar/radar-visitor')), handle: h('visitor') },
  { path: paths.advisoryPattern, lazy: lazyScreen(() => import('./radar/advisory-form')), handle: h('advisory') },
  // Share back (issue 34): a visitor's form from the public card, and the withdraw link of its confirmation.
  { path: paths.shareBackPattern, lazy: lazyScreen(() => import('./shareback/share-back')), handle: { title: 'networkShareBack:titles.shareBack', ns: ['networkShareBack'] } },
  { path: paths.shareBackWithdraw, lazy: lazyScreen(() => import('./shareback/share-back-withdraw')), handle: { title: 'networkShareBack:titles.withdraw', ns: ['networkShareBack'] } },
];
