import { rowsAndTotal } from '../../lib/paging';
import type { DbClient } from '../../core/db';
import type { ChatSide } from './service-chat.rules';

/**
 * Storage of the live chat (issue 17): conversations, their numbered messages and the socket tickets. Every change
 * that two callers may race for is a conditional update (`updateMany` with the expected state in `where`) whose
 * count says who won; the same on SQLite and PostgreSQL.
 */
export type { ChatConversation as ChatConversationRow, ChatMessage as ChatMessageRow } from '../../generated/prisma/client';

const OPEN = { in: ['waiting', 'active'] };

export function chatRepository(db: DbClient) {
  return {
    conversation: (id: string) => db.chatConversation.findUnique({ where: { id } }),
    openOfUser: (userId: string) => db.chatConversation.findFirst({ where: { userId, status: OPEN }, orderBy: { createdAt: 'desc' } }),
    createConversation: (data: { id: string; userId: string; now: Date }) =>
      db.chatConversation.create({ data: { id: data.id, userId: data.userId, status: 'waiting', createdAt: data.now, lastMessageAt: data.now } }),

    /** Takes the next seq of an open conversation (the row stays locked for the rest of the transaction); null when closed or gone. */
    async nextSeq(id: string, sender: ChatSide, now: Date): Promise<number | null> {
      const unread = sender === 'user' ? { agentUnread: { increment: 1 } } : { userUnread: { increment: 1 } };
      const { count } = await db.chatConversation.updateMany({
        where: { id, status: OPEN },
        data: { lastSeq: { increment: 1 }, lastMessageAt: now, ...unread },
      });
      if (count === 0) return null;
      const row = await db.chatConversation.findUnique({ where: { id }, select: { lastSeq: true } });
      return row?.lastSeq ?? null;
    },
    createMessage: (data: { id: string; conversationId: string; seq: number; senderId: string; fromAgent: boolean; clientMsgId: string; text: string; now: Date }) =>
      db.chatMessage.create({
        data: {
          id: data.id,
          conversationId: data.conversationId,
          seq: data.seq,
          senderId: data.senderId,
          fromAgent: data.fromAgent,
          clientMsgId: data.clientMsgId,
          text: data.text,
          createdAt: data.now,
        },
      }),
    messageOfSender: (senderId: string, clientMsgId: string) => db.chatMessage.findUnique({ where: { senderId_clientMsgId: { senderId, clientMsgId } } }),

    /** Up to `take` messages of the window, in the order read (ascending after a seq, descending otherwise). */
    messages(conversationId: string, w: { kind: 'after' | 'before' | 'newest'; seq?: number }, take: number) {
      const seq = w.kind === 'after' ? { gt: w.seq } : w.kind === 'before' ? { lt: w.seq } : undefined;
      return db.chatMessage.findMany({
        where: { conversationId, ...(seq ? { seq } : {}) },
        orderBy: { seq: w.kind === 'after' ? 'asc' : 'desc' },
        take,
      });
    },
    /** The last message of each conversation (its lastSeq), for list rows. */
    lastMessages(convs: { id: string; lastSeq: number }[]) {
      const wanted = convs.filter((c) => c.lastSeq > 0);
      if (!wanted.length) return Promise.resolve([]);
      return db.chatMessage.findMany({ where: { OR: wanted.map((c) => ({ conversationId: c.id, seq: c.lastSeq })) } });
    },
    /** How many of the other side's messages lie after `seq`: what the reading side has left unread. */
    unreadAfter: (conversationId: string, reader: ChatSide, seq: number) => db.chatMessage.count({ where: { conversationId, fromAgent: reader === 'user', seq: { gt: seq } } }),
    setUnread: (id: string, reader: ChatSide, unread: number) => db.chatConversation.update({ where: { id }, data: reader === 'user' ? { userUnread: unread } : { agentUnread: unread } }),

    /** waiting -> active for this agent; false when someone else was first (or it is no longer waiting). */
    async take(id: string, agentId: string): Promise<boolean> {
      const { count } = await db.chatConversation.updateMany({ where: { id, status: 'waiting', agentId: null }, data: { status: 'active', agentId } });
      return count === 1;
    },
    async close(id: string, now: Date): Promise<boolean> {
      const { count } = await db.chatConversation.updateMany({ where: { id, status: OPEN }, data: { status: 'closed', closedAt: now } });
      return count === 1;
    },

    /** The agent's list tab (most recent message first) and its total. */
    async tab(tab: 'waiting' | 'mine' | 'closed', agentId: string, page: { skip: number; take: number }) {
      const where = tab === 'waiting' ? { status: 'waiting' } : { agentId, status: tab === 'mine' ? 'active' : 'closed' };
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.chatConversation.findMany({ where, orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }], ...page }),
        () => db.chatConversation.count({ where }),
      );
      return { rows, total };
    },
    async agentCounts(agentId: string) {
      const [waiting, mine, unread] = await Promise.all([
        db.chatConversation.count({ where: { status: 'waiting' } }),
        db.chatConversation.count({ where: { agentId, status: 'active' } }),
        db.chatConversation.aggregate({ where: { agentId, status: 'active' }, _sum: { agentUnread: true } }),
      ]);
      return { waiting, mine, unread: unread._sum.agentUnread ?? 0 };
    },

    createTicket: (tokenHash: string, userId: string, expiresAt: Date) => db.chatSocketTicket.create({ data: { tokenHash, userId, expiresAt } }),
    /** Marks an unused, unexpired ticket used; its user, or null (unknown, used or expired). */
    async redeemTicket(tokenHash: string, now: Date): Promise<string | null> {
      const { count } = await db.chatSocketTicket.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
      if (count === 0) return null;
      return (await db.chatSocketTicket.findUnique({ where: { tokenHash }, select: { userId: true } }))?.userId ?? null;
    },
  };
}
