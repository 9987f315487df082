// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import type { contractRoutes } from './routes';

type Tables = typeof contractRoutes;

/**
 * Each area's table, loaded the first time one of its calls is made (the client's lib/contract-client.ts): the whole
 * table was most of the first screen's API code, which needs three or four areas of seventeen.
 */
export const contractRouteLoaders: { [A in keyof Tables]: () => Promise<Tables[A]> } = {
  account: () => import('./route-table/account').then((m) => m.accountRoutes),
  card: () => import('./route-table/card').then((m) => m.cardRoutes),
  security: () => import('./route-table/security').then((m) => m.securityRoutes),
  usercentre: () => import('./route-table/usercentre').then((m) => m.usercentreRoutes),
  share: () => import('./route-table/share').then((m) => m.shareRoutes),
  album: () => import('./route-table/album').then((m) => m.albumRoutes),
  links: () => import('./route-table/links').then((m) => m.linksRoutes),
  vip: () => import('./route-table/vip').then((m) => m.vipRoutes),
  wallet: () => import('./route-table/wallet').then((m) => m.walletRoutes),
  circle: () => import('./route-table/circle').then((m) => m.circleRoutes),
  network: () => import('./route-table/network').then((m) => m.networkRoutes),
  content: () => import('./route-table/content').then((m) => m.contentRoutes),
  video: () => import('./route-table/video').then((m) => m.videoRoutes),
  shop: () => import('./route-table/shop').then((m) => m.shopRoutes),
  activity: () => import('./route-table/activity').then((m) => m.activityRoutes),
  service: () => import('./route-table/service').then((m) => m.serviceRoutes),
  programme: () => import('./route-table/programme').then((m) => m.programmeRoutes),
};
