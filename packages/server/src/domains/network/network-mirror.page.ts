import type { TMirrorContent } from '@card/contract';
import type { AppContext } from '../../context';
import { networkMirrorRepository } from './network-mirror.repository';
import { shownPushes, switchesOf, type LinkState } from './network-mirror.rules';

/**
 * What a sub card's public page shows of its master: the latest live push of each type the sub allows, while the
 * master keeps the link bound (none for any other card). Read by the share area's page (its cache lists
 * MIRROR_PAGE_MODELS, so a push, a cancel, a switch or an unbind drops the cached pages at once).
 */
export const MIRROR_PAGE_MODELS = ['MirrorState', 'MirrorLink', 'MirrorSwitch', 'MirrorPush'] as const;

export async function mirroredContentOf(ctx: AppContext, ownerId: string): Promise<TMirrorContent[]> {
  const repo = networkMirrorRepository(ctx.db);
  const link = await repo.linkOfSub(ownerId);
  if (!link || link.state !== 'bound') return [];
  const [switches, pushes] = await Promise.all([repo.switchesOf([ownerId]), repo.livePushes(link.masterId)]);
  return shownPushes(link.state as LinkState, switchesOf(switches), pushes).map((p) => JSON.parse(p.payload) as TMirrorContent);
}
