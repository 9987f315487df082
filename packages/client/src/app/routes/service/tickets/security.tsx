import { useState } from 'react';
import { LIMITS, type TicketCategory } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useSubmitSecurityTicket } from '../../../../features/service/tickets/api';
import { TicketSent } from '../../../../features/service/tickets/components/TicketSent';
import { VoucherPicker } from '../../../../features/service/tickets/components/VoucherPicker';
import '../../../../features/service/tickets/tickets.css';

const L = LIMITS.service;
const chars = (s: string) => [...s].length;
/** The security service's kinds of request (TICKET_CATEGORIES' last three). */
const SECURITY_TYPES: TicketCategory[] = ['stolen', 'unbind', 'appeal'];

/**
 * /customer/client/security (ours): the security service in one screen: what happened (a stolen account, an
 * unbinding, an appeal), the details, proof pictures and a way to reach the user, who may no longer hold the phone.
 */
export default function SecurityRoute() {
  const { t } = useTranslation('serviceTickets');
  const submit = useSubmitSecurityTicket();
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [vouchers, setVouchers] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  if (done) return <TicketSent title={t('titles.security')} message={t('security.done')} testId="security-done" />;
  const tooLong = chars(content) > L.ticketContentMax;
  return (
    <Page title={t('titles.security')} backTo={paths.customerHome}>
      <form
        className="tk-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!category) return;
          submit.mutate({ category, content: content.trim(), vouchers, contact: contact.trim() }, { onSuccess: () => setDone(true) });
        }}
      >
        <h2 className="section-title">{t('security.pick')}</h2>
        <ul className="tk-types" data-testid="security-types">
          {SECURITY_TYPES.map((c) => (
            <li key={c}>
              <button type="button" className="tk-type" aria-pressed={category === c} data-testid={`security-${c}`} onClick={() => setCategory(c)}>
                {t(`categories.${c}`)}
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor="tk-security">{t('security.content')}</label>
        <textarea id="tk-security" value={content} placeholder={t('security.placeholder')} onChange={(e) => setContent(e.target.value)} data-testid="security-content" />
        <p className={`tk-counter ${tooLong ? 'form-error' : 'muted'}`}>
          {chars(content)}/{L.ticketContentMax}
        </p>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: titles the picture picker below (a row of buttons, not one input) */}
        <label>{t('security.pictures')}</label>
        <VoucherPicker vouchers={vouchers} onChange={setVouchers} />
        <label htmlFor="tk-security-contact">{t('additions.contact')}</label>
        <input
          id="tk-security-contact"
          type="text"
          autoComplete="tel"
          value={contact}
          maxLength={L.ticketContactMax}
          placeholder={t('additions.contactPlaceholder')}
          data-testid="security-contact"
          onChange={(e) => setContact(e.target.value)}
        />
        <Button type="submit" disabled={!category || !content.trim() || tooLong || submit.isPending} data-testid="security-send">
          {t('submit.send')}
        </Button>
      </form>
    </Page>
  );
}
