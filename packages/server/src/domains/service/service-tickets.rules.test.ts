import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { assertAddition, assertNotClosed, assertOwnTicket, assertTicket, msgDetailLink, ticketEntryView, ticketItemView } from './service-tickets.rules';
import type { TicketEntryRow, TicketRow } from './service-tickets.repository';

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};
const created = new Date('2026-03-01T04:00:00Z');
const updated = new Date('2026-03-02T05:00:00Z');
const ticket = (over: Partial<TicketRow> = {}): TicketRow => ({
  id: 't1',
  userId: 'u1',
  kind: 'feedback',
  category: '账号',
  content: '无法登录',
  images: '["t/1.webp"]',
  contact: '13800138000',
  status: 'open',
  agentId: null,
  userUnread: 2,
  createdAt: created,
  updatedAt: updated,
  closedAt: null,
  ...over,
});

describe('ticket access', () => {
  it("lets only its user read a ticket; someone else's and a missing one read as not found", () => {
    expect(refusal(() => assertOwnTicket(ticket(), 'u1'))).toBe('ok');
    expect(refusal(() => assertOwnTicket(ticket(), 'u2'))).toBe('TICKET_NOT_FOUND:ticketId');
    expect(refusal(() => assertOwnTicket(null, 'u1'))).toBe('TICKET_NOT_FOUND:ticketId');
    expect(refusal(() => assertTicket(null))).toBe('TICKET_NOT_FOUND:ticketId');
    expect(refusal(() => assertTicket(ticket({ userId: 'u2' })))).toBe('ok');
  });
  it('refuses writing to a closed ticket only', () => {
    expect(refusal(() => assertNotClosed(ticket({ status: 'closed' })))).toBe('TICKET_CLOSED:ticketId');
    expect(refusal(() => assertNotClosed(ticket({ status: 'answered' })))).toBe('ok');
  });
  it('refuses an addition with neither text nor pictures; either one is enough', () => {
    expect(refusal(() => assertAddition('', []))).toBe('TICKET_ADDITION_EMPTY:content');
    expect(refusal(() => assertAddition('还是不行', []))).toBe('ok');
    expect(refusal(() => assertAddition('', ['t/2.webp']))).toBe('ok');
  });
});

describe('views', () => {
  it('puts a ticket on the wire with its pictures read back and ISO times', () => {
    expect(ticketItemView(ticket())).toEqual({
      id: 't1',
      kind: 'feedback',
      category: '账号',
      content: '无法登录',
      vouchers: ['t/1.webp'],
      contact: '13800138000',
      status: 'open',
      userUnread: 2,
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
    });
    expect(ticketItemView(ticket({ images: 'broken' })).vouchers).toEqual([]);
  });
  it('puts an entry on the wire', () => {
    const e: TicketEntryRow = { id: 'e1', ticketId: 't1', authorId: 'a1', fromAgent: true, content: '已处理', images: '[]', createdAt: created };
    expect(ticketEntryView(e)).toEqual({ id: 'e1', fromAgent: true, content: '已处理', vouchers: [], createdAt: created.toISOString() });
  });
  it('links a message to its detail screen', () => {
    expect(msgDetailLink('m1')).toBe('/customer/client/msgDetail/m1');
  });
});
