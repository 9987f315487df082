import { label, mergeAreaLabels, type AreaLabels } from '../common/labels';
import { NETWORK_EXCHANGE_LABELS } from './network-exchange.schemas';
import { NETWORK_COMPANY_LABELS } from './network-company.schemas';
import { NETWORK_MIRROR_LABELS } from './network-mirror.schemas';
import { NETWORK_RADAR_LABELS } from './network-radar.schemas';
import { NETWORK_SHAREBACK_LABELS } from './network-shareback.schemas';
import { NETWORK_SCAN_LABELS } from './network-scan.schemas';

export const NETWORK_LABELS: AreaLabels = mergeAreaLabels(
  { fields: { phoneIdEcr: label('用户', 'user') } },
  NETWORK_EXCHANGE_LABELS,
  NETWORK_COMPANY_LABELS,
  NETWORK_MIRROR_LABELS,
  NETWORK_RADAR_LABELS,
  NETWORK_SHAREBACK_LABELS,
  NETWORK_SCAN_LABELS,
);
