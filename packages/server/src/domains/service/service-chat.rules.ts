import type { ChatStatus } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules of the live chat (issue 17): who may see or write a conversation, and which side a caller speaks for.
 * A conversation belongs to its user and, once taken, to its agent; an agent may also look at a waiting one (to
 * decide whether to take it). Anyone else gets CHAT_NOT_FOUND, never a hint that the id exists.
 */
export interface ChatParties {
  userId: string;
  agentId: string | null;
  status: string;
}

export type ChatSide = 'user' | 'agent';

/** Which side the caller speaks for in `conv`, or null when it is not theirs to write in. */
export function sideOf(conv: ChatParties, callerId: string): ChatSide | null {
  if (conv.userId === callerId) return 'user';
  if (conv.agentId !== null && conv.agentId === callerId) return 'agent';
  return null;
}

/** The side the caller writes as; someone else's conversation reads as missing. */
export function writerSide(conv: ChatParties | null, callerId: string): ChatSide {
  const side = conv ? sideOf(conv, callerId) : null;
  if (!side) throw new DomainError('CHAT_NOT_FOUND', { field: 'conversationId' });
  return side;
}

/** Reading: the parties, or any agent while the conversation still waits for one. */
export function assertReadable(conv: ChatParties | null, callerId: string, isAgent: boolean): asserts conv is ChatParties {
  if (conv && (sideOf(conv, callerId) || (isAgent && conv.status === 'waiting'))) return;
  throw new DomainError('CHAT_NOT_FOUND', { field: 'conversationId' });
}

export const isOpen = (status: string) => status !== ('closed' satisfies ChatStatus);

/** Why an agent's take failed, read after the conditional change found the conversation no longer waiting. */
export function acceptRefusal(conv: ChatParties | null, agentId: string): DomainError | null {
  if (!conv) return new DomainError('CHAT_NOT_FOUND', { field: 'conversationId' });
  if (conv.userId === agentId) return new DomainError('CHAT_AGENT_SELF', { field: 'conversationId' });
  if (conv.agentId === agentId && isOpen(conv.status)) return null; // taken by this agent already: answer it again
  if (!isOpen(conv.status)) return new DomainError('CHAT_CLOSED', { field: 'conversationId' });
  return new DomainError('CHAT_TAKEN', { field: 'conversationId' });
}

/** The history window a findMessages body asks for: after a seq (catch-up), before one (scrolling back), or the newest. */
export type HistoryWindow = { kind: 'after'; seq: number } | { kind: 'before'; seq: number } | { kind: 'newest' };
export function historyWindow(q: { afterSeq?: number; beforeSeq?: number }): HistoryWindow {
  if (q.afterSeq !== undefined) return { kind: 'after', seq: q.afterSeq };
  if (q.beforeSeq !== undefined) return { kind: 'before', seq: q.beforeSeq };
  return { kind: 'newest' };
}
