import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { TMessage } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { messageRoute } from '../../../config/message-routes';
import { useReadMessage } from '../api';
import '../usercentre.css';
import { formatDateTime } from '../../../lib/datetime';
import { Mail } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/**
 * The message centre: newest first. Every message opens its subject (config/message-routes: the exchange request,
 * the company, the circle, the order...; an old row without one opens in full); opening an unread one marks it read,
 * so the count follows what the user has seen. Unread ones can also be marked read where they are.
 */
export function MessageList({ messages }: { messages: TMessage[] }) {
  const { t } = useTranslation('usercentre');
  const read = useReadMessage();
  if (messages.length === 0) return <EmptyState icon={Mail} title={t('messages.none')} hint={t('messages.noneHint')} testId="messages-empty" />;
  return (
    <ul className="uc-list" data-testid="messages">
      {messages.map((m) => (
        <li key={m.id} className={m.read ? '' : 'uc-unread'}>
          <Link
            className="uc-grow uc-message-open"
            to={messageRoute(m)}
            data-testid="message-link"
            data-subject={m.subject?.type ?? ''}
            onClick={() => {
              if (!m.read) read.mutate(m.id);
            }}
          >
            <p className="uc-title">{m.title}</p>
            <p>{m.content}</p>
            <p className="uc-small">{formatDateTime(m.createdAt)}</p>
          </Link>
          {!m.read && (
            <Button variant="ghost" disabled={read.isPending} onClick={() => read.mutate(m.id)}>
              {t('messages.markRead')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
