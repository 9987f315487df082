import { useEffect, type ReactNode } from 'react';
import type { TChatConversation } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';
import { useChatLog } from '../api';
import { lastSeqOf } from '../chat-sync';
import type { useChatSocket } from '../use-chat-socket';
import { ChatInputBar, ChatStatusLine } from './ChatInputBar';
import { ChatLogView } from './ChatLogView';

interface Props {
  chat: ReturnType<typeof useChatSocket>;
  conversation: TChatConversation | null;
  side: 'user' | 'agent';
  info?: string;
  /** Shown above the messages when there is no conversation yet (the user's welcome). */
  intro?: ReactNode;
  /** Sends a text; the user's screen opens the conversation first when there is none. */
  onSend: (text: string) => void | Promise<void>;
  busy?: boolean;
  /** What a closed conversation offers under "会话已结束" (the user: a new conversation). */
  closedAction?: ReactNode;
  /** Shown instead of the input bar while the reader cannot write yet (an agent's view of a waiting conversation: 接入). */
  waitingAction?: ReactNode;
}

/**
 * One conversation from either side: the connection line, the messages, and the input bar (or, once closed,
 * "会话已结束"). What the reader sees is marked read while the page is visible.
 */
export function ChatPanel({ chat, conversation, side, info, intro, onSend, busy, closedAction, waitingAction }: Props) {
  const { t } = useTranslation('serviceChat');
  const id = conversation?.id ?? null;
  const log = useChatLog(id);
  const closed = conversation?.status === 'closed';
  // Marking read needs the caller to be a party: the agent only once the conversation is theirs (active).
  const canRead = Boolean(conversation) && !closed && (side === 'user' || conversation!.status === 'active');
  const seq = log.data ? lastSeqOf(log.data) : 0;
  const othersLast = log.data?.items.filter((m) => (side === 'agent' ? !m.fromAgent : m.fromAgent)).at(-1)?.seq ?? 0;
  const { markRead } = chat;
  useEffect(() => {
    if (!id || !canRead || othersLast === 0) return;
    const mark = () => {
      if (document.visibilityState === 'visible') markRead(id, seq);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, canRead, seq, othersLast, markRead]);

  return (
    <>
      <ChatStatusLine state={chat.state} info={info} />
      {!conversation && intro}
      {conversation && log.data?.items.length === 0 && chat.outbox.length === 0 && <p className="chat-note">{t('chat.empty')}</p>}
      <ChatLogView conversationId={id} log={log.data} outbox={chat.outbox} side={side} />
      {closed ? (
        <div className="chat-bar chat-closed" data-testid="chat-closed">
          <p>{t('chat.closed')}</p>
          {closedAction}
        </div>
      ) : waitingAction ? (
        <div className="chat-bar chat-closed" data-testid="chat-waiting">
          {waitingAction}
        </div>
      ) : (
        <ChatInputBar onSend={onSend} busy={busy} />
      )}
    </>
  );
}
