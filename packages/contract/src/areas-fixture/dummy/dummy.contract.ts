import { z } from 'zod';
import { c, formPost } from '../../common/contract-builder';
import { ZDummyThings } from './dummy.schemas';

/** A made-up area's calls (areas.test.ts). */
export const dummyContract = c.router({
  listThings: formPost('/dummy/listThings', z.object({}), ZDummyThings, 'user'),
});
