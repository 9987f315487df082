import { defineClientArea } from '../../define-area';
import { programmePaths } from './programme.paths';

/** The programme area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const programmeArea = defineClientArea({
  key: 'programme',
  paths: programmePaths,
  namespaces: ['programmeHub', 'programmeCheckin', 'programmeDealer', 'programmeInsight', 'programmePersona', 'programmePromotion', 'programmeShake', 'programmeSms'],
});
