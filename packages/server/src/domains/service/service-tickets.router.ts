import { initServer } from '@ts-rest/fastify';
import { serviceTicketsContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { serviceTicketsService } from './service-tickets.service';

const s = initServer();

/** Handlers of the customer service area's tickets part (contract service-tickets.contract.ts). */
export function serviceTicketsHandlers(ctx: AppContext) {
  const t = serviceTicketsService(ctx);
  return s.router(serviceTicketsContract, {
    uploadServiceVoucher: signedIn(({ body }, userId) => t.uploadVoucher(userId, body.file)),
    submitTicket: signedIn(({ body }, userId) => t.submit(userId, body.kind, body)),
    submitSecurityTicket: signedIn(({ body }, userId) => t.submit(userId, 'security', body)),
    findMyTickets: signedIn(({ body }, userId) => t.mine(userId, body)),
    findTicketDetail: signedIn(({ body }, userId) => t.detail(userId, body.ticketId)),
    addTicketAddition: signedIn(({ body }, userId) => t.addAddition(userId, body)),
    closeTicket: signedIn(({ body }, userId) => t.closeOwn(userId, body.ticketId)),
    findServiceMessage: signedIn(({ body }, userId) => t.message(userId, body.messageId)),
    findServiceTickets: signedIn(({ body }) => t.agentList(body)),
    findServiceTicketDetail: signedIn(({ body }) => t.agentDetail(body.ticketId)),
    replyTicket: signedIn(({ body }, userId) => t.reply(userId, body.ticketId, body.content)),
    closeServiceTicket: signedIn(({ body }) => t.closeAny(body.ticketId)),
  });
}
