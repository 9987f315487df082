/**
 * The contract's router: every area under its key. Apart from index.ts so the areas' own definitions (areas.ts) can
 * name its type without importing the package entry that re-exports them.
 */
import type { AppRouter } from '@ts-rest/core';
import { c } from './common/contract-builder';
import type { AreaKey } from './areas.list';
import { accountContract } from './account/account.contract';
import { cardContract } from './card/card.contract';
import { securityContract } from './security/security.contract';
import { usercentreContract } from './usercentre/usercentre.contract';
import { shareContract } from './share/share.contract';
import { albumContract } from './album/album.contract';
import { linksContract } from './links/links.contract';
import { ordersContract } from './orders/orders.contract';
import { walletContract } from './wallet/wallet.contract';
import { circleContract } from './circle/circle.contract';
import { networkContract } from './network/network.contract';
import { contentContract } from './content/content.contract';
import { videoContract } from './video/video.contract';
import { shopContract } from './shop/shop.contract';
import { activityContract } from './activity/activity.contract';
import { serviceContract } from './service/service.contract';
import { programmeContract } from './programme/programme.contract';

/** Each listed area's router, by its key: kept apart from the manifests so LIMITS and the catalogue stay light
 * (define-area.ts); the `satisfies` refuses a missing or an unlisted area. */
const routers = {
  account: accountContract,
  card: cardContract,
  security: securityContract,
  usercentre: usercentreContract,
  share: shareContract,
  album: albumContract,
  links: linksContract,
  vip: ordersContract,
  wallet: walletContract,
  circle: circleContract,
  network: networkContract,
  content: contentContract,
  video: videoContract,
  shop: shopContract,
  activity: activityContract,
  service: serviceContract,
  programme: programmeContract,
} satisfies Readonly<Record<AreaKey, AppRouter>>;

export const contract = c.router(routers);
export type Contract = typeof contract;
