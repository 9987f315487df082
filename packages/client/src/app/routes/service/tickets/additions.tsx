import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { loadFeedback, saveFeedback } from '../../../../features/service/tickets/draft';
import { Steps } from '../../../../features/service/tickets/components/Steps';
import '../../../../features/service/tickets/tickets.css';

const L = LIMITS.service;
const chars = (s: string) => [...s].length;

/** /customer/client/additions, step 3 of 4: the details (1-500) and an optional way to reach the user. */
export default function AdditionsRoute() {
  const { t } = useTranslation('serviceTickets');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(loadFeedback);
  if (!draft.category) return <Navigate to={paths.serviceFeedback} replace />;
  const change = (part: Partial<typeof draft>) => {
    const next = { ...loadFeedback(), ...part };
    setDraft(next);
    saveFeedback(next);
  };
  const n = chars(draft.content.trim());
  const tooLong = chars(draft.content) > L.ticketContentMax;
  return (
    <Page title={t('titles.additions')} backTo={paths.serviceVouchers}>
      <Steps at="details" />
      <form
        className="tk-form"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(paths.serviceSubmit);
        }}
      >
        <label htmlFor="tk-content">{t('additions.content')}</label>
        <textarea id="tk-content" value={draft.content} placeholder={t('additions.placeholder')} data-testid="additions-content" onChange={(e) => change({ content: e.target.value })} />
        <p className={`tk-counter ${tooLong ? 'form-error' : 'muted'}`}>
          {chars(draft.content)}/{L.ticketContentMax}
        </p>
        <label htmlFor="tk-contact">{t('additions.contact')}</label>
        <input
          id="tk-contact"
          type="text"
          inputMode="text"
          autoComplete="tel"
          value={draft.contact}
          maxLength={L.ticketContactMax}
          placeholder={t('additions.contactPlaceholder')}
          data-testid="additions-contact"
          onChange={(e) => change({ contact: e.target.value })}
        />
        <div className="tk-actions">
          <Button type="button" variant="ghost" onClick={() => navigate(paths.serviceVouchers)}>
            {t('wizard.prev')}
          </Button>
          <Button type="submit" disabled={n === 0 || tooLong} data-testid="additions-next">
            {t('wizard.next')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
