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
    findHelpHome: open(() => help.home()),
    findHelpList: open(({ query }) => help.list(query)),
    findHelpDetail: open(({ query }) => help.detail(query.id)),
    searchHelp: open(({ query }) => help.search(query)),
    saveHelpArticle: signedIn(({ body }, userId) => help.save(userId, body)),
    hideHelpArticle: signedIn(({ body }) => help.setHidden(body.id, body.hidden)),
    findHelpArticles: signedIn(({ body }) => help.all(body)),
  });
}
