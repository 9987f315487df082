import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';
import { programmeDealerRoutes } from './routes-dealer';
import { programmePromotionRoutes } from './routes-promotion';
import { programmeSmsRoutes } from './routes-sms';
import { programmeCheckinRoutes } from './routes-checkin';
import { programmeInsightRoutes } from './routes-insight';
import { programmeShakeRoutes } from './routes-shake';
import { programmePersonaRoutes } from './routes-persona';

/** Routes of the programme area (issue 18): its hub, then each part's own file. */
export const programmeRoutes: RouteObject[] = [
  { path: paths.programmeHub, lazy: lazyScreen(() => import('./hub')), handle: { title: 'programmeHub:titles.hub', ns: ['programmeHub'] } },
  ...programmeDealerRoutes,
  ...programmePromotionRoutes,
  ...programmeSmsRoutes,
  ...programmeCheckinRoutes,
  ...programmeInsightRoutes,
  ...programmeShakeRoutes,
  ...programmePersonaRoutes,
];
