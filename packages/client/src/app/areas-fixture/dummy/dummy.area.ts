import { defineClientArea } from '../../define-area';
import { dummyPaths } from './dummy.paths';

/** A made-up area (app/areas.test.ts): the test adds it to a copy of the list of areas. */
export const dummyArea = defineClientArea({
  key: 'dummy',
  paths: dummyPaths,
  namespaces: ['dummy'],
});
