import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export. */
const lazy = <M extends { default: React.ComponentType }>(load: () => Promise<M>) => async () => ({ Component: (await load()).default });
const ns = ['networkRadar'];
const h = (title: string) => ({ title: `networkRadar:titles.${title}`, ns });

/** Routes of the network's radar part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkRadarRoutes: RouteObject[] = [
  { path: paths.radar, lazy: lazy(() => import('./radar/radar-home')), handle: h('radar') },
  { path: paths.radarVisitorPattern, lazy: lazy(() => import('./radar/radar-visitor')), handle: h('visitor') },
  { path: paths.advisoryPattern, lazy: lazy(() => import('./radar/advisory-form')), handle: h('advisory') },
];
