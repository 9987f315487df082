import type { TicketStatus, TTicketEntry, TTicketItem, TicketKind } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import type { TicketEntryRow, TicketRow } from './service-tickets.repository';
import { stringListOf } from '../../lib/json-list';

/** Pure rules of service tickets (issue 17): who may see a ticket, what state allows what, how rows go on the wire. */

/** The client path of the message detail screen (packages/client config/paths-service.ts `serviceMsgDetail`). */
export const msgDetailLink = (messageId: string) => `/customer/client/msgDetail/${messageId}`;

/** A ticket the caller may read as its user: anyone else's (or none) is TICKET_NOT_FOUND, never a hint it exists. */
export function assertOwnTicket(row: TicketRow | null, userId: string): asserts row is TicketRow {
  if (!row || row.userId !== userId) throw new DomainError('TICKET_NOT_FOUND', { field: 'ticketId' });
}
export function assertTicket(row: TicketRow | null): asserts row is TicketRow {
  if (!row) throw new DomainError('TICKET_NOT_FOUND', { field: 'ticketId' });
}
export function assertNotClosed(row: TicketRow) {
  if (row.status === 'closed') throw new DomainError('TICKET_CLOSED', { field: 'ticketId' });
}
/** An addition carries text or pictures; an empty one would only reopen the ticket with nothing to read. */
export function assertAddition(content: string, vouchers: readonly string[]) {
  if (content.length === 0 && vouchers.length === 0) throw new DomainError('TICKET_ADDITION_EMPTY', { field: 'content' });
}

/** The stored pictures column read back (lib/json-list). */
export const parseImages = stringListOf;

export const ticketItemView = (r: TicketRow): TTicketItem => ({
  id: r.id,
  kind: r.kind as TicketKind,
  category: r.category,
  content: r.content,
  vouchers: parseImages(r.images),
  contact: r.contact,
  status: r.status as TicketStatus,
  userUnread: r.userUnread,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
export const ticketEntryView = (e: TicketEntryRow): TTicketEntry => ({
  id: e.id,
  fromAgent: e.fromAgent,
  content: e.content,
  vouchers: parseImages(e.images),
  createdAt: e.createdAt.toISOString(),
});
