import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useSubmitTicket } from '../../../../features/service/tickets/api';
import { TicketSent } from '../../../../features/service/tickets/components/TicketSent';
import { VoucherPicker } from '../../../../features/service/tickets/components/VoucherPicker';
import '../../../../features/service/tickets/tickets.css';

const L = LIMITS.service;
const chars = (s: string) => [...s].length;

/** /customer/client/advise: advice in one screen, text and optional pictures; done: the way to my tickets. */
export default function AdviseRoute() {
  const { t } = useTranslation('serviceTickets');
  const submit = useSubmitTicket();
  const [content, setContent] = useState('');
  const [vouchers, setVouchers] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  if (done) return <TicketSent title={t('titles.advise')} message={t('advise.done')} testId="advise-done" />;
  const tooLong = chars(content) > L.ticketContentMax;
  return (
    <Page title={t('titles.advise')} backTo={paths.customerHome}>
      <form
        className="tk-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit.mutate({ kind: 'advice', category: 'suggestion', content: content.trim(), vouchers, contact: '' }, { onSuccess: () => setDone(true) });
        }}
      >
        <label htmlFor="tk-advice">{t('advise.content')}</label>
        <textarea id="tk-advice" value={content} placeholder={t('advise.placeholder')} onChange={(e) => setContent(e.target.value)} data-testid="advise-content" />
        <p className={`tk-counter ${tooLong ? 'form-error' : 'muted'}`}>
          {chars(content)}/{L.ticketContentMax}
        </p>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: titles the picture picker below (a row of buttons, not one input) */}
        <label>{t('advise.pictures')}</label>
        <VoucherPicker vouchers={vouchers} onChange={setVouchers} />
        <Button type="submit" disabled={!content.trim() || tooLong || submit.isPending} data-testid="advise-send">
          {t('submit.send')}
        </Button>
      </form>
    </Page>
  );
}
