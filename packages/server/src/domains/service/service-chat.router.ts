import { initServer } from '@ts-rest/fastify';
import { SERVICE_ROLE, serviceChatContract } from '@card/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { serviceChatService } from './service-chat.service';

const s = initServer();

/** Whether the caller speaks as an agent: the session's platform roles (core/access). */
const isAgent = (request: FastifyRequest) => request.session?.access.roles.has(SERVICE_ROLE) ?? false;

/** Handlers of the customer service area's chat part (contract service-chat.contract.ts). */
export function serviceChatHandlers(ctx: AppContext) {
  const chat = serviceChatService(ctx);
  return s.router(serviceChatContract, {
    findRealTimeConfig: signedIn((_, userId, req) => chat.realTimeConfig(userId, isAgent(req))),
    findMyConversation: signedIn((_, userId) => chat.mine(userId)),
    startConversation: signedIn(({ body }, userId, req) => chat.start(userId, isAgent(req), body.text)),
    findMessages: signedIn(({ body }, userId, req) => chat.messages(userId, isAgent(req), body)),
    sendMessage: signedIn(({ body }, userId) => chat.send(userId, body)),
    readMessages: signedIn(({ body }, userId) => chat.read(userId, body.conversationId, body.seq)),
    closeConversation: signedIn(({ body }, userId) => chat.close(userId, body.conversationId)),
    findConversation: signedIn(({ body }, userId, req) => chat.one(userId, isAgent(req), body.conversationId)),
    onlineList: signedIn(({ body }, userId) => chat.onlineList(userId, body)),
    acceptConversation: signedIn(({ body }, userId) => chat.accept(userId, body.conversationId)),
  });
}
