import { defineClientArea } from '../../define-area';
import { circlePaths } from './circle.paths';

/** The circle area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const circleArea = defineClientArea({
  key: 'circle',
  paths: circlePaths,
  namespaces: ['circle', 'circleBulletin', 'circleManage', 'circlePay'],
});
