import { programmeDealerPaths } from './programme-dealer.paths';
import { programmePromotionPaths } from './programme-promotion.paths';
import { programmeSmsPaths } from './programme-sms.paths';
import { programmeCheckinPaths } from './programme-checkin.paths';
import { programmeInsightPaths } from './programme-insight.paths';
import { programmeShakePaths } from './programme-shake.paths';
import { programmePersonaPaths } from './programme-persona.paths';

/** Client paths of the growth programmes and small modules (issue 18): the hub, then each part's own file. */
export const programmePaths = {
  programmeHub: '/programme/index',
  ...programmeDealerPaths,
  ...programmePromotionPaths,
  ...programmeSmsPaths,
  ...programmeCheckinPaths,
  ...programmeInsightPaths,
  ...programmeShakePaths,
  ...programmePersonaPaths,
} as const;
