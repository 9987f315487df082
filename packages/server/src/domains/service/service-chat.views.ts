import type { TChatConversation, TChatMessage, ChatStatus } from '@card/contract';
import type { DbClient } from '../../core/db';
import { facesOf } from '../../core/people';
import { chatRepository, type ChatConversationRow, type ChatMessageRow } from './service-chat.repository';

/** How the chat's rows go on the wire (service-chat.schemas.ts): people by their public face, times as ISO text. */
export const messageView = (m: ChatMessageRow): TChatMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  seq: m.seq,
  fromAgent: m.fromAgent,
  clientMsgId: m.clientMsgId,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
});

/** Conversations as list rows and answers, with the faces and last messages read in one query each. */
export async function conversationViews(db: DbClient, rows: ChatConversationRow[]): Promise<TChatConversation[]> {
  const [faces, lasts] = await Promise.all([
    facesOf(
      db,
      rows.flatMap((r) => (r.agentId ? [r.userId, r.agentId] : [r.userId])),
    ),
    chatRepository(db).lastMessages(rows),
  ]);
  const lastOf = new Map(lasts.map((m) => [m.conversationId, m]));
  return rows.map((r) => {
    const last = lastOf.get(r.id);
    return {
      id: r.id,
      status: r.status as ChatStatus,
      user: faces.face(r.userId),
      agent: r.agentId ? faces.face(r.agentId) : null,
      lastSeq: r.lastSeq,
      lastMessage: last ? { text: last.text, fromAgent: last.fromAgent, createdAt: last.createdAt.toISOString() } : null,
      userUnread: r.userUnread,
      agentUnread: r.agentUnread,
      createdAt: r.createdAt.toISOString(),
      lastMessageAt: r.lastMessageAt.toISOString(),
    };
  });
}

export async function conversationView(db: DbClient, row: ChatConversationRow): Promise<TChatConversation> {
  return (await conversationViews(db, [row]))[0]!;
}
