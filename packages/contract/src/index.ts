/**
 * The contract: every call of the product, grouped by area. Client and server import wire shapes, rules,
 * constants and the error catalogue from here and nowhere else.
 */
import { c } from './common/contract-builder';
import { accountContract } from './account/account.contract';
import { cardContract } from './card/card.contract';
import { securityContract } from './security/security.contract';
import { usercentreContract } from './usercentre/usercentre.contract';
import { shareContract } from './share/share.contract';
import { albumContract } from './album/album.contract';
import { linksContract } from './links/links.contract';
import { vipContract } from './vip/vip.contract';
import { walletContract } from './wallet/wallet.contract';
import { circleContract } from './circle/circle.contract';
import { networkContract } from './network/network.contract';
import { contentContract } from './content/content.contract';
import { videoContract } from './video/video.contract';
import { shopContract } from './shop/shop.contract';
import { activityContract } from './activity/activity.contract';
import { serviceContract } from './service/service.contract';
import { programmeContract } from './programme/programme.contract';
import { indexScopes } from './areas';
import { modulesWithCalls } from './common/modules';

export const contract = c.router({
  account: accountContract,
  card: cardContract,
  security: securityContract,
  usercentre: usercentreContract,
  share: shareContract,
  album: albumContract,
  links: linksContract,
  vip: vipContract,
  wallet: walletContract,
  circle: circleContract,
  network: networkContract,
  content: contentContract,
  video: videoContract,
  shop: shopContract,
  activity: activityContract,
  service: serviceContract,
  programme: programmeContract,
});
export type Contract = typeof contract;

/** Each route's label scope (`area.call`), for wording a refusal with its area's field labels. */
export const routeScopes = indexScopes(contract);

/** The modules that are built: those the contract has calls for (common/modules.ts, issue 31). */
export const BUILT_MODULES: ReadonlySet<number> = modulesWithCalls(contract);

export * from './common/bases';
export * from './common/constants';
export * from './common/modules';
export * from './common/limits';
export * from './common/envelope';
export * from './common/bodies';
export * from './common/paging';
export * from './common/search';
export * from './common/error-codes';
export * from './common/form';
export * from './common/money';
export * from './common/uploads';
export * from './common/rules';
export * from './common/phone';
export * from './common/avatar';
export * from './common/picture-widths';
export * from './common/validation';
export * from './common/labels';
export * from './areas';
export * from './account/account.schemas';
export * from './card/card.schemas';
export { placeLine } from './card/place-line';
export * from './security/security.schemas';
export * from './usercentre/usercentre.schemas';
export * from './usercentre/message-subjects';
export * from './usercentre/usercentre-feed.contract';
export * from './usercentre/usercentre-first-run.contract';
export { DEMO_CARD_ID } from './account/demo-card';
export * from './share/share.schemas';
export * from './share/card-exports.schemas';
export { cardExportsContract } from './share/card-exports.contract';
export * from './share/map-links';
export * from './share/card-page.texts';
export * from './album/album.schemas';
export * from './links/links.schemas';
export * from './vip/vip.schemas';
export * from './wallet/wallet.schemas';
export * from './circle/circle.schemas';
export * from './circle/circle-common.schemas';
export * from './circle/circle-core.schemas';
export * from './circle/circle-manage.schemas';
export * from './circle/circle-bulletin.schemas';
export * from './circle/circle-pay.schemas';
export * from './network/network.schemas';
export * from './network/network-common.schemas';
export * from './network/network-exchange.schemas';
export * from './network/network-company.schemas';
export * from './network/network-mirror.schemas';
export * from './network/network-radar.schemas';
export * from './network/network-shareback.schemas';
export * from './network/network-scan.schemas';
export * from './content/content.schemas';
export * from './content/content-pages.schemas';
export * from './content/content-articles.schemas';
export * from './content/content-library.schemas';
export * from './content/content-posters.schemas';
export * from './content/content-cases.schemas';
export * from './video/video.schemas';
export * from './video/video-upload.schemas';
export * from './video/video-library.schemas';
export * from './video/video-labels.schemas';
export * from './video/video-share.schemas';
export * from './video/video-visitors.schemas';
export * from './video/video-cart.schemas';
export * from './shop/shop.schemas';
export * from './shop/shop-goods.schemas';
export * from './shop/shop-catalog.schemas';
export * from './shop/shop-orders.schemas';
export * from './shop/shop-catering.schemas';
export * from './activity/activity.schemas';
export * from './activity/activity-events.schemas';
export * from './activity/activity-registration.schemas';
export * from './service/service.schemas';
export * from './service/service-help.schemas';
export * from './service/service-tickets.schemas';
export * from './service/service-complaint.schemas';
export * from './service/service-chat.schemas';
export * from './programme/programme-dealer.schemas';
export * from './programme/programme-promotion.schemas';
export * from './programme/programme-sms.schemas';
export * from './programme/programme-checkin.schemas';
export * from './programme/programme-insight.schemas';
export * from './programme/programme-shake.schemas';
export * from './programme/programme-persona.schemas';
export { FORM_CONTENT_TYPE, MULTIPART, formPost, meta } from './common/contract-builder';
/** The circle area's parts, for the server's part routers (each implements one). */
export { circleCoreContract } from './circle/circle-core.contract';
export { circleManageContract } from './circle/circle-manage.contract';
export { circleBulletinContract } from './circle/circle-bulletin.contract';
export { circlePayContract } from './circle/circle-pay.contract';
/** The network area's parts, for the server's part routers (each implements one). */
export { networkExchangeContract } from './network/network-exchange.contract';
export { networkCompanyContract } from './network/network-company.contract';
export { networkMirrorContract } from './network/network-mirror.contract';
export { networkRadarContract } from './network/network-radar.contract';
export { networkShareBackContract } from './network/network-shareback.contract';
export { networkScanContract } from './network/network-scan.contract';
/** The content area's parts, for the server's part routers (each implements one). */
export { contentPagesContract } from './content/content-pages.contract';
export { contentArticlesContract } from './content/content-articles.contract';
export { contentLibraryContract } from './content/content-library.contract';
export { contentPostersContract } from './content/content-posters.contract';
export { contentCasesContract } from './content/content-cases.contract';
/** The micro video area's parts, for the server's part routers (each implements one). */
export { videoMaterialContract, videoUploadContract } from './video/video-upload.contract';
export { videoLibraryContract } from './video/video-library.contract';
export { videoLabelsContract } from './video/video-labels.contract';
export { videoShareContract } from './video/video-share.contract';
export { videoVisitorsContract } from './video/video-visitors.contract';
export { videoCartContract } from './video/video-cart.contract';
/** The shop area's parts (issue 16), for the server's part routers. */
export { shopGoodsContract } from './shop/shop-goods.contract';
export { shopCatalogContract } from './shop/shop-catalog.contract';
export { shopOrdersContract } from './shop/shop-orders.contract';
export { shopCateringContract } from './shop/shop-catering.contract';
/** The activity area's parts (issue 16), for the server's part routers. */
export { activityEventsContract } from './activity/activity-events.contract';
export { activityRegistrationContract } from './activity/activity-registration.contract';
/** The customer service area's parts (issue 17), for the server's part routers. */
export { serviceHelpContract } from './service/service-help.contract';
export { serviceTicketsContract } from './service/service-tickets.contract';
export { serviceComplaintContract } from './service/service-complaint.contract';
export { serviceChatContract } from './service/service-chat.contract';
/** The programme area's parts (issue 18), for the server's part routers. */
export { programmeDealerContract } from './programme/programme-dealer.contract';
export { programmePromotionContract } from './programme/programme-promotion.contract';
export { programmeSmsContract } from './programme/programme-sms.contract';
export { programmeCheckinContract } from './programme/programme-checkin.contract';
export { programmeInsightContract } from './programme/programme-insight.contract';
export { programmeShakeContract } from './programme/programme-shake.contract';
export { programmePersonaContract } from './programme/programme-persona.contract';
