import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { loadFeedback, saveFeedback } from '../../../../features/service/tickets/draft';
import { VoucherPicker } from '../../../../features/service/tickets/components/VoucherPicker';
import { Steps } from '../../../../features/service/tickets/components/Steps';
import '../../../../features/service/tickets/tickets.css';

/** /customer/client/vouchers, step 2 of 4: up to nine proof pictures (optional), each uploaded when picked. */
export default function VouchersRoute() {
  const { t } = useTranslation('serviceTickets');
  const navigate = useNavigate();
  const [vouchers, setVouchers] = useState(loadFeedback().vouchers);
  // Opened without a problem type (a reload after submitting, a pasted link): the wizard starts at its first step.
  if (!loadFeedback().category) return <Navigate to={paths.serviceFeedback} replace />;
  const change = (next: string[]) => {
    setVouchers(next);
    saveFeedback({ ...loadFeedback(), vouchers: next });
  };
  return (
    <Page title={t('titles.vouchers')} backTo={paths.serviceFeedback}>
      <Steps at="vouchers" />
      <h2 className="section-title">{t('vouchers.title')}</h2>
      <p className="tk-hint muted">{t('vouchers.note')}</p>
      <VoucherPicker vouchers={vouchers} onChange={change} />
      <div className="tk-actions">
        <Button type="button" variant="ghost" onClick={() => navigate(paths.serviceFeedback)}>
          {t('wizard.prev')}
        </Button>
        <Button type="button" onClick={() => navigate(paths.serviceAdditions)} data-testid="vouchers-next">
          {t('wizard.next')}
        </Button>
      </div>
    </Page>
  );
}
