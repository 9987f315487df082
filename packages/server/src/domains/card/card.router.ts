import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { cardService } from './card.service';

const s = initServer();

export function cardRouter(ctx: AppContext) {
  const cards = cardService(ctx);
  return s.router(contract.card, {
    findMpBasicById: async ({ params, request }) =>
      ok(request.lang, await cards.visit(params.phoneIdEcr, request.session?.userId ?? null, `${request.ip}|${request.headers['user-agent'] ?? ''}`)),
    findMyCard: async ({ request }) => ok(request.lang, await cards.mine(userIdOf(request))),
    updateMpUserName: async ({ body, request }) => ok(request.lang, await cards.updateName(userIdOf(request), body.name)),
  });
}
