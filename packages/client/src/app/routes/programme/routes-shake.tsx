import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeShake'];
const h = (title: string) => ({ title: `programmeShake:titles.${title}`, ns });

/** Routes of the programme area's shake part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeShakeRoutes: RouteObject[] = [
  { path: paths.shakeHome, lazy: lazyScreen(() => import('./shake/shakeHome')), handle: h('shakeHome') },
  { path: paths.roleIndex, lazy: lazyScreen(() => import('./shake/roleIndex')), handle: h('roleIndex') },
];
