import { defineClientArea } from '../../define-area';
import { servicePaths } from './service.paths';

/** The service area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const serviceArea = defineClientArea({
  key: 'service',
  paths: servicePaths,
  namespaces: ['serviceChat', 'serviceComplaint', 'serviceHelp', 'serviceTickets'],
});
