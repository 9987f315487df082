import type { TChatConversation } from '@card/contract';
import { Avatar } from '../../../../components/ui/Avatar';
import { useTranslation } from '../../../../lib/i18n';
import { chatTime } from './ChatLogView';

/** One conversation of the agent's list: the user, the last message, its time, and the agent's unread count. */
export function ConversationRow({ c, onOpen, disabled }: { c: TChatConversation; onOpen: () => void; disabled?: boolean }) {
  const { t } = useTranslation('serviceChat');
  const last = c.lastMessage;
  return (
    <li>
      <button type="button" className="chat-row" data-testid="chat-row" data-id={c.id} disabled={disabled} onClick={onOpen}>
        <Avatar url={c.user.avatarUrl} name={c.user.name} seed={c.user.phoneIdEcr} />
        <span className="chat-row-main">
          <span className="chat-row-top">
            <span className="chat-row-name" data-testid="chat-row-name">
              {c.user.name}
            </span>
            <span className="chat-row-time">{chatTime(c.lastMessageAt)}</span>
          </span>
          <span className="chat-row-last" data-testid="chat-row-last" style={{ display: 'block' }}>
            {last ? `${last.fromAgent ? t('list.agentReply') : ''}${last.text}` : t('list.noMessage')}
          </span>
        </span>
        <span className="chat-row-side">
          {c.agentUnread > 0 && (
            <span className="chat-dot" data-testid="chat-row-unread" aria-label={t('list.unread', { count: c.agentUnread })}>
              {c.agentUnread}
            </span>
          )}
          {c.status === 'waiting' && <span className="chat-accept">{t('list.accept')}</span>}
        </span>
      </button>
    </li>
  );
}
