import { defineClientArea } from '../../define-area';
import { usercentrePaths } from './usercentre.paths';

/** The usercentre area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const usercentreArea = defineClientArea({
  key: 'usercentre',
  paths: usercentrePaths,
  namespaces: ['usercentre', 'firstRun'],
  routes: () => import('./routes').then((m) => m.usercentreRoutes),
});
