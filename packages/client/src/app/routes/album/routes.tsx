import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

/** Routes of the album area (module 46); each screen is a lazy chunk. */
export const albumRoutes: RouteObject[] = [
  { path: paths.albums, lazy: lazyScreen(() => import('./albums')), handle: { title: 'album:titles.albums' } },
  { path: paths.albumPattern, lazy: lazyScreen(() => import('./album-photos')), handle: { title: 'album:titles.photos' } },
];
