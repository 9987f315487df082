import { defineClientArea } from '../../define-area';
import { servicePaths } from './service.paths';

/** The service area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const serviceArea = defineClientArea({
  key: 'service',
  paths: servicePaths,
  namespaces: ['serviceChat', 'serviceComplaint', 'serviceHelp', 'serviceTickets'],
  routes: () => import('./routes').then((m) => m.serviceRoutes),
});
