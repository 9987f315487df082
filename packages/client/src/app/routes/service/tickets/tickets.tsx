import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useMyTickets } from '../../../../features/service/tickets/api';
import { TicketRow } from '../../../../features/service/tickets/components/TicketRow';
import '../../../../features/service/tickets/tickets.css';
import { ClipboardList } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /customer/client/tickets: my feedback, advice and security requests, newest first, with unread replies. */
export default function MyTicketsRoute() {
  const { t } = useTranslation('serviceTickets');
  const q = useMyTickets();
  const items = rowsOf(q.data);
  return (
    <Page title={t('titles.tickets')} backTo={paths.customerHome}>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {q.data && (
        <p className="tk-hint muted" data-testid="tickets-unread">
          {t('list.unreadTotal', { count: q.data.pages[0]?.unread ?? 0 })}
        </p>
      )}
      {q.data && items.length === 0 && <EmptyState icon={ClipboardList} title={t('list.empty')} action={{ label: t('list.feedback'), to: paths.serviceFeedback }} testId="tickets-empty" />}
      <ul className="tk-list" data-testid="my-tickets">
        {items.map((it) => (
          <TicketRow key={it.id} ticket={it} to={paths.serviceTicket(it.id)} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
