import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { serviceChatHandlers } from './service-chat.router';
import { registerChatSocket } from './service-chat-socket.http';
import { serviceComplaintHandlers } from './service-complaint.router';
import { serviceHelpHandlers } from './service-help.router';
import { serviceHelpService } from './service-help.service';
import { serviceTicketsHandlers } from './service-tickets.router';

const s = initServer();

/**
 * Customer service and help centre (issue 17): help centre, tickets, complaints and the live online chat, one
 * router. The chat's WebSocket is not a contract call: `registerServiceSockets` mounts it beside the routes.
 */
export function serviceRouter(ctx: AppContext) {
  return s.router(contract.service, {
    ...serviceHelpHandlers(ctx),
    ...serviceTicketsHandlers(ctx),
    ...serviceComplaintHandlers(ctx),
    ...serviceChatHandlers(ctx),
  });
}

/** The chat WebSocket (chat part); called by app.ts after the contract's routes. */
export async function registerServiceSockets(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerChatSocket(app, ctx);
}

/**
 * Scheduled work of the area; parts add theirs here. The help centre's index is cut again at start when the
 * segmenter changed (core/fulltext SEGMENTER_VERSION), and hourly after (one cheap count when nothing is stale).
 */
export function serviceJobs(ctx: AppContext): Job[] {
  return [{ name: 'help search index', everyMs: 3_600_000, run: () => serviceHelpService(ctx).reindexStale() }];
}
