import { defineClientArea } from '../../define-area';
import { circlePaths } from './circle.paths';

/** The circle area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const circleArea = defineClientArea({
  key: 'circle',
  paths: circlePaths,
  namespaces: ['circle', 'circleBulletin', 'circleManage', 'circlePay'],
  routes: () => import('./routes').then((m) => m.circleRoutes),
});
