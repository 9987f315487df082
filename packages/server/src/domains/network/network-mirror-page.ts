import type { TMirrorContent } from '@card/contract';
import type { AppContext } from '../../context';
import { networkRepository } from './network.repository';
import { networkMirrorRepository } from './network-mirror.repository';
import { shownPushes, switchesOf, type LinkState } from './network-mirror.rules';

/**
 * What a sub card's public page shows of its master: the latest live push of each type the sub allows, while the
 * link is approved and bound (none for any other card: a pending request shows nothing). Read by the share area's
 * page (its cache derives what drops a page from these reads; MirrorLink, MirrorSwitch and MirrorPush rows name no
 * user, so any write to them, a push, a cancel, a switch, an approval or either side unbinding, drops the pages that
 * read them).
 */
/**
 * `from`: how the page titles the master's section (its company, else its card name). Read live with the pushes;
 * a master renaming itself reaches its subs' cached pages at their next mirror change or expiry (the page cache is
 * keyed by the sub, and a Card write drops only its own user's pages).
 */
export interface MirroredContent {
  from: string;
  contents: TMirrorContent[];
}

export async function mirroredContentOf(ctx: AppContext, ownerId: string): Promise<MirroredContent | null> {
  const repo = networkMirrorRepository(ctx.db);
  const link = await repo.linkOfSub(ownerId);
  if (link?.state !== 'bound') return null;
  const [switches, pushes, master] = await Promise.all([repo.switchesOf([ownerId]), repo.livePushes(link.masterId), networkRepository(ctx.db).personById(link.masterId)]);
  const contents = shownPushes(link.state as LinkState, switchesOf(switches), pushes).map((p) => JSON.parse(p.payload) as TMirrorContent);
  if (!master || contents.length === 0) return null;
  return { from: master.card?.company || master.card?.name || master.phoneIdEcr, contents };
}
