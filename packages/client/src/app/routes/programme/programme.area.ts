import { defineClientArea } from '../../define-area';
import { programmePaths } from './programme.paths';

/** The programme area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const programmeArea = defineClientArea({
  key: 'programme',
  paths: programmePaths,
  namespaces: ['programmeHub', 'programmeCheckin', 'programmeDealer', 'programmeInsight', 'programmePersona', 'programmePromotion', 'programmeShake', 'programmeSms'],
  routes: () => import('./routes').then((m) => m.programmeRoutes),
});
