import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lazy-screen';

/**
 * Development-only screens: the UI page of issue 35. The condition is here, around the array itself, so the
 * production build drops the array and the page's dynamic import with it (a condition only where the array is used
 * would leave the call to lazyScreen, and so the page's chunk, in the build).
 */
export const devRoutes: RouteObject[] = import.meta.env.DEV ? [{ path: '/dev/ui', lazy: lazyScreen(() => import('./ui')), handle: { title: 'devUi:title', ns: ['devUi', 'wallet'] } }] : [];
