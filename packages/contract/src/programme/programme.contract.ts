import { programmeDealerContract } from './programme-dealer.contract';
import { programmePromotionContract } from './programme-promotion.contract';
import { programmeSmsContract } from './programme-sms.contract';
import { programmeCheckinContract } from './programme-checkin.contract';
import { programmeInsightContract } from './programme-insight.contract';
import { programmeShakeContract } from './programme-shake.contract';
import { programmePersonaContract } from './programme-persona.contract';

/**
 * Growth programmes and small modules (issue 18): one area of the contract (`api.programme.*`) in seven parts on the
 * main base: dealers and custody, ambassador/distributor/invite, SMS management, morning check-in and study guide,
 * annual report and data analysis, shake devices and role tags, avatar pendants and avatar-nickname customs.
 */
export const programmeContract = {
  ...programmeDealerContract,
  ...programmePromotionContract,
  ...programmeSmsContract,
  ...programmeCheckinContract,
  ...programmeInsightContract,
  ...programmeShakeContract,
  ...programmePersonaContract,
};
