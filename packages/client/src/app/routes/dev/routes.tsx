import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lazy-screen';

/** Development-only screens (area-routes adds them under import.meta.env.DEV): the UI page of issue 35. */
export const devRoutes: RouteObject[] = [
  { path: '/dev/ui', lazy: lazyScreen(() => import('./ui')), handle: { title: 'devUi:title', ns: ['devUi', 'wallet'] } },
];
