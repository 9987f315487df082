import { label, mergeAreaLabels, type AreaLabels } from '../common/labels';
import { CIRCLE_CORE_LABELS } from './circle-core.schemas';
import { CIRCLE_MANAGE_LABELS } from './circle-manage.schemas';
import { CIRCLE_BULLETIN_LABELS } from './circle-bulletin.schemas';
import { CIRCLE_PAY_LABELS } from './circle-pay.schemas';

export const CIRCLE_LABELS: AreaLabels = mergeAreaLabels({ fields: { cid: label('圈子', 'circle') } }, CIRCLE_CORE_LABELS, CIRCLE_MANAGE_LABELS, CIRCLE_BULLETIN_LABELS, CIRCLE_PAY_LABELS);
