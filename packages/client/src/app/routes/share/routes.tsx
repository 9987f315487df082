import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

/** Routes of the share area; each screen is a lazy chunk. The public card page itself is in the app router. */
export const shareRoutes: RouteObject[] = [
  { path: paths.qrCode, lazy: lazyScreen(() => import('./qr-code')), handle: { title: 'share:titles.qrCode' } },
  { path: paths.qrDownloadCenter, lazy: lazyScreen(() => import('./qr-download-center')), handle: { title: 'share:titles.qrDownloadCenter' } },
  { path: paths.cardExports, lazy: lazyScreen(() => import('./card-exports')), handle: { title: 'shareExports:titles.exports' } },
];
