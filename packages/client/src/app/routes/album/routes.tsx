import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Routes of the album area (module 46); each screen is a lazy chunk. */
export const albumRoutes: RouteObject[] = [
  { path: paths.albums, lazy: lazy(() => import('./albums')), handle: { title: 'album:titles.albums' } },
  { path: paths.albumPattern, lazy: lazy(() => import('./album-photos')), handle: { title: 'album:titles.photos' } },
];
