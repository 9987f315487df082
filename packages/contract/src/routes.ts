// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.
//
// Each call's method, path, content type, service base, idempotency and Token header, with no zod: what a client needs at run
// time to reach a call (ts-rest `initClient` reads these fields). Types come from the contract itself. One file per
// area in route-table/.

import { accountRoutes } from './route-table/account';
import { cardRoutes } from './route-table/card';
import { securityRoutes } from './route-table/security';
import { usercentreRoutes } from './route-table/usercentre';
import { shareRoutes } from './route-table/share';
import { albumRoutes } from './route-table/album';
import { linksRoutes } from './route-table/links';
import { vipRoutes } from './route-table/vip';
import { walletRoutes } from './route-table/wallet';
import { circleRoutes } from './route-table/circle';
import { networkRoutes } from './route-table/network';
import { contentRoutes } from './route-table/content';
import { videoRoutes } from './route-table/video';
import { shopRoutes } from './route-table/shop';
import { activityRoutes } from './route-table/activity';
import { serviceRoutes } from './route-table/service';
import { programmeRoutes } from './route-table/programme';

export { FORM_CONTENT_TYPE } from './route-table/route-entry';

/** Envelope statuses the client acts on (the error catalogue holds them with every other code). */
export const STATUS_NOT_LOGGED_IN = 302;
export const STATUS_REDIRECT = 419;

export const contractRoutes = {
  account: accountRoutes,
  card: cardRoutes,
  security: securityRoutes,
  usercentre: usercentreRoutes,
  share: shareRoutes,
  album: albumRoutes,
  links: linksRoutes,
  vip: vipRoutes,
  wallet: walletRoutes,
  circle: circleRoutes,
  network: networkRoutes,
  content: contentRoutes,
  video: videoRoutes,
  shop: shopRoutes,
  activity: activityRoutes,
  service: serviceRoutes,
  programme: programmeRoutes,
};
