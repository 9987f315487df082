import { z } from 'zod';
import { fCsv, fEnum, fFile, fId, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { ZServicePerson } from './service.schemas';

/**
 * Customer service, tickets part (issue 17): body and answer shapes of service-tickets.contract.ts. A ticket is what
 * a user sends customer service outside the live chat: feedback about a problem (a problem type, proof pictures
 * called vouchers, the details and a way to reach them), advice, or a security-service request. Its thread holds the
 * user's additions and the agents' replies. Pictures are the URLs uploadServiceVoucher answered to the same user.
 */
const L = LIMITS.service;

export const TICKET_KINDS = ['feedback', 'advice', 'security'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
/** open: waiting for customer service; answered: an agent replied (the user may add more); closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/**
 * The problem types the feedback screen offers (the client shows their names from its locale). Advice and the
 * security service use their own: advice is always `suggestion`, security requests pick one of the security ones.
 */
export const TICKET_CATEGORIES = [
  'card',
  'payment',
  'vip',
  'video',
  'circle',
  'shop',
  'account',
  'bug',
  'suggestion',
  'other',
  // the security service's kinds of request
  'stolen',
  'unbind',
  'appeal',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

// --- answers -------------------------------------------------------------------------------------------------------
/** One uploaded proof picture: `url` is what submitTicket's and addTicketAddition's `vouchers` take back. */
export const ZServiceVoucher = z.object({ url: z.string() });
export const ZTicketItem = z.object({
  id: z.string(),
  kind: z.enum(TICKET_KINDS),
  category: z.string(),
  content: z.string(),
  vouchers: z.array(z.string()),
  contact: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** Agents' replies the user has not read yet (cleared when the user opens the ticket). */
  userUnread: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTicketItem = z.infer<typeof ZTicketItem>;
export const ZTicketEntry = z.object({
  id: z.string(),
  fromAgent: z.boolean(),
  content: z.string(),
  vouchers: z.array(z.string()),
  createdAt: z.string(),
});
export type TTicketEntry = z.infer<typeof ZTicketEntry>;
/** A ticket with its thread (oldest first) and, for agents, who sent it. */
export const ZTicketDetail = ZTicketItem.extend({ entries: z.array(ZTicketEntry), user: ZServicePerson });
export type TTicketDetail = z.infer<typeof ZTicketDetail>;
export const ZTicketPage = pageOf(ZTicketItem, { unread: z.number().int() });
export const ZAgentTicketItem = ZTicketItem.extend({ user: ZServicePerson });
export const ZAgentTicketPage = pageOf(ZAgentTicketItem);
export const ZTicketRef = z.object({ id: z.string(), status: z.enum(TICKET_STATUSES) });
/** A message of the message centre in full (the message detail screen); `ticketId` when it is about a ticket. */
export const ZServiceMessage = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  ticketId: z.string().nullable(),
  createdAt: z.string(),
});
export type TServiceMessage = z.infer<typeof ZServiceMessage>;

// --- bodies --------------------------------------------------------------------------------------------------------
const zVoucherUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
const zVouchers = fCsv(zVoucherUrl, L.ticketVouchersMax).default([]);
export const ZVoucherUploadBody = z.object({ file: fFile() });
export const ZSubmitTicketBody = z.object({
  kind: fEnum(['feedback', 'advice']),
  category: fEnum([...TICKET_CATEGORIES]),
  content: fText(1, L.ticketContentMax, { multiline: true }),
  vouchers: zVouchers,
  contact: fOptText(L.ticketContactMax),
});
export type TSubmitTicketBody = z.infer<typeof ZSubmitTicketBody>;
/** The security service's request: the same ticket, kind security. */
export const ZSecurityTicketBody = ZSubmitTicketBody.omit({ kind: true });
export const ZTicketIdBody = z.object({ ticketId: fId() });
export const ZAdditionBody = z.object({
  ticketId: fId(),
  /** Text or pictures or both: an empty addition answers TICKET_ADDITION_EMPTY. */
  content: fOptText(L.ticketContentMax, { multiline: true }),
  vouchers: zVouchers,
});
export type TAdditionBody = z.infer<typeof ZAdditionBody>;
export const ZReplyTicketBody = z.object({ ticketId: fId(), content: fText(1, L.ticketContentMax, { multiline: true }) });
export const ZMyTicketsBody = z.object({ ...pageQueryShape });
export const ZAgentTicketsBody = z.object({ tab: fEnum([...TICKET_STATUSES]).default('open'), ...pageQueryShape });
export const ZServiceMessageBody = z.object({ messageId: fId() });

export const SERVICE_TICKETS_LABELS: AreaLabels = {
  fields: {
    category: label('问题类型', 'problem type'),
    vouchers: label('凭证图片', 'proof pictures'),
    contact: label('联系方式', 'contact'),
    ticketId: label('工单', 'ticket'),
    tab: label('工单状态', 'ticket status'),
    messageId: label('消息', 'message'),
  },
  calls: Object.fromEntries(
    ['submitTicket', 'submitSecurityTicket', 'addTicketAddition', 'replyTicket'].map((name) => [
      name,
      {
        kind: label('工单类型', 'ticket kind'),
        content: label('内容', 'content'),
      },
    ]),
  ),
};
