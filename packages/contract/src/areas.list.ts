/**
 * The contract's areas, one line each (issue 33): an area's definition (`<area>/<area>.area.ts`: its tables, labels
 * and router) is the one line a new area adds outside its folder. The routers (contract.ts) are joined from this list;
 * the light lists the catalogue, LIMITS, the labels and the package entry read (area-tables.ts, area-labels.ts,
 * area-exports.ts) are generated from it (areas.generate.ts) and fail to compile or test when stale. The order is
 * the contract's order.
 */
import { accountArea } from './account/account.area';
import { cardArea } from './card/card.area';
import { securityArea } from './security/security.area';
import { usercentreArea } from './usercentre/usercentre.area';
import { shareArea } from './share/share.area';
import { albumArea } from './album/album.area';
import { linksArea } from './links/links.area';
import { ordersArea } from './orders/orders.area';
import { walletArea } from './wallet/wallet.area';
import { circleArea } from './circle/circle.area';
import { networkArea } from './network/network.area';
import { contentArea } from './content/content.area';
import { videoArea } from './video/video.area';
import { shopArea } from './shop/shop.area';
import { activityArea } from './activity/activity.area';
import { serviceArea } from './service/service.area';
import { programmeArea } from './programme/programme.area';
import type { AREA_TABLES } from './area-tables';
import type { TablesOf } from './common/define-area';

export const AREAS = [
  accountArea,
  cardArea,
  securityArea,
  usercentreArea,
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
] as const;

/** An area key of the contract (`api.<key>.*`). */
export type AreaKey = (typeof AREAS)[number]['key'];

/**
 * Fails to compile while the generated light list (area-tables.ts) holds other areas, or another order, than this
 * list: run `cd packages/contract && pnpm exec tsx src/areas.generate.ts`. Checked here, not there, so the generated
 * list imports nothing that leads back to the schemas that read LIMITS.
 */
type Fresh<T extends TablesOf<typeof AREAS>> = T;
export type AreaTablesFresh = Fresh<typeof AREA_TABLES>;
