// Generated from areas.list.ts by areas.generate.ts; do not edit by hand (areas.generate.test.ts compares it).
// Regenerate: `cd packages/contract && pnpm exec tsx src/areas.generate.ts`.
//
// Each listed area's tables (key, error codes, limits), light: the catalogue and LIMITS read this list, not the routers.
import { accountTables } from './account/account.tables';
import { cardTables } from './card/card.tables';
import { securityTables } from './security/security.tables';
import { usercentreTables } from './usercentre/usercentre.tables';
import { shareTables } from './share/share.tables';
import { albumTables } from './album/album.tables';
import { linksTables } from './links/links.tables';
import { ordersTables } from './orders/orders.tables';
import { walletTables } from './wallet/wallet.tables';
import { circleTables } from './circle/circle.tables';
import { networkTables } from './network/network.tables';
import { contentTables } from './content/content.tables';
import { videoTables } from './video/video.tables';
import { shopTables } from './shop/shop.tables';
import { activityTables } from './activity/activity.tables';
import { serviceTables } from './service/service.tables';
import { programmeTables } from './programme/programme.tables';

/** areas.list.ts fails to compile while this list holds other areas, or another order, than it (AreaTablesFresh). */
export const AREA_TABLES = [
  accountTables,
  cardTables,
  securityTables,
  usercentreTables,
  shareTables,
  albumTables,
  linksTables,
  ordersTables,
  walletTables,
  circleTables,
  networkTables,
  contentTables,
  videoTables,
  shopTables,
  activityTables,
  serviceTables,
  programmeTables,
] as const;
