import { defineClientArea } from '../../define-area';
import { cardPaths } from './card.paths';

/** The card area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const cardArea = defineClientArea({
  key: 'card',
  paths: cardPaths,
  namespaces: ['card'],
});
