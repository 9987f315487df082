import type { AreaLabels } from '../common/labels';

/** Programmes and small modules, sms part (issue 18): body and answer shapes of programme-sms.contract.ts. */

export const PROGRAMME_SMS_LABELS: AreaLabels = { fields: {} };
