import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { messageReadKeys, useServiceMessage } from '../../../../features/service/tickets/api';
import '../../../../features/service/tickets/tickets.css';
import { formatDateTime } from '../../../../lib/datetime';

/**
 * /customer/client/msgDetail/:id: one message of the message centre in full (opening it reads it), with the way to
 * the ticket it is about. An unknown or someone else's message says so, with the way back to the message centre.
 */
export default function MsgDetailRoute() {
  const { t } = useTranslation('serviceTickets');
  const id = useParams().id ?? '';
  const q = useServiceMessage(id);
  const qc = useQueryClient();
  // The message is read now: the message centre's list and unread count change.
  useEffect(() => {
    if (q.data) for (const queryKey of messageReadKeys) void qc.invalidateQueries({ queryKey });
  }, [q.data, qc]);
  const back = paths.messageCentre;
  if (q.isPending)
    return (
      <Page title={t('titles.msgDetail')} backTo={back}>
        <Loading />
      </Page>
    );
  if (q.isError) {
    return (
      <Page title={t('titles.msgDetail')} backTo={back}>
        <p className="result muted" role="alert" data-testid="msg-error">
          {q.error.message}
        </p>
        <Link className="btn btn-ghost tk-link-btn" to={back}>
          {t('msg.centre')}
        </Link>
      </Page>
    );
  }
  const m = q.data;
  return (
    <Page title={t('titles.msgDetail')} backTo={back}>
      <h2 className="section-title" data-testid="msg-title">
        {m.title}
      </h2>
      <p className="tk-meta muted">{formatDateTime(m.createdAt)}</p>
      <div className="tk-message" data-testid="msg-content">
        {m.content}
      </div>
      {m.ticketId && (
        <Link className="btn btn-primary tk-link-btn" to={paths.serviceTicket(m.ticketId)} data-testid="msg-ticket">
          {t('msg.toTicket')}
        </Link>
      )}
    </Page>
  );
}
