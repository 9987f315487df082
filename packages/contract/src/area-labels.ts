// Generated from areas.list.ts by areas.generate.ts; do not edit by hand (areas.generate.test.ts compares it).
// Regenerate: `cd packages/contract && pnpm exec tsx src/areas.generate.ts`.
//
// Each listed area's field labels by its key: labelsFor reads them without loading the routers.
import type { AreaKey } from './areas.list';
import type { AreaLabels } from './common/labels';
import { ACCOUNT_LABELS } from './account/account.schemas';
import { CARD_LABELS } from './card/card.schemas';
import { SECURITY_LABELS } from './security/security.schemas';
import { USERCENTRE_LABELS } from './usercentre/usercentre.schemas';
import { SHARE_LABELS } from './share/share.schemas';
import { ALBUM_LABELS } from './album/album.schemas';
import { LINKS_LABELS } from './links/links.schemas';
import { ORDER_LABELS } from './orders/orders.schemas';
import { WALLET_LABELS } from './wallet/wallet.schemas';
import { CIRCLE_LABELS } from './circle/circle.schemas';
import { NETWORK_LABELS } from './network/network.schemas';
import { CONTENT_LABELS } from './content/content.schemas';
import { VIDEO_LABELS } from './video/video-area-labels';
import { SHOP_LABELS } from './shop/shop-area-labels';
import { ACTIVITY_LABELS } from './activity/activity-area-labels';
import { SERVICE_LABELS } from './service/service-area-labels';
import { PROGRAMME_LABELS } from './programme/programme-area-labels';

/** An area added to areas.list.ts and missing here (or one here no longer listed) fails to compile: regenerate. */
export const AREA_LABELS: Readonly<Record<AreaKey, AreaLabels>> = {
  account: ACCOUNT_LABELS,
  card: CARD_LABELS,
  security: SECURITY_LABELS,
  usercentre: USERCENTRE_LABELS,
  share: SHARE_LABELS,
  album: ALBUM_LABELS,
  links: LINKS_LABELS,
  vip: ORDER_LABELS,
  wallet: WALLET_LABELS,
  circle: CIRCLE_LABELS,
  network: NETWORK_LABELS,
  content: CONTENT_LABELS,
  video: VIDEO_LABELS,
  shop: SHOP_LABELS,
  activity: ACTIVITY_LABELS,
  service: SERVICE_LABELS,
  programme: PROGRAMME_LABELS,
};
