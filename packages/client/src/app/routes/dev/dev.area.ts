import { defineClientArea } from '../../define-area';

/** The development UI page (issue 35): its catalogue, and its route in development only (none in the build). */
export const devArea = defineClientArea({
  key: 'dev',
  paths: {},
  namespaces: ['devUi'],
});
