import { defineTables } from '../../common/define-area';
import { DUMMY_ERRORS } from './dummy.errors';

/** A made-up area's tables (areas.test.ts): its codes and limits, light, as a new area writes them in its folder. */
export const dummyTables = defineTables({
  key: 'dummy',
  errors: DUMMY_ERRORS,
  limits: { dummy: { thingsMax: 3 } },
});
