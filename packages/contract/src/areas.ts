import type { AppRoute, AppRouter } from '@ts-rest/core';
import { COMMON_LABELS, type AreaLabels, type Labels } from './common/labels';
import { ACCOUNT_LABELS } from './account/account.schemas';
import { ALBUM_LABELS } from './album/album.schemas';
import { CARD_LABELS } from './card/card.schemas';
import { LINKS_LABELS } from './links/links.schemas';
import { SECURITY_LABELS } from './security/security.schemas';
import { SHARE_LABELS } from './share/share.schemas';
import { USERCENTRE_LABELS } from './usercentre/usercentre.schemas';
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
import type { Contract } from './contract';

/** A business area: a top-level key of the contract (`api.album.*`). */
export type Area = keyof Contract;

/** Where a message is worded: an area, or one call of it (`'card.addMpColumn'`) when the call narrows a label. */
export type LabelScope = { [A in Area]: A | `${A}.${Extract<keyof Contract[A], string>}` }[Area];

/** Every area's labels; an area added to the contract without labels fails to compile here. */
export const AREA_LABELS: Readonly<Record<Area, AreaLabels>> = {
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

const merged = new Map<string, Labels>();

/** The labels a scope reads: common, then the area's, then the call's (the narrowest wins). Unknown scope: common. */
export function labelsFor(scope: LabelScope | undefined): Labels {
  if (!scope) return COMMON_LABELS;
  const hit = merged.get(scope);
  if (hit) return hit;
  const [area, call] = scope.split('.') as [string, string | undefined];
  const own = (AREA_LABELS as Record<string, AreaLabels | undefined>)[area];
  const labels: Labels = { ...COMMON_LABELS, ...own?.fields, ...(call ? own?.calls?.[call] : undefined) };
  merged.set(scope, labels);
  return labels;
}

/**
 * Indexes a contract's routes by their scope (`area.call`), so the server can word a refusal for the route it
 * serves. Keyed by the route object ts-rest hands to Fastify as `config.tsRestRoute`.
 */
export function indexScopes(router: AppRouter): WeakMap<AppRoute, LabelScope> {
  const index = new WeakMap<AppRoute, LabelScope>();
  const walk = (node: AppRouter | AppRoute, area: string, call: string) => {
    if (isRoute(node)) {
      index.set(node, `${area}.${call}` as LabelScope);
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child as AppRouter | AppRoute, area || key, area ? key : '');
  };
  walk(router, '', '');
  return index;
}

const isRoute = (node: unknown): node is AppRoute =>
  typeof node === 'object' && node !== null && typeof (node as AppRoute).method === 'string' && typeof (node as AppRoute).path === 'string';
