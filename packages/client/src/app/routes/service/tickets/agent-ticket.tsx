import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAgentCloseTicket, useAgentTicket, useReplyTicket } from '../../../../features/service/tickets/api';
import { TicketThread } from '../../../../features/service/tickets/components/TicketThread';
import '../../../../features/service/tickets/tickets.css';

const L = LIMITS.service;

/** /customer/service/tickets/:id (agents): the thread, who sent it, a reply box (the user is messaged), closing. */
export default function AgentTicketRoute() {
  const { t } = useTranslation('serviceTickets');
  const id = useParams().id ?? '';
  const q = useAgentTicket(id);
  const reply = useReplyTicket();
  const close = useAgentCloseTicket();
  const [content, setContent] = useState('');
  const back = paths.agentTickets;
  if (q.isPending)
    return (
      <Page title={t('titles.agentTicket')} backTo={back}>
        <Loading />
      </Page>
    );
  if (q.isError) {
    return (
      <Page title={t('titles.agentTicket')} backTo={back}>
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
        <Link className="btn btn-ghost tk-link-btn" to={back}>
          {t('titles.agentTickets')}
        </Link>
      </Page>
    );
  }
  const ticket = q.data;
  return (
    <Page title={t('titles.agentTicket')} backTo={back}>
      <p className="tk-hint" data-testid="agent-ticket-user">
        {t('agent.from', { name: ticket.user.name })}
      </p>
      <TicketThread ticket={ticket} />
      {ticket.status !== 'closed' ? (
        <form
          className="tk-form"
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate(
              { ticketId: id, content: content.trim() },
              {
                onSuccess: () => {
                  setContent('');
                  toast.info(t('agent.replied'));
                },
              },
            );
          }}
        >
          <label htmlFor="tk-reply">{t('agent.reply')}</label>
          <textarea id="tk-reply" value={content} maxLength={L.ticketContentMax} onChange={(e) => setContent(e.target.value)} data-testid="agent-reply" />
          <Button type="submit" disabled={reply.isPending || !content.trim()} data-testid="agent-reply-send">
            {t('agent.send')}
          </Button>
          <ConfirmButton
            label={t('thread.close')}
            armedLabel={t('thread.closeArmed')}
            className="btn btn-ghost"
            disabled={close.isPending}
            onConfirm={() => close.mutate(id, { onSuccess: () => toast.info(t('thread.closed')) })}
            testId="agent-ticket-close"
          />
        </form>
      ) : (
        <p className="tk-hint muted">{t('thread.closedNote')}</p>
      )}
    </Page>
  );
}
