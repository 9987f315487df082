import { z } from 'zod';
import { label, type AreaLabels } from '../../common/labels';
import { dummyTables } from './dummy.tables';

/** A made-up area's wire shapes (areas.test.ts). */
export const ZDummyThings = z.array(z.string()).max(dummyTables.limits.dummy.thingsMax);

/** What its messages call its fields. */
export const DUMMY_LABELS: AreaLabels = { fields: { thing: label('示例', 'dummy thing') } };
