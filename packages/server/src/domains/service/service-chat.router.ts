import { initServer } from '@ts-rest/fastify';
import { serviceChatContract } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { signedIn } from '../../lib/handler';

const s = initServer();

const todo = () => { throw new DomainError('SYSTEM_ERROR'); };

/** Handlers of the customer service area's chat part (contract service-chat.contract.ts). */
export function serviceChatHandlers(ctx: AppContext) {
  void ctx;
  return s.router(serviceChatContract, {
    findRealTimeConfig: signedIn(todo), findMyConversation: signedIn(todo), startConversation: signedIn(todo),
    findMessages: signedIn(todo), sendMessage: signedIn(todo), readMessages: signedIn(todo), closeConversation: signedIn(todo),
    onlineList: signedIn(todo), acceptConversation: signedIn(todo),
  });
}
