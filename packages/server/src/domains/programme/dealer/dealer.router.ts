import { initServer } from '@ts-rest/fastify';
import { programmeDealerContract } from '@card/contract';
import type { AppContext } from '../../../context';
import { signedIn } from '../../../lib/handler';
import { custodyService } from './custody.service';
import { dealerService } from './dealer.service';

const s = initServer();

/** Routes of the dealer part: the dealer programme (/dealer/*) and custody (/trusteeship/*). */
export function dealerHandlers(ctx: AppContext) {
  const dealer = dealerService(ctx);
  const custody = custodyService(ctx);
  return s.router(programmeDealerContract, {
    findDealerHome: signedIn((_, userId, r) => dealer.home(userId, r.lang)),
    findDealerCommissions: signedIn(({ query }, userId) => dealer.commissions(userId, query)),
    findCustodyIndex: signedIn((_, userId, r) => custody.index(userId, r.session?.access.roles.has('customerService') ?? false)),
    findCustodyHome: signedIn(({ query }, userId) => custody.home(userId, query)),
    searchCustody: signedIn(({ query }, userId) => custody.search(userId, query)),
    findCustodian: signedIn(({ query }, userId) => custody.custodian(userId, query.custodianIdEcr)),
    findCustodyCard: signedIn(({ query }, userId) => custody.card(userId, query.custodyId)),
    findCustodyPoster: signedIn((_, userId) => custody.poster(userId)),
    requestCustody: signedIn(({ body }, userId) => custody.request(userId, body)),
    cancelCustodyRequest: signedIn(({ body }, userId) => custody.cancel(userId, body.custodyId)),
    acceptCustody: signedIn(({ body }, userId) => custody.accept(userId, body.custodyId)),
    declineCustody: signedIn(({ body }, userId) => custody.decline(userId, body.custodyId)),
    updateCustodyCard: signedIn(({ body }, userId) => custody.updateCard(userId, body)),
    saveCustodyPoster: signedIn(({ body }, userId) => custody.savePoster(userId, body)),
    findAgentCustodies: signedIn(({ body }) => custody.agentList(body)),
    disconnectCustody: signedIn(({ body }, userId) => custody.disconnect(userId, body.custodyId, body.reason)),
  });
}
