import { initServer } from '@ts-rest/fastify';
import { serviceHelpContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { serviceHelpService } from './service-help.service';

const s = initServer();

/** Handlers of the customer service area's help part (contract service-help.contract.ts). */
export function serviceHelpHandlers(ctx: AppContext) {
  const help = serviceHelpService(ctx);
  return s.router(serviceHelpContract, {
    findHelpHome: open(({ request }) => help.home(request.lang)),
    findHelpList: open(({ query, request }) => help.list(query, request.lang)),
    findHelpDetail: open(({ query, request }) => help.detail(query.id, request.lang)),
    searchHelp: open(({ query, request }) => help.search(query, request.lang)),
    saveHelpArticle: signedIn(({ body }, userId) => help.save(userId, body)),
    hideHelpArticle: signedIn(({ body }) => help.setHidden(body.id, body.hidden)),
    findHelpArticles: signedIn(({ body }) => help.all(body)),
  });
}
