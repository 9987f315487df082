import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Page } from '../../components/layouts/Page';
import { Button } from '../../components/ui/Button';
import { PAY_POLL, usePayForward } from '../../features/orders/api';
// The progress bar's look is the shared pay screen's.
import '../../features/orders/orders.css';

interface Props {
  orderId: string;
  title: string;
  backTo: string;
  /** Where a paid order goes (the circle's home, the premium screen), replacing this one. */
  paidTo: string;
  /** Said once when the order is paid. */
  paidText?: string;
  /** The paying screen of the same thing, without the order in its URL: pay again. */
  payAgainTo: string;
  /** Navigation state handed to `paidTo` (the circle's home shows the order's receipt from it). */
  paidState?: unknown;
}

/**
 * Where WeChat Pay's H5 page (locally the sandbox's) comes back to for an area with its own paying screen: the order
 * is asked for (a lost notification is recovered there) a few times with visible progress; paid → `paidTo`;
 * still unpaid (cancelled on the pay page) or closed → said so, with "check again" and "pay again": never a dead end.
 */
export function PayReturn({ orderId, title, backTo, paidTo, paidText, payAgainTo, paidState }: Props) {
  const { t } = useTranslation('common');
  const [round, setRound] = useState(0);
  const forward = usePayForward(orderId, round);
  const state = forward.data?.state;
  const paid = !!state && state !== 'created' && state !== 'closed';
  useEffect(() => {
    if (paid && paidText) toast.info(paidText);
  }, [paid, paidText]);

  if (paid) return <Navigate to={paidTo} state={paidState} replace />;
  const checking = !forward.error && (!state || (state === 'created' && forward.attempts < PAY_POLL.times));
  return (
    <Page title={title} backTo={backTo}>
      {checking ? (
        <div className="result" role="status" data-testid="pay-return-checking">
          <p>{t('wxPay.checking')}</p>
          <progress className="vip-progress" max={PAY_POLL.times} value={forward.attempts} aria-label={t('wxPay.checking')} />
        </div>
      ) : (
        <div className="result" data-testid="pay-return-not-paid">
          <h2>{forward.error ? forward.error.message : t(state === 'closed' ? 'wxPay.closed' : 'wxPay.notPaid')}</h2>
          {state === 'created' && <p className="muted">{t('wxPay.notPaidText')}</p>}
          {state === 'created' && (
            <Button type="button" data-testid="pay-return-check" onClick={() => setRound((r) => r + 1)}>
              {t('wxPay.checkAgain')}
            </Button>
          )}
          <Link className={`btn ${state === 'created' ? 'btn-ghost' : 'btn-primary'}`} to={payAgainTo} replace data-testid="pay-return-again">
            {t('wxPay.payAgain')}
          </Link>
        </div>
      )}
    </Page>
  );
}
