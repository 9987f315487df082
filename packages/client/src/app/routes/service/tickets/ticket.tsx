import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddAddition, useCloseTicket, useTicket } from '../../../../features/service/tickets/api';
import { TicketThread } from '../../../../features/service/tickets/components/TicketThread';
import { VoucherPicker } from '../../../../features/service/tickets/components/VoucherPicker';
import '../../../../features/service/tickets/tickets.css';

const L = LIMITS.service;

/** /customer/client/tickets/:id: my ticket's thread (opening it reads the replies), an addition box, closing. */
export default function TicketRoute() {
  const { t } = useTranslation('serviceTickets');
  const id = useParams().id ?? '';
  const q = useTicket(id);
  const add = useAddAddition();
  const close = useCloseTicket();
  const [content, setContent] = useState('');
  const [vouchers, setVouchers] = useState<string[]>([]);
  const back = paths.serviceTickets;
  if (q.isPending)
    return (
      <Page title={t('titles.ticket')} backTo={back}>
        <Loading />
      </Page>
    );
  if (q.isError) {
    return (
      <Page title={t('titles.ticket')} backTo={back}>
        <p className="result muted" role="alert" data-testid="ticket-error">
          {q.error.message}
        </p>
        <Link className="btn btn-ghost tk-link-btn" to={back}>
          {t('titles.tickets')}
        </Link>
      </Page>
    );
  }
  const ticket = q.data;
  const open = ticket.status !== 'closed';
  const send = () =>
    add.mutate(
      { ticketId: id, content: content.trim(), vouchers },
      {
        onSuccess: () => {
          setContent('');
          setVouchers([]);
          toast.info(t('thread.added'));
        },
      },
    );
  return (
    <Page title={t('titles.ticket')} backTo={back}>
      <TicketThread ticket={ticket} />
      {open && (
        <form
          className="tk-form"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label htmlFor="tk-addition">{t('thread.addTitle')}</label>
          <textarea
            id="tk-addition"
            value={content}
            maxLength={L.ticketContentMax}
            placeholder={t('thread.addPlaceholder')}
            onChange={(e) => setContent(e.target.value)}
            data-testid="addition-content"
          />
          <VoucherPicker vouchers={vouchers} onChange={setVouchers} />
          <Button type="submit" disabled={add.isPending || (!content.trim() && vouchers.length === 0)} data-testid="addition-send">
            {t('thread.addSend')}
          </Button>
          <ConfirmButton
            label={t('thread.close')}
            armedLabel={t('thread.closeArmed')}
            confirmText={t('thread.closeConfirm')}
            className="btn btn-ghost"
            disabled={close.isPending}
            onConfirm={() => close.mutate(id, { onSuccess: () => toast.info(t('thread.closed')) })}
            testId="ticket-close"
          />
        </form>
      )}
      {!open && <p className="tk-hint muted">{t('thread.closedNote')}</p>}
    </Page>
  );
}
