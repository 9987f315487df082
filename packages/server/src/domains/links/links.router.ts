import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { linksService } from './links.service';

const s = initServer();

export function linksRouter(ctx: AppContext) {
  const links = linksService(ctx);
  return s.router(contract.links, {
    findMpMyselfLinkSets: async ({ request }) => ok(request.lang, await links.sets(userIdOf(request))),
    findFolderInnerMiniLinks: async ({ body, request }) => ok(request.lang, await links.setWithLinks(userIdOf(request), body.setId)),
    findMpMyselfLinkSet: async ({ params, request }) => ok(request.lang, await links.ofCard(params.phoneIdEcr)),

    addMpLinkSet: async ({ body, request }) => ok(request.lang, await links.addSet(userIdOf(request), body.name)),
    updateMpLinkSet: async ({ body, request }) => ok(request.lang, await links.renameSet(userIdOf(request), body.id, body.name)),
    delMpLinkSet: async ({ body, request }) => ok(request.lang, await links.deleteSet(userIdOf(request), body.id)),
    sortMpLinkSet: async ({ body, request }) => ok(request.lang, await links.sortSets(userIdOf(request), body.ids)),

    addMiniLink: async ({ body: { setId, ...input }, request }) => ok(request.lang, await links.addLink(userIdOf(request), setId, input)),
    updateMiniLink: async ({ body: { id, ...input }, request }) => ok(request.lang, await links.updateLink(userIdOf(request), id, input)),
    delMiniLink: async ({ body, request }) => ok(request.lang, await links.deleteLink(userIdOf(request), body.id)),
    sortMiniLink: async ({ body, request }) => ok(request.lang, await links.sortLinks(userIdOf(request), body.setId, body.ids)),
  });
}
