import { z } from 'zod';
import { c, formPost } from '../../common/contract-builder';
import { defineArea } from '../../common/define-area';
import { DUMMY_ERRORS } from './dummy.errors';

/** A made-up area (areas.test.ts): its folder holds all it brings; the test adds it to a copy of the list. */
export const dummyArea = defineArea({
  key: 'dummy',
  errors: DUMMY_ERRORS,
  limits: { dummy: { thingsMax: 3 } },
});

export const dummyContract = c.router({
  listThings: formPost('/dummy/listThings', z.object({}), z.array(z.string()).max(dummyArea.limits.dummy.thingsMax), 'user'),
});
