import { defineClientArea } from '../../define-area';
import { cardPaths } from './card.paths';

/** The card area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const cardArea = defineClientArea({
  key: 'card',
  paths: cardPaths,
  namespaces: ['card'],
  routes: () => import('../acc/card-edit-routes').then((m) => m.cardEditRoutes),
});
