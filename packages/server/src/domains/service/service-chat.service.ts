import { randomBytes } from 'node:crypto';
import { CHAT_SOCKET_PATH, LIMITS, type TChatConversation, type TChatMessage } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { DomainError } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import { pageArgs, pageResult } from '../../lib/paging';
import { liveEvents } from '../../core/live';
import { agentsOnline } from './service-chat-presence';
import { chatRepository, type ChatConversationRow } from './service-chat.repository';
import { acceptRefusal, assertReadable, historyWindow, isOpen, writerSide } from './service-chat.rules';
import { conversationView, conversationViews, messageView } from './service-chat.views';

/**
 * The live chat's calls over HTTP (issue 17). The message write is `postChatMessage`, shared with the socket; every
 * change is announced on `liveEvents` (core/live) after its transaction committed, for the socket to deliver.
 */
const L = LIMITS.service;
const MINUTE_MS = 60_000;
const notFound = () => new DomainError('CHAT_NOT_FOUND', { field: 'conversationId' });

export interface ChatSendInput {
  conversationId: string;
  clientMsgId: string;
  text: string;
}
export interface ChatPosted {
  message: TChatMessage;
  duplicate: boolean;
  conversation: TChatConversation | null;
}

/**
 * Stores one message of `senderId` (its user or its agent) once per clientMsgId: the conversation's next seq is taken
 * by a conditional update inside the transaction that stores the message, so two sends never share a seq, and a
 * repeat (even two at once) answers the stored message with duplicate true. Rate-limited per sender.
 */
export async function postChatMessage(ctx: AppContext, senderId: string, input: ChatSendInput): Promise<ChatPosted> {
  const repo = chatRepository(ctx.db);
  const stored = await repo.messageOfSender(senderId, input.clientMsgId);
  if (stored) return { message: messageView(stored), duplicate: true, conversation: null };
  const conv = await repo.conversation(input.conversationId);
  const side = writerSide(conv, senderId);
  if (!isOpen(conv!.status)) throw new DomainError('CHAT_CLOSED', { field: 'conversationId' });
  await ctx.limiter.enforce([{ key: `chat:send:${senderId}`, rule: { max: L.chatMessagesPerMinute, windowMs: MINUTE_MS } }]);
  const now = ctx.clock.now();
  let row;
  try {
    row = await ctx.db.$transaction(async (tx) => {
      const r = chatRepository(tx);
      const seq = await r.nextSeq(input.conversationId, side, now);
      if (seq === null) throw new DomainError('CHAT_CLOSED', { field: 'conversationId' });
      return r.createMessage({ id: ctx.ids.id(), conversationId: input.conversationId, seq, senderId, fromAgent: side === 'agent', clientMsgId: input.clientMsgId, text: input.text, now });
    });
  } catch (err) {
    // The same clientMsgId sent twice at once: the other send stored it; this one answers that message.
    const again = isUniqueViolation(err) ? await repo.messageOfSender(senderId, input.clientMsgId) : null;
    if (!again) throw err;
    return { message: messageView(again), duplicate: true, conversation: null };
  }
  const message = messageView(row);
  const after = await repo.conversation(input.conversationId);
  const conversation = after ? await conversationView(ctx.db, after) : null;
  if (conversation) liveEvents.emit({ type: 'message', message, conversation });
  return { message, duplicate: false, conversation };
}

/** The user of a one-time socket ticket, marking it used (a conditional update: two redeems, one user); null if unusable. */
export function redeemSocketTicket(db: DbClient, ticket: string, now: Date): Promise<string | null> {
  return chatRepository(db).redeemTicket(sha256(ticket), now);
}

/** The socket's opening check: the ticket's user, or CHAT_TICKET_INVALID. */
export async function socketUserOf(db: DbClient, ticket: string, now: Date): Promise<string> {
  const userId = await redeemSocketTicket(db, ticket, now);
  if (!userId) throw new DomainError('CHAT_TICKET_INVALID', { field: 'ticket' });
  return userId;
}

export function serviceChatService(ctx: AppContext) {
  const repo = chatRepository(ctx.db);
  const announce = (conversation: TChatConversation) => {
    liveEvents.emit({ type: 'conversation', conversation });
    return conversation;
  };
  const readable = async (id: string, callerId: string, isAgent: boolean): Promise<ChatConversationRow> => {
    const conv = await repo.conversation(id);
    assertReadable(conv, callerId, isAgent);
    return conv as ChatConversationRow;
  };

  return {
    async realTimeConfig(userId: string, isAgent: boolean) {
      const ticket = randomBytes(32).toString('base64url');
      await repo.createTicket(sha256(ticket), userId, new Date(ctx.clock.now().getTime() + L.chatTicketTtlSec * 1000));
      return {
        socketPath: CHAT_SOCKET_PATH,
        ticket,
        ticketTtlSec: L.chatTicketTtlSec,
        heartbeatMs: L.chatHeartbeatMs,
        reconnectBaseMs: L.chatReconnectBaseMs,
        reconnectMaxMs: L.chatReconnectMaxMs,
        textMax: L.chatTextMax,
        agent: isAgent,
      };
    },

    async mine(userId: string) {
      const conv = await repo.openOfUser(userId);
      // agentsOnline: agents with a live socket (service-chat-presence.ts: every instance's with Redis).
      const [conversation, online] = await Promise.all([conv ? conversationView(ctx.db, conv) : null, agentsOnline(ctx)]);
      return { conversation, unread: conv?.userUnread ?? 0, agentsOnline: online };
    },

    /** The caller's open conversation, or a new waiting one holding the optional first question (idempotent). */
    async start(userId: string, isAgent: boolean, text: string | undefined) {
      if (isAgent) throw new DomainError('CHAT_AGENT_SELF');
      const now = ctx.clock.now();
      const { row, created } = await ctx.db.$transaction(async (tx) => {
        const r = chatRepository(tx);
        const open = await r.openOfUser(userId);
        if (open) return { row: open, created: false };
        const conv = await r.createConversation({ id: ctx.ids.id(), userId, now });
        if (!text) return { row: conv, created: true };
        const seq = (await r.nextSeq(conv.id, 'user', now))!;
        await r.createMessage({ id: ctx.ids.id(), conversationId: conv.id, seq, senderId: userId, fromAgent: false, clientMsgId: `start-${conv.id}`, text, now });
        return { row: (await r.conversation(conv.id))!, created: true };
      });
      const view = await conversationView(ctx.db, row);
      return created ? announce(view) : view;
    },

    async messages(userId: string, isAgent: boolean, q: { conversationId: string; afterSeq?: number; beforeSeq?: number; pageSize: number }) {
      await readable(q.conversationId, userId, isAgent);
      const w = historyWindow(q);
      const rows = await repo.messages(q.conversationId, w, q.pageSize + 1);
      const page = rows.slice(0, q.pageSize);
      // Always oldest first on the wire, as a chat shows them; only the read order differs by window.
      if (w.kind !== 'after') page.reverse();
      return { items: page.map(messageView), hasMore: rows.length > q.pageSize };
    },

    async send(userId: string, input: ChatSendInput) {
      const { message, duplicate } = await postChatMessage(ctx, userId, input);
      return { message, duplicate };
    },

    /** The caller's side has read up to `seq`: its unread count becomes the other side's messages after it. */
    async read(userId: string, conversationId: string, seq: number) {
      const side = writerSide(await repo.conversation(conversationId), userId);
      const unread = await repo.unreadAfter(conversationId, side, seq);
      await repo.setUnread(conversationId, side, unread);
      return { conversationId, unread };
    },

    async close(userId: string, conversationId: string) {
      writerSide(await repo.conversation(conversationId), userId);
      const closed = await repo.close(conversationId, ctx.clock.now());
      const view = await conversationView(ctx.db, (await repo.conversation(conversationId))!);
      return closed ? announce(view) : view; // closing a closed one again answers it unchanged
    },

    /** One conversation, by the same rule as its messages: its user, its agent, or any agent while it waits. */
    async one(userId: string, isAgent: boolean, conversationId: string) {
      return conversationView(ctx.db, await readable(conversationId, userId, isAgent));
    },

    async onlineList(agentId: string, q: { tab: 'waiting' | 'mine' | 'closed'; pageIndex: number; pageSize: number }) {
      const [{ rows, total }, counts] = await Promise.all([repo.tab(q.tab, agentId, pageArgs(q)), repo.agentCounts(agentId)]);
      return { ...pageResult(await conversationViews(ctx.db, rows), total, q), ...counts };
    },

    /** The agent takes a waiting conversation: a conditional change, so of two agents at once exactly one wins. */
    async accept(agentId: string, conversationId: string) {
      const won = await repo.take(conversationId, agentId);
      const conv = await repo.conversation(conversationId);
      if (!won) {
        const refusal = acceptRefusal(conv, agentId);
        if (refusal) throw refusal;
      }
      if (!conv) throw notFound();
      const view = await conversationView(ctx.db, conv);
      return won ? announce(view) : view;
    },
  };
}
