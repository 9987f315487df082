import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { PAY_POLL, usePayForward, useRegisterSuccessInfo } from '../../../features/orders/api';
import { VipStateLine } from '../../../features/orders/components/VipStateLine';
import { orderHomeOf, returnOf } from '../../../features/orders/order-homes';
import '../../../features/orders/orders.css';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

/**
 * Where WeChat Pay (or the sandbox's pay page) comes back to, and where a wallet payment lands: asks the server a
 * few times with visible progress while the order is unpaid, then shows success with the new VIP state, or
 * "not paid yet" with a way to check again or pay again.
 */
export default function PayResultRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { t } = useTranslation(['vip', 'common']);
  const [round, setRound] = useState(0);
  const forward = usePayForward(orderId, round);
  const order = forward.data;
  const paid = order ? order.state !== 'created' && order.state !== 'closed' : false;
  const success = useRegisterSuccessInfo(orderId, paid);
  const title = t('titles.payResult');

  if (forward.error) {
    return (
      <Page title={title} backTo={paths.vipCentre}>
        <div className="result" data-testid="pay-result-missing">
          <p>{forward.error.message}</p>
          <Link className="btn btn-ghost" to={paths.myOrders}>
            {t('backToOrders')}
          </Link>
        </div>
      </Page>
    );
  }
  if (!order)
    return (
      <Page title={title} backTo={paths.vipCentre}>
        <Loading />
      </Page>
    );

  if (order.state === 'created') {
    const polling = forward.attempts < PAY_POLL.times;
    return (
      <Page title={title} backTo={paths.vipCentre}>
        {polling ? (
          <div className="result" data-testid="pay-checking" role="status">
            <p>{t('result.checking')}</p>
            <progress className="vip-progress" max={PAY_POLL.times} value={forward.attempts} aria-label={t('result.progress')} />
          </div>
        ) : (
          <div className="result" data-testid="pay-not-paid">
            <h2>{t('result.notPaid')}</h2>
            <p className="muted">{t('result.notPaidText')}</p>
            <Button type="button" data-testid="pay-retry" onClick={() => setRound((r) => r + 1)}>
              {t('result.retry')}
            </Button>
            <Link className="btn btn-ghost" to={paths.vipPay(order.id)} replace data-testid="pay-again">
              {t('result.payAgain')}
            </Link>
          </div>
        )}
      </Page>
    );
  }

  // Closed (cancelled or expired) before it was paid: nothing was charged; onward to where the order came from.
  if (order.state === 'closed') {
    const from = orderHomeOf(order);
    return (
      <Page title={title} backTo={returnOf(order)}>
        <div className="result" data-testid="pay-closed">
          <h2>{t('result.closed')}</h2>
          <p className="muted">{t('result.closedText')}</p>
          {from ? (
            <Link className="btn btn-primary" to={from} replace data-testid="to-order-home">
              {t('result.toOrderHome')}
            </Link>
          ) : (
            <Link className="btn btn-primary" to={paths.vipCentre} replace data-testid="to-vip-centre">
              {t('result.toCentre')}
            </Link>
          )}
          <Link className="btn btn-ghost" to={paths.myOrders} replace data-testid="to-orders">
            {t('result.toOrders')}
          </Link>
        </div>
      </Page>
    );
  }

  const vip = success.data?.vip;
  const home = orderHomeOf(order);
  return (
    <Page title={title} backTo={returnOf(order)}>
      <div className="result" data-testid="pay-success">
        <div className="result-icon" aria-hidden>
          <Icon icon={CircleCheck} size="xl" />
        </div>
        <h2>{t('result.paid')}</h2>
        <p>
          {t(home ? 'result.paidGoods' : 'result.paidText', { title: order.title })} · ¥{formatFen(order.amountFen)}
        </p>
        {home ? null : vip ? (
          <div data-testid="pay-success-vip">
            <VipStateLine info={vip} />
            <p className="muted">{t('keys', { count: vip.goldenKeys })}</p>
            {vip.entitlements.length > 0 && (
              <p className="muted">
                {t('result.granted', { what: vip.entitlements.map((e) => t('entitlement', { kind: t(`lines.${e.kind}`, { defaultValue: e.kind }), quantity: e.quantity })).join('，') })}
              </p>
            )}
          </div>
        ) : (
          <Loading />
        )}
      </div>
      {/* Back to where the purchase started (issue 32: a shop payment offered 返回VIP中心): the line's home, else the VIP centre. */}
      {home ? (
        <Link className="btn btn-primary" to={home} replace data-testid="to-order-home">
          {t('result.toOrderHome')}
        </Link>
      ) : (
        <Link className="btn btn-primary" to={paths.vipCentre} replace data-testid="to-vip-centre">
          {t('result.toCentre')}
        </Link>
      )}
      <Link className="btn btn-ghost" to={paths.myOrders} replace data-testid="to-orders">
        {t('result.toOrders')}
      </Link>
    </Page>
  );
}
