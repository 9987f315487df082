import { label, type AreaLabels, type Labels } from '../common/labels';
import { CIRCLE_CORE_LABELS } from './circle-core.schemas';
import { CIRCLE_MANAGE_LABELS } from './circle-manage.schemas';
import { CIRCLE_BULLETIN_LABELS } from './circle-bulletin.schemas';
import { CIRCLE_PAY_LABELS } from './circle-pay.schemas';

/** The circle area's field labels: each part's, merged (a part's call labels narrow them for its calls). */
const merge = (...parts: AreaLabels[]): AreaLabels => ({
  fields: Object.assign({ cid: label('圈子', 'circle') } as Labels, ...parts.map((p) => p.fields)),
  calls: Object.assign({}, ...parts.map((p) => p.calls ?? {})),
});
export const CIRCLE_LABELS: AreaLabels = merge(CIRCLE_CORE_LABELS, CIRCLE_MANAGE_LABELS, CIRCLE_BULLETIN_LABELS, CIRCLE_PAY_LABELS);
