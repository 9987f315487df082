import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@card/contract';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';

/**
 * The input bar fixed at the bottom (above the safe area): Enter sends, Shift+Enter starts a new line. The text is
 * trimmed; an empty one is not sent; the limit is the contract's, so the server never sees a longer one.
 */
export function ChatInputBar({ onSend, busy = false }: { onSend: (text: string) => void | Promise<void>; busy?: boolean }) {
  const { t } = useTranslation('serviceChat');
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const clean = text.trim();
    if (!clean || busy) return;
    setText('');
    // A refused start (its message is the shared toast's) gives the text back instead of losing it.
    Promise.resolve(onSend(clean)).catch(() => setText((now) => now || clean));
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  return (
    <form className="chat-bar" onSubmit={submit} data-testid="chat-bar">
      <textarea
        rows={1}
        value={text}
        maxLength={LIMITS.service.chatTextMax}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.inputLabel')}
        data-testid="chat-input"
        enterKeyHint="send"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
      />
      <Button type="submit" data-testid="chat-send" disabled={busy || !text.trim()}>
        {t('chat.send')}
      </Button>
    </form>
  );
}

/** The line under the top bar: the connection's state, and what the screen says about the conversation. */
export function ChatStatusLine({ state, info }: { state: 'connecting' | 'open' | 'reconnecting'; info?: string }) {
  const { t } = useTranslation('serviceChat');
  return (
    <div className="chat-status">
      <span className={`chat-conn chat-conn-${state}`} role="status" data-testid="chat-conn" data-state={state}>
        {t(`state.${state}`)}
      </span>
      {info && (
        <span className="chat-info" data-testid="chat-info">
          {info}
        </span>
      )}
    </div>
  );
}
