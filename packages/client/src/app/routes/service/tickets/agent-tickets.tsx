import { useState } from 'react';
import { TICKET_STATUSES, type TicketStatus } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAgentTickets } from '../../../../features/service/tickets/api';
import { TicketRow } from '../../../../features/service/tickets/components/TicketRow';
import '../../../../features/service/tickets/tickets.css';
import { Tabs } from '../../../../components/ui/Tabs';

/** /customer/service/tickets (agents): tickets by tab, open ones waiting longest first. */
export default function AgentTicketsRoute() {
  const { t } = useTranslation('serviceTickets');
  const [tab, setTab] = useState<TicketStatus>('open');
  const q = useAgentTickets(tab);
  const items = rowsOf(q.data);
  return (
    <Page title={t('titles.agentTickets')} backTo={paths.customerHome}>
      <Tabs label={t('titles.agentTickets')} value={tab} onChange={setTab} options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), testId: `agent-tab-${s}` }))} />
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {q.data && <p className="tk-hint muted">{t('list.total', { count: q.data.pages[0]?.total ?? items.length })}</p>}
      <ul className="tk-list" data-testid="agent-tickets">
        {items.map((it) => (
          <TicketRow key={it.id} ticket={it} to={paths.agentTicket(it.id)} who={it.user.name} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
