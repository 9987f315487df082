import { defineClientArea } from '../../define-area';
import { activityPaths } from './activity.paths';

/** The activity area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const activityArea = defineClientArea({
  key: 'activity',
  paths: activityPaths,
  namespaces: ['activityEvents', 'activityRegistration'],
});
