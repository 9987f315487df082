import { defineClientArea } from '../../define-area';
import { walletPaths } from './wallet.paths';

/** The wallet area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const walletArea = defineClientArea({
  key: 'wallet',
  paths: walletPaths,
  namespaces: ['wallet'],
});
