import type { RouteObject } from 'react-router';
import { cardEditRoutes } from './routes/acc/card-edit-routes';
import { securityRoutes } from './routes/security/routes';
import { usercentreRoutes } from './routes/usercentre/routes';
import { shareRoutes } from './routes/share/routes';
import { albumRoutes } from './routes/album/routes';
import { linksRoutes } from './routes/links/routes';
import { vipRoutes } from './routes/vip/routes';
import { walletRoutes } from './routes/wallet/routes';
import { circleRoutes } from './routes/circle/routes';
import { networkRoutes } from './routes/network/routes';
import { contentRoutes } from './routes/content/routes';
import { videoRoutes } from './routes/video/routes';
import { shopRoutes } from './routes/shop/routes';
import { activityRoutes } from './routes/activity/routes';
import { serviceRoutes } from './routes/service/routes';
import { programmeRoutes } from './routes/programme/routes';
import { devRoutes } from './routes/dev/routes';

/**
 * Every area's screens, as one table the router adds the first time it meets a path its first-screen table does not
 * know (router.tsx `patchRoutesOnNavigation`), and which it fetches ahead once the first screen is up. Kept out of
 * the entry chunk: these ~600 route objects, and the preload lists of their screens' chunks, were about a sixth of
 * the management centre's first-screen JavaScript (issue 30).
 */
export const areaRoutes: RouteObject[] = [
  ...cardEditRoutes,
  ...securityRoutes,
  ...usercentreRoutes,
  ...shareRoutes,
  ...albumRoutes,
  ...linksRoutes,
  ...vipRoutes,
  ...walletRoutes,
  ...circleRoutes,
  ...networkRoutes,
  ...contentRoutes,
  ...videoRoutes,
  ...shopRoutes,
  ...activityRoutes,
  ...serviceRoutes,
  ...programmeRoutes,
  // The UI page (issue 35), in development only: empty in the production build, which has neither it nor its code.
  ...devRoutes,
];
