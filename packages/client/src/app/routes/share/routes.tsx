import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Routes of the share area; each screen is a lazy chunk. The public card page itself is in the app router. */
export const shareRoutes: RouteObject[] = [
  { path: paths.qrCode, lazy: lazy(() => import('./qr-code')), handle: { title: 'share:titles.qrCode' } },
  { path: paths.qrDownloadCenter, lazy: lazy(() => import('./qr-download-center')), handle: { title: 'share:titles.qrDownloadCenter' } },
];
