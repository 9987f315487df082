import { LIMITS, messageColumns, type TAdditionBody, type TicketKind, type TPageQuery, type TServiceMessage, type TSubmitTicketBody, type TTicketDetail } from '@card/contract';
import type { AppContext } from '../../context';
import { storeImage } from '../../core/images';
import { facesOf } from '../../core/people';
import { assertOwnStoredFiles } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import { TICKET_MESSAGES } from './service-tickets.messages';
import { ticketsRepository, type TicketRow } from './service-tickets.repository';
import { assertAddition, assertNotClosed, assertOwnTicket, assertTicket, msgDetailLink, ticketEntryView, ticketItemView } from './service-tickets.rules';

/**
 * Service tickets (issue 17): a user's feedback, advice and security-service requests with their proof pictures
 * (vouchers), the user's additions and the agents' replies. A reply also lands in the user's message centre as a
 * message whose link opens the message detail screen; the reply's thread entry and its message share one id, so the
 * message detail finds the ticket without another column.
 */
const L = LIMITS.service;
const VOUCHER = 'serviceVoucher';

export function serviceTicketsService(ctx: AppContext) {
  const repo = ticketsRepository(ctx.db);

  async function uploadVoucher(userId: string, bytes: Uint8Array) {
    return { url: await storeImage(ctx, bytes, 'service-vouchers', 'webp', { userId, purpose: VOUCHER }) };
  }

  /** Every picture named must be one the caller uploaded as a voucher; else TICKET_VOUCHER_INVALID. */
  const assertOwnVouchers = (userId: string, urls: readonly string[]) => assertOwnStoredFiles(ctx, userId, urls, [VOUCHER], { code: 'TICKET_VOUCHER_INVALID', field: 'vouchers' });

  async function submit(userId: string, kind: TicketKind, body: Omit<TSubmitTicketBody, 'kind'>) {
    const vouchers = [...new Set(body.vouchers)];
    await assertOwnVouchers(userId, vouchers);
    const row = await repo.createTicket({
      id: ctx.ids.id(),
      userId,
      kind,
      category: kind === 'advice' ? 'suggestion' : body.category,
      content: body.content,
      images: JSON.stringify(vouchers),
      contact: body.contact,
      now: ctx.clock.now(),
    });
    return { id: row.id, status: 'open' as const };
  }

  async function detailOf(row: TicketRow): Promise<TTicketDetail> {
    const [entries, faces] = await Promise.all([repo.entries(row.id), facesOf(ctx.db, [row.userId])]);
    return { ...ticketItemView(row), entries: entries.map(ticketEntryView), user: faces.face(row.userId) };
  }

  async function mine(userId: string, q: TPageQuery) {
    const { rows, total, unread } = await repo.mine(userId, pageArgs(q));
    return { ...pageResult(rows.map(ticketItemView), total, q), unread };
  }

  /** The user's own ticket; opening it reads its replies. */
  async function detail(userId: string, ticketId: string) {
    const row = await repo.ticket(ticketId);
    assertOwnTicket(row, userId);
    if (row.userUnread > 0) await repo.clearUnread(row.id);
    return detailOf({ ...row, userUnread: 0 });
  }

  /** Refuses a closed ticket or a full thread before anything is written. */
  async function assertCanAppend(row: TicketRow) {
    assertNotClosed(row);
    if ((await repo.entryCount(row.id)) >= L.ticketEntriesMax) throw new DomainError('TICKET_THREAD_FULL', { field: 'ticketId' });
  }

  async function addAddition(userId: string, body: TAdditionBody) {
    const row = await repo.ticket(body.ticketId);
    assertOwnTicket(row, userId);
    const vouchers = [...new Set(body.vouchers)];
    assertAddition(body.content, vouchers);
    await assertOwnVouchers(userId, vouchers);
    await assertCanAppend(row);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = ticketsRepository(tx);
      // Closed between the read above and this write: the close wins, nothing is added.
      if (!(await r.reopen(row.id, now))) throw new DomainError('TICKET_CLOSED', { field: 'ticketId' });
      await r.addEntry({ id: ctx.ids.id(), ticketId: row.id, authorId: userId, fromAgent: false, content: body.content, images: JSON.stringify(vouchers), now });
    });
    return detailOf((await repo.ticket(row.id))!);
  }

  async function close(row: TicketRow) {
    await repo.close(row.id, ctx.clock.now());
    return { id: row.id, status: 'closed' as const };
  }
  async function closeOwn(userId: string, ticketId: string) {
    const row = await repo.ticket(ticketId);
    assertOwnTicket(row, userId);
    return close(row);
  }
  async function closeAny(ticketId: string) {
    const row = await repo.ticket(ticketId);
    assertTicket(row);
    return close(row);
  }

  async function agentList(q: TPageQuery & { tab: string }) {
    const { rows, total } = await repo.tab(q.tab, pageArgs(q));
    const faces = await facesOf(
      ctx.db,
      rows.map((r) => r.userId),
    );
    return pageResult(
      rows.map((r) => ({ ...ticketItemView(r), user: faces.face(r.userId) })),
      total,
      q,
    );
  }
  async function agentDetail(ticketId: string) {
    const row = await repo.ticket(ticketId);
    assertTicket(row);
    return detailOf(row);
  }

  /**
   * An agent's reply: the thread entry, the ticket answered with one more unread reply, and the user's message (same
   * id as the entry, linking to its own detail screen), all in one transaction, so the user never sees one without
   * the other.
   */
  async function reply(agentId: string, ticketId: string, content: string) {
    const row = await repo.ticket(ticketId);
    assertTicket(row);
    const id = ctx.ids.id();
    const texts = TICKET_MESSAGES.replied(langOf(await repo.languageOf(row.userId)), content);
    await assertCanAppend(row);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = ticketsRepository(tx);
      if (!(await r.answer(row.id, agentId, now))) throw new DomainError('TICKET_CLOSED', { field: 'ticketId' });
      await r.addEntry({ id, ticketId: row.id, authorId: agentId, fromAgent: true, content, images: '[]', now });
      await r.addMessage({ id, userId: row.userId, ...texts, link: msgDetailLink(id), ...messageColumns('system', { type: 'ticket', id: row.id }), createdAt: now });
    });
    return detailOf((await repo.ticket(row.id))!);
  }

  /** One message of the caller's message centre in full, read now; the ticket when it is a reply to one. */
  async function message(userId: string, messageId: string): Promise<TServiceMessage> {
    const m = await repo.message(messageId);
    if (!m || m.userId !== userId) throw new DomainError('SERVICE_MESSAGE_NOT_FOUND', { field: 'messageId' });
    if (!m.readAt) await repo.markRead(m.id, ctx.clock.now());
    const entry = await repo.entryTicketOf(m.id);
    return { id: m.id, title: m.title, content: m.content, link: m.link, ticketId: entry?.ticketId ?? null, createdAt: m.createdAt.toISOString() };
  }

  return { uploadVoucher, submit, mine, detail, addAddition, closeOwn, closeAny, agentList, agentDetail, reply, message };
}
