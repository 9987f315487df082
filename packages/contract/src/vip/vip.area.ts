import { defineArea } from '../common/define-area';
import { VIP_ERRORS } from './vip.errors';
import { MONEY_LIMITS } from './vip.limits';

/** The vip area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const vipArea = defineArea({
  key: 'vip',
  errors: VIP_ERRORS,
  limits: { money: MONEY_LIMITS },
});
