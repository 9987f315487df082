import { useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatMessage } from '@card/contract';
import { api, call } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { formatDate, formatDateTime, formatTime } from '../../../../lib/datetime';
import { toast } from '../../../../lib/toast';
import { chatKeys, HISTORY_PAGE } from '../api';
import { mergeOlder, type ChatLog, type OutboxItem } from '../chat-sync';

/** Hour and minute today (Beijing's day), else the date-time (lib/datetime: one format, Beijing time). */
export function chatTime(iso: string, now = new Date()): string {
  return formatDate(iso) === formatDate(now) ? formatTime(iso) : formatDateTime(iso);
}

interface Props {
  conversationId: string | null;
  log: ChatLog | undefined;
  outbox: OutboxItem[];
  /** Which side is "mine" (right): the user's messages for the user, the agent's for the agent. */
  side: 'user' | 'agent';
}

/**
 * The messages of a conversation, oldest at the top, the newest in view: a new message scrolls the window down
 * (the input bar is fixed), loading older ones keeps the reader where they were. Texts are rendered as text.
 */
export function ChatLogView({ conversationId, log, outbox, side }: Props) {
  const { t } = useTranslation('serviceChat');
  const qc = useQueryClient();
  const [loadingOlder, setLoadingOlder] = useState(false);
  // While older messages go in above: the message that was first, and where on screen it was.
  const keep = useRef<{ seq: number; top: number } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const items = log?.items ?? [];
  const pending = outbox.filter((o) => o.conversationId === conversationId);
  const newest = `${items.at(-1)?.seq ?? 0}:${pending.length}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keeps the scroll position each time the newest message or the page of older ones changes
  useLayoutEffect(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const anchor = keep.current;
    keep.current = null;
    if (anchor) {
      // Older messages went in above: put the message that was first back where it was on screen (measured, so
      // the browser's own scroll anchoring, where it applies, is not added to twice).
      const el = listRef.current?.querySelector(`[data-seq="${anchor.seq}"]`);
      if (el) window.scrollBy(0, el.getBoundingClientRect().top - anchor.top);
    } else {
      root.scrollTop = root.scrollHeight;
    }
  }, [newest, items.length]);

  const older = async () => {
    if (!conversationId || !items[0]) return;
    setLoadingOlder(true);
    try {
      const page = await call(api.service.findMessages({ body: { conversationId, beforeSeq: items[0].seq, pageSize: HISTORY_PAGE } }));
      const first = listRef.current?.querySelector(`[data-seq="${items[0].seq}"]`);
      keep.current = first ? { seq: items[0].seq, top: first.getBoundingClientRect().top } : null;
      qc.setQueryData<ChatLog>(chatKeys.log(conversationId), (old) => mergeOlder(old ?? { items: [], hasOlder: false }, page));
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setLoadingOlder(false);
    }
  };

  const mine = (m: TChatMessage) => (side === 'agent' ? m.fromAgent : !m.fromAgent);
  return (
    <ol ref={listRef} className="chat-log" aria-label={t('chat.messages')} data-testid="chat-log">
      {log?.hasOlder && (
        <li className="chat-older">
          <button type="button" className="link-btn" data-testid="chat-older" disabled={loadingOlder} onClick={() => void older()}>
            {loadingOlder ? t('chat.loadingOlder') : t('chat.older')}
          </button>
        </li>
      )}
      {log && !log.hasOlder && items.length > 0 && items[0]!.seq > 1 && <li className="chat-note">{t('chat.noOlder')}</li>}
      {items.map((m) => (
        <li key={m.seq} className={`chat-msg${mine(m) ? ' chat-msg-mine' : ''}`} data-testid="chat-msg" data-seq={m.seq} data-mine={mine(m) ? '1' : '0'}>
          <span className="chat-sr">{mine(m) ? t('chat.me') : t(m.fromAgent ? 'chat.agent' : 'chat.user')}</span>
          <div className="chat-bubble" data-testid="chat-text">
            {m.text}
          </div>
          <time className="chat-meta" dateTime={m.createdAt}>
            {chatTime(m.createdAt)}
          </time>
        </li>
      ))}
      {pending.map((o) => (
        <li key={o.clientMsgId} className="chat-msg chat-msg-mine chat-pending" data-testid="chat-pending">
          <div className="chat-bubble">{o.text}</div>
          <span className="chat-meta">{t('chat.sending')}</span>
        </li>
      ))}
    </ol>
  );
}
