import type { z } from 'zod';
import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import type { RouteNeeds } from '../common/bases';
import { commonResponses, envelope } from '../common/envelope';
import { imageUpload } from '../common/uploads';
import { AGENT_NEEDS } from './service.schemas';
import {
  ZAdditionBody,
  ZAgentTicketPage,
  ZAgentTicketsBody,
  ZMyTicketsBody,
  ZReplyTicketBody,
  ZSecurityTicketBody,
  ZServiceMessage,
  ZServiceMessageBody,
  ZServiceVoucher,
  ZSubmitTicketBody,
  ZTicketDetail,
  ZTicketIdBody,
  ZTicketPage,
  ZTicketRef,
  ZVoucherUploadBody,
} from './service-tickets.schemas';

/**
 * Customer service, tickets part (issue 17): feedback (problem type, vouchers = proof pictures, additions, submit),
 * advice and the security service; the user's tickets and their threads; agents' replies, each also a message in
 * the user's message centre that opens the message detail screen. The spec names the groups only
 * (/customerService/advisory/*, /customerService/security/*), so every call name here is ours. A ticket is its
 * user's: anyone else's id answers TICKET_NOT_FOUND; agents (the role is the guard) act on any ticket.
 */
const A = '/customerService/advisory';
const S = '/customerService/security';
const advisory = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string, needs: RouteNeeds = {}) =>
  formPost(`${A}/${name}.xhtml` as `/customerService/advisory/${N}.xhtml`, body, result, 'user', { needs, summary });
const security = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string, needs: RouteNeeds = {}) =>
  formPost(`${S}/${name}.xhtml` as `/customerService/security/${N}.xhtml`, body, result, 'user', { needs, summary });

export const serviceTicketsContract = c.router(
  {
    uploadServiceVoucher: {
      method: 'POST',
      path: `${A}/uploadServiceVoucher.xhtml`,
      contentType: MULTIPART,
      body: ZVoucherUploadBody,
      responses: { 200: envelope(ZServiceVoucher) },
      metadata: meta('user', 'main', { upload: imageUpload('serviceVoucher') }),
      summary: 'Ours: upload one proof picture (voucher; multipart `file`); submitTicket and addTicketAddition name up to 9 of the answered URLs',
    },
    submitTicket: advisory(
      'submitTicket',
      ZSubmitTicketBody,
      ZTicketRef,
      "Ours: send feedback (a problem type, details 1-500, up to 9 of the caller's own vouchers, an optional contact) or advice; the ticket waits for customer service",
      { idempotent: true },
    ),
    submitSecurityTicket: security(
      'submitSecurityTicket',
      ZSecurityTicketBody,
      ZTicketRef,
      'Ours: a security-service request (a stolen account, unbinding, an appeal): the same ticket as submitTicket, kind security',
      { idempotent: true },
    ),
    findMyTickets: advisory(
      'findMyTickets',
      ZMyTicketsBody,
      ZTicketPage,
      "Ours: the caller's tickets, newest first, paged, each with its unread replies; `unread` counts them over all tickets",
    ),
    findTicketDetail: advisory(
      'findTicketDetail',
      ZTicketIdBody,
      ZTicketDetail,
      "Ours: one of the caller's tickets with its thread (additions and replies, oldest first); clears its unread replies",
    ),
    addTicketAddition: advisory(
      'addTicketAddition',
      ZAdditionBody,
      ZTicketDetail,
      'Ours: the caller adds text and/or up to 9 own vouchers to a ticket not closed; the ticket waits for customer service again',
      { idempotent: true },
    ),
    closeTicket: advisory('closeTicket', ZTicketIdBody, ZTicketRef, 'Ours: the caller closes their ticket (closing a closed one changes nothing)'),
    findServiceMessage: advisory(
      'findServiceMessage',
      ZServiceMessageBody,
      ZServiceMessage,
      "Ours: one message of the caller's message centre in full (the message detail screen), with the ticket it is about; marks it read",
    ),
    findServiceTickets: advisory(
      'findServiceTickets',
      ZAgentTicketsBody,
      ZAgentTicketPage,
      "Ours: agents' list of tickets in one tab (open: waiting longest first; answered and closed: latest first), paged",
      AGENT_NEEDS,
    ),
    findServiceTicketDetail: advisory('findServiceTicketDetail', ZTicketIdBody, ZTicketDetail, 'Ours: any ticket with its thread, for an agent', AGENT_NEEDS),
    replyTicket: advisory(
      'replyTicket',
      ZReplyTicketBody,
      ZTicketDetail,
      'Ours: an agent answers a ticket not closed: the reply joins the thread, the ticket is answered, and the user gets a message-centre message opening the message detail screen',
      { ...AGENT_NEEDS, idempotent: true },
    ),
    closeServiceTicket: advisory('closeServiceTicket', ZTicketIdBody, ZTicketRef, 'Ours: an agent closes any ticket (closing a closed one changes nothing)', AGENT_NEEDS),
  },
  { commonResponses },
);
