import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { TicketCategory } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useSubmitTicket } from '../../../../features/service/tickets/api';
import { clearFeedback, loadFeedback } from '../../../../features/service/tickets/draft';
import { Steps } from '../../../../features/service/tickets/components/Steps';
import '../../../../features/service/tickets/tickets.css';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /customer/client/submit, step 4 of 4: every step's choice to check (each with its way back to change it), then
 * submit; a refusal shows its catalogue message (shared toast) and keeps the draft. Done: the way to my tickets.
 */
export default function SubmitRoute() {
  const { t } = useTranslation('serviceTickets');
  const submit = useSubmitTicket();
  const [draft] = useState(loadFeedback);
  const [doneId, setDoneId] = useState<string | null>(null);

  if (doneId) {
    return (
      <Page title={t('titles.submit')} backTo={paths.customerHome}>
        <div className="tk-done" data-testid="submit-done">
          <p className="tk-done-icon" aria-hidden="true">
            <Icon icon={CircleCheck} size="xl" />
          </p>
          <h2>{t('submit.done')}</h2>
          <p className="muted">{t('submit.doneNote')}</p>
        </div>
        <Link className="btn btn-primary tk-link-btn" to={paths.serviceTickets} replace data-testid="submit-my-tickets">
          {t('submit.myTickets')}
        </Link>
        <Link className="btn btn-ghost tk-link-btn" to={paths.customerHome} replace>
          {t('submit.home')}
        </Link>
      </Page>
    );
  }
  if (!draft.category || !draft.content.trim()) return <Navigate to={draft.category ? paths.serviceAdditions : paths.serviceFeedback} replace />;
  const send = () =>
    submit.mutate(
      { kind: 'feedback', category: draft.category as TicketCategory, content: draft.content.trim(), vouchers: draft.vouchers, contact: draft.contact.trim() },
      {
        onSuccess: (r) => {
          clearFeedback();
          setDoneId(r.id);
        },
      },
    );
  return (
    <Page title={t('titles.review')} backTo={paths.serviceAdditions}>
      <Steps at="submit" />
      <dl className="tk-review" data-testid="submit-review">
        <dt>{t('review.type')}</dt>
        <dd>
          {t(`categories.${draft.category}`)}{' '}
          <Link className="tk-edit" to={paths.serviceFeedback}>
            {t('review.change')}
          </Link>
        </dd>
        <dt>{t('review.vouchers', { count: draft.vouchers.length })}</dt>
        <dd>
          {draft.vouchers.length > 0 && (
            <ul className="tk-thumbs tk-thumbs-small">
              {draft.vouchers.map((u, i) => (
                <li key={u} className="tk-thumb">
                  <Picture width={81} height={81} src={u} alt={t('vouchers.alt', { n: i + 1 })} />
                </li>
              ))}
            </ul>
          )}
          <Link className="tk-edit" to={paths.serviceVouchers}>
            {t('review.change')}
          </Link>
        </dd>
        <dt>{t('additions.content')}</dt>
        <dd data-testid="submit-content">{draft.content.trim()}</dd>
        <dt>{t('additions.contact')}</dt>
        <dd>
          {draft.contact.trim() || t('review.noContact')}{' '}
          <Link className="tk-edit" to={paths.serviceAdditions}>
            {t('review.change')}
          </Link>
        </dd>
      </dl>
      <Button type="button" disabled={submit.isPending} onClick={send} data-testid="submit-send">
        {submit.isPending ? t('submit.sending') : t('submit.send')}
      </Button>
    </Page>
  );
}
