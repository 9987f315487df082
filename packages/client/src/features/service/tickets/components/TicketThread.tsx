import type { TTicketDetail } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/datetime';
import { Picture } from '../../../../components/ui/Picture';

const when = (iso: string) => formatDateTime(iso);

function Pictures({ urls }: { urls: string[] }) {
  const { t } = useTranslation('serviceTickets');
  if (urls.length === 0) return null;
  return (
    <ul className="tk-thumbs tk-thumbs-small">
      {urls.map((u, i) => (
        <li key={u} className="tk-thumb">
          <a href={u} target="_blank" rel="noreferrer">
            <Picture width={111} height={111} src={u} alt={t('vouchers.alt', { n: i + 1 })} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A ticket as both sides read it: what was sent first, then additions and replies, oldest first. */
export function TicketThread({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation('serviceTickets');
  return (
    <section className="tk-thread" data-testid="ticket-thread">
      <header className="tk-head">
        <span className={`tk-status tk-status-${ticket.status}`} data-testid="ticket-status">
          {t(`status.${ticket.status}`)}
        </span>
        <span className="tk-kind">
          {t(`kinds.${ticket.kind}`)} · {t(`categories.${ticket.category}`, { defaultValue: ticket.category })}
        </span>
      </header>
      <article className="tk-entry tk-entry-user">
        <p className="tk-text">{ticket.content}</p>
        <Pictures urls={ticket.vouchers} />
        {ticket.contact && (
          <p className="tk-meta muted">
            {t('additions.contact')}：{ticket.contact}
          </p>
        )}
        <p className="tk-meta muted">{when(ticket.createdAt)}</p>
      </article>
      {ticket.entries.map((e) => (
        <article key={e.id} className={`tk-entry ${e.fromAgent ? 'tk-entry-agent' : 'tk-entry-user'}`} data-testid={e.fromAgent ? 'entry-agent' : 'entry-user'}>
          <p className="tk-who">{e.fromAgent ? t('thread.agent') : t('thread.addition')}</p>
          {e.content && <p className="tk-text">{e.content}</p>}
          <Pictures urls={e.vouchers} />
          <p className="tk-meta muted">{when(e.createdAt)}</p>
        </article>
      ))}
    </section>
  );
}
