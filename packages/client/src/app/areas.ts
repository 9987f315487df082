/**
 * The client's areas, one line each: `paths` (config/paths.ts), the router's area table (area-routes.ts) and the
 * catalogues' owners (locales/catalogs.test.ts) are derived from this list.
 */
import { securityArea } from './routes/security/security.area';
import { usercentreArea } from './routes/usercentre/usercentre.area';
import { cardArea } from './routes/card/card.area';
import { shareArea } from './routes/share/share.area';
import { albumArea } from './routes/album/album.area';
import { linksArea } from './routes/links/links.area';
import { ordersArea } from './routes/orders/orders.area';
import { walletArea } from './routes/wallet/wallet.area';
import { circleArea } from './routes/circle/circle.area';
import { networkArea } from './routes/network/network.area';
import { contentArea } from './routes/content/content.area';
import { videoArea } from './routes/video/video.area';
import { shopArea } from './routes/shop/shop.area';
import { activityArea } from './routes/activity/activity.area';
import { serviceArea } from './routes/service/service.area';
import { programmeArea } from './routes/programme/programme.area';
import { devArea } from './routes/dev/dev.area';

export const CLIENT_AREAS = [
  securityArea,
  usercentreArea,
  cardArea,
  shareArea,
  albumArea,
  linksArea,
  ordersArea,
  walletArea,
  circleArea,
  networkArea,
  contentArea,
  videoArea,
  shopArea,
  activityArea,
  serviceArea,
  programmeArea,
  // The UI page (issue 35), in development only: no routes in the production build, which has neither it nor its code.
  devArea,
] as const;
