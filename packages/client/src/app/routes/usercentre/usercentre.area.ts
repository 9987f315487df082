import { defineClientArea } from '../../define-area';
import { usercentrePaths } from './usercentre.paths';

/** The usercentre area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const usercentreArea = defineClientArea({
  key: 'usercentre',
  paths: usercentrePaths,
  namespaces: ['usercentre', 'firstRun'],
});
