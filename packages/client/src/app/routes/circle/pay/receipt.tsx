import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { useCirclePayment } from '../../../../features/circle/api-pay';
import { beijingDateTime } from '../../../../features/circle/circle-texts';

/**
 * The receipt after a paid join or view (issue 32): amount, circle, what was bought, the paid time in Beijing time,
 * the order number and the term it set, read back from the server (so a WeChat Pay return shows the same). It sits
 * on top of the circle's home, where the payer lands; "go to the circle" folds it away. Never the owner's split.
 */
export function PaidReceipt({ orderId }: { orderId: string }) {
  const { t } = useTranslation('circleBulletin');
  const q = useCirclePayment(orderId);
  const navigate = useNavigate();
  const location = useLocation();
  if (!q.data) return null;
  const r = q.data;
  const close = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <section className="circle-receipt" data-testid="circle-receipt" aria-labelledby="circle-receipt-title">
      <h2 id="circle-receipt-title">{t('receipt.title')}</h2>
      <dl>
        <dt>{t('receipt.amount')}</dt>
        <dd data-testid="receipt-amount">¥{formatFen(r.amountFen)}</dd>
        <dt>{t('receipt.circle')}</dt>
        <dd data-testid="receipt-circle">{r.circleName}</dd>
        <dt>{t('receipt.kind')}</dt>
        <dd>{t(`receipt.${r.kind}`)}</dd>
        {r.paidAt && (
          <>
            <dt>{t('receipt.time')}</dt>
            <dd data-testid="receipt-time">
              {beijingDateTime(r.paidAt)}（{t('receipt.beijing')}）
            </dd>
          </>
        )}
        {r.termEnd && (
          <>
            <dt>{t('receipt.termEnd')}</dt>
            <dd>{beijingDateTime(r.termEnd)}</dd>
          </>
        )}
        <dt>{t('receipt.orderNo')}</dt>
        <dd data-testid="receipt-order-no">{r.orderNo}</dd>
      </dl>
      <Button type="button" onClick={close} data-testid="receipt-back">
        {t('receipt.back')}
      </Button>
      <p className="center">
        <Link to={paths.circlePayments}>{t('receipt.payments')}</Link>
      </p>
    </section>
  );
}
