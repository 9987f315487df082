import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { formatFen } from '../../../../lib/money';
import { useMyCirclePayments, useRefundCirclePay, type TCirclePayment } from '../../../../features/circle/api-pay';
import '../../../../features/orders/orders.css';
import { formatDateTime } from '../../../../lib/datetime';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const when = (iso: string) => formatDateTime(iso);

/**
 * My circle payments, newest first: what each bought, until when, and a refund button while the window runs (a
 * confirm first; a refusal shows the catalogue message as a toast and the row stays as it was).
 */
export default function CirclePaymentsRoute() {
  const { t } = useTranslation(['circlePay', 'common']);
  const list = useMyCirclePayments();
  const title = t('titles.payments');
  if (!list.data)
    return (
      <Page title={title} backTo={paths.myCircles}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(list.data);
  return (
    <Page title={title} backTo={paths.myCircles}>
      {rows.length ? (
        <ul className="vip-orders" data-testid="circle-payments">
          {rows.map((p) => (
            <PaymentRow key={p.orderId} p={p} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={UsersRound} title={t('payments.empty')} hint={t('payments.emptyHint')} testId="circle-payments-empty" />
      )}
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

function PaymentRow({ p }: { p: TCirclePayment }) {
  const { t } = useTranslation('circlePay');
  const refund = useRefundCirclePay();
  return (
    <li className="vip-order" data-testid="circle-payment">
      <div className="vip-order-head">
        <span data-testid="circle-payment-title">{p.title}</span>
        <strong>¥{formatFen(p.amountFen)}</strong>
      </div>
      <p className="muted" data-testid="circle-payment-state">
        {t(`payments.state.${p.state}`)}
        {p.payMethod ? ` · ${t(p.payMethod === 'wallet' ? 'wallet' : 'wxpay')}` : ''}
      </p>
      {p.paidAt && <p className="muted">{t('payments.paidAt', { time: when(p.paidAt) })}</p>}
      {p.termEnd && (
        <p className="muted" data-testid="circle-payment-term">
          {t('payments.termEnd', { time: when(p.termEnd) })}
        </p>
      )}
      {p.state === 'paid' && (
        <Link className="btn btn-ghost" to={paths.circleAffiche(p.cid)} data-testid="circle-payment-open">
          {t('toCircle')}
        </Link>
      )}
      {p.refundableUntil && (
        <>
          <p className="muted" data-testid="circle-payment-refundable">
            {t('payments.refundableUntil', { time: when(p.refundableUntil) })}
          </p>
          <ConfirmButton
            label={t('payments.refund')}
            armedLabel={t('payments.refundConfirm')}
            confirmText={t('payments.refundText', { amount: formatFen(p.amountFen) })}
            testId="circle-payment-refund"
            disabled={refund.isPending}
            onConfirm={() => refund.mutate(p.orderId, { onSuccess: () => toast.info(t('payments.refunded')) })}
          />
        </>
      )}
    </li>
  );
}
