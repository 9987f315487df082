import { e, type CatalogueEntry } from '../../common/error-entry';

/** A made-up area's codes (areas.test.ts): what a new area writes in its own folder. */
export const DUMMY_ERRORS = {
  DUMMY_THING_MISSING: e(1999001, 404, '没有这个示例', 'There is no such dummy thing'),
} as const satisfies Record<string, CatalogueEntry>;
