import { Link } from 'react-router';
import type { TTicketItem } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/datetime';

/** One ticket in a list: kind, problem type, status, the first lines of its text, unread replies. */
export function TicketRow({ ticket, to, who }: { ticket: TTicketItem; to: string; who?: string }) {
  const { t } = useTranslation('serviceTickets');
  return (
    <li className="tk-row" data-testid="ticket-row" data-id={ticket.id}>
      <Link to={to} className="tk-row-link">
        <span className="tk-row-top">
          <span className="tk-kind">
            {t(`kinds.${ticket.kind}`)} · {t(`categories.${ticket.category}`, { defaultValue: ticket.category })}
          </span>
          <span className={`tk-status tk-status-${ticket.status}`}>{t(`status.${ticket.status}`)}</span>
        </span>
        <span className="tk-row-text">{ticket.content}</span>
        <span className="tk-row-meta muted">
          {who && <span>{who}</span>}
          <span>{formatDateTime(ticket.updatedAt)}</span>
          {ticket.userUnread > 0 && !who && (
            <span className="tk-unread" data-testid="ticket-unread">
              {t('list.unread', { count: ticket.userUnread })}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
