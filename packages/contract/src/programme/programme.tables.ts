import { defineTables } from '../common/define-area';
import { PROGRAMME_DEALER_ERRORS } from './programme-dealer.errors';
import { PROGRAMME_PROMOTION_ERRORS } from './programme-promotion.errors';
import { PROGRAMME_SMS_ERRORS } from './programme-sms.errors';
import { PROGRAMME_CHECKIN_ERRORS } from './programme-checkin.errors';
import { PROGRAMME_INSIGHT_ERRORS } from './programme-insight.errors';
import { PROGRAMME_SHAKE_ERRORS } from './programme-shake.errors';
import { PROGRAMME_PERSONA_ERRORS } from './programme-persona.errors';
import { PROGRAMME_DEALER_LIMITS } from './programme-dealer.limits';
import { PROGRAMME_PROMOTION_LIMITS } from './programme-promotion.limits';
import { REFERRAL_LIMITS } from './programme-referral.limits';
import { PROGRAMME_SMS_LIMITS } from './programme-sms.limits';
import { PROGRAMME_CHECKIN_LIMITS } from './programme-checkin.limits';
import { PROGRAMME_INSIGHT_LIMITS } from './programme-insight.limits';
import { PROGRAMME_SHAKE_LIMITS } from './programme-shake.limits';
import { PROGRAMME_PERSONA_LIMITS } from './programme-persona.limits';

/** The programme area's tables: its error codes and limit groups (common/define-area.ts; held by programme.area.ts). */
export const programmeTables = defineTables({
  key: 'programme',
  errors: {
    ...PROGRAMME_DEALER_ERRORS,
    ...PROGRAMME_PROMOTION_ERRORS,
    ...PROGRAMME_SMS_ERRORS,
    ...PROGRAMME_CHECKIN_ERRORS,
    ...PROGRAMME_INSIGHT_ERRORS,
    ...PROGRAMME_SHAKE_ERRORS,
    ...PROGRAMME_PERSONA_ERRORS,
  },
  limits: {
    programmeDealer: PROGRAMME_DEALER_LIMITS,
    programmePromotion: PROGRAMME_PROMOTION_LIMITS,
    referral: REFERRAL_LIMITS,
    programmeSms: PROGRAMME_SMS_LIMITS,
    programmeCheckin: PROGRAMME_CHECKIN_LIMITS,
    programmeInsight: PROGRAMME_INSIGHT_LIMITS,
    programmeShake: PROGRAMME_SHAKE_LIMITS,
    programmePersona: PROGRAMME_PERSONA_LIMITS,
  },
});
