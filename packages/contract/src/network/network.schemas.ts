import { label, type AreaLabels, type Labels } from '../common/labels';
import { NETWORK_EXCHANGE_LABELS } from './network-exchange.schemas';
import { NETWORK_COMPANY_LABELS } from './network-company.schemas';
import { NETWORK_MIRROR_LABELS } from './network-mirror.schemas';
import { NETWORK_RADAR_LABELS } from './network-radar.schemas';

/** The network area's field labels: each part's, merged (a part's call labels narrow them for its calls). */
const merge = (...parts: AreaLabels[]): AreaLabels => ({
  fields: Object.assign({ phoneIdEcr: label('用户', 'user') } as Labels, ...parts.map((p) => p.fields)),
  calls: Object.assign({}, ...parts.map((p) => p.calls ?? {})),
});
export const NETWORK_LABELS: AreaLabels = merge(NETWORK_EXCHANGE_LABELS, NETWORK_COMPANY_LABELS, NETWORK_MIRROR_LABELS, NETWORK_RADAR_LABELS);
