import { defineClientArea } from '../../define-area';
import { activityPaths } from './activity.paths';

/** The activity area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const activityArea = defineClientArea({
  key: 'activity',
  paths: activityPaths,
  namespaces: ['activityEvents', 'activityRegistration'],
  routes: () => import('./routes').then((m) => m.activityRoutes),
});
