import { defineArea } from '../../common/define-area';
import { dummyTables } from './dummy.tables';
import { DUMMY_LABELS } from './dummy.schemas';
import { dummyContract } from './dummy.contract';

/** A made-up area (areas.test.ts): its folder holds all it brings; this is the one line a test adds to a copy of the list. */
export const dummyArea = defineArea({ tables: dummyTables, labels: DUMMY_LABELS, router: dummyContract });
