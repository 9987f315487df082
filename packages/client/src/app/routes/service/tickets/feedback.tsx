import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TicketCategory } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { loadFeedback, saveFeedback } from '../../../../features/service/tickets/draft';
import { Steps } from '../../../../features/service/tickets/components/Steps';
import '../../../../features/service/tickets/tickets.css';

/** The problem types feedback offers (the contract's list without advice's and the security service's own). */
export const FEEDBACK_TYPES: TicketCategory[] = ['card', 'payment', 'vip', 'video', 'circle', 'shop', 'account', 'bug', 'other'];

/** /customer/client/feedback, step 1 of 4: choose the problem type; the choice is kept in the draft. */
export default function FeedbackRoute() {
  const { t } = useTranslation('serviceTickets');
  const navigate = useNavigate();
  const [category, setCategory] = useState(loadFeedback().category);
  const pick = (c: TicketCategory) => {
    setCategory(c);
    saveFeedback({ ...loadFeedback(), category: c });
  };
  return (
    <Page title={t('titles.feedback')} backTo={paths.customerHome}>
      <Steps at="type" />
      <h2 className="section-title">{t('feedback.pick')}</h2>
      <ul className="tk-types" data-testid="feedback-types">
        {FEEDBACK_TYPES.map((c) => (
          <li key={c}>
            <button type="button" className="tk-type" aria-pressed={category === c} data-testid={`type-${c}`} onClick={() => pick(c)}>
              {t(`categories.${c}`)}
            </button>
          </li>
        ))}
      </ul>
      <Button type="button" disabled={!category} onClick={() => navigate(paths.serviceVouchers)} data-testid="feedback-next">
        {t('wizard.next')}
      </Button>
      <p className="tk-hint muted">{t('feedback.note')}</p>
    </Page>
  );
}
