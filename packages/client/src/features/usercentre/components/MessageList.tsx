import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { TMessage } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { useReadMessage } from '../api';
import '../usercentre.css';

/**
 * The message centre: newest first; unread ones can be marked read (one-key cleanup removes read ones). A message
 * with a link (a customer-service reply) opens it: its title is the tap target.
 */
export function MessageList({ messages }: { messages: TMessage[] }) {
  const { t } = useTranslation('usercentre');
  const read = useReadMessage();
  if (messages.length === 0) return <p className="uc-empty" data-testid="messages-empty">{t('messages.none')}</p>;
  return (
    <ul className="uc-list" data-testid="messages">
      {messages.map((m) => (
        <li key={m.id} className={m.read ? '' : 'uc-unread'}>
          <div className="uc-grow">
            {m.link
              ? <Link className="uc-title uc-message-link" to={m.link} data-testid="message-link">{m.title} ›</Link>
              : <p className="uc-title">{m.title}</p>}
            <p>{m.content}</p>
            <p className="uc-small">{new Date(m.createdAt).toLocaleString()}</p>
          </div>
          {!m.read && <Button variant="ghost" disabled={read.isPending} onClick={() => read.mutate(m.id)}>{t('messages.markRead')}</Button>}
        </li>
      ))}
    </ul>
  );
}
