import { defineClientArea } from '../../define-area';
import { walletPaths } from './wallet.paths';

/** The wallet area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const walletArea = defineClientArea({
  key: 'wallet',
  paths: walletPaths,
  namespaces: ['wallet'],
  routes: () => import('./routes').then((m) => m.walletRoutes),
});
