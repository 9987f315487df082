import type { CardSectionKey } from './core/card-sections';
import type { ContractKey, ServerArea } from './core/area';
import { accountArea } from './domains/account/account.area';
import { activityArea } from './domains/activity/activity.area';
import { albumArea } from './domains/album/album.area';
import { cardArea } from './domains/card/card.area';
import { circleArea } from './domains/circle/circle.area';
import { contentArea } from './domains/content/content.area';
import { linksArea } from './domains/links/links.area';
import { networkArea } from './domains/network/network.area';
import { programmeArea } from './domains/programme/programme.area';
import { securityArea } from './domains/security/security.area';
import { serviceArea } from './domains/service/service.area';
import { shareArea } from './domains/share/share.area';
import { shopArea } from './domains/shop/shop.area';
import { usercentreArea } from './domains/usercentre/usercentre.area';
import { videoArea } from './domains/video/video.area';
import { ordersArea } from './domains/orders/orders.area';
import { walletArea } from './domains/wallet/wallet.area';

/**
 * The server's areas, one line each (issue 33): buildApp mounts their routers, starts their jobs and queue handlers,
 * asks their role resolvers, runs their account-opened hooks, start and close hooks and HTTP routes, and hands their
 * order lines to the order core; the seed runs their seeds. The order is the order of those calls (seeds, closes).
 */
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
] as const satisfies readonly ServerArea[];

/** A contract router no area serves fails to compile here, naming the router ("'x' does not satisfy the constraint 'never'"). */
type EveryRouterServed<Missing extends never> = Missing;
export type UnservedRouters = EveryRouterServed<Exclude<ContractKey, (typeof AREAS)[number]['name']>>;

/** A card section (core/card-sections.ts CardSectionValues) no area loads fails to compile here, naming the key. */
type SectionsOf<A> = A extends { cardSections: infer S } ? keyof S : never;
type EverySectionLoaded<Missing extends never> = Missing;
export type UnloadedCardSections = EverySectionLoaded<Exclude<CardSectionKey, SectionsOf<(typeof AREAS)[number]>>>;
