import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { linksService } from './links.service';

const s = initServer();

export function linksRouter(ctx: AppContext) {
  const links = linksService(ctx);
  return s.router(contract.links, {
    findMpMyselfLinkSets: signedIn((_, userId) => links.sets(userId)),
    findFolderInnerMiniLinks: signedIn(({ body }, userId) => links.setWithLinks(userId, body.setId)),
    findMpMyselfLinkSet: open(({ params }) => links.ofCard(params.phoneIdEcr)),

    addMpLinkSet: signedIn(({ body }, userId) => links.addSet(userId, body.name)),
    updateMpLinkSet: signedIn(({ body }, userId) => links.renameSet(userId, body.id, body.name)),
    delMpLinkSet: signedIn(({ body }, userId) => links.deleteSet(userId, body.id)),
    sortMpLinkSet: signedIn(({ body }, userId) => links.sortSets(userId, body.ids)),

    addMiniLink: signedIn(({ body: { setId, ...input } }, userId) => links.addLink(userId, setId, input)),
    updateMiniLink: signedIn(({ body: { id, ...input } }, userId) => links.updateLink(userId, id, input)),
    delMiniLink: signedIn(({ body }, userId) => links.deleteLink(userId, body.id)),
    sortMiniLink: signedIn(({ body }, userId) => links.sortLinks(userId, body.setId, body.ids)),
    switchMiniLink: signedIn(({ body }, userId) => links.switchLink(userId, body.id, body.enabled)),
    setMiniLinkSchedule: signedIn(({ body: { id, ...times } }, userId) => links.scheduleLink(userId, id, times)),
    findMiniLinkClickStats: signedIn(({ body }, userId) => links.clickStats(userId, body)),
  });
}
