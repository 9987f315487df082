import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useCloseOrder, usePayInfo, useWalletPay, useWxPay } from '../../../features/orders/api';
import { formatTime, shortOf } from '../../../features/orders/format';
import { useWxPayStart } from '../../wx-pay/use-wx-pay';
import { TxPwdSheet } from '../../../features/wallet/components/TxPwdSheet';
import '../../../features/orders/orders.css';

type Method = 'wallet' | 'wxpay';

/**
 * Pay an order: the wallet's available balance (transaction password in a sheet) or WeChat Pay (the JSAPI sheet
 * inside WeChat, the H5 page elsewhere; locally the sandbox's pay page). The amount sent is the one on screen: when
 * the order's amount changed meanwhile the server refuses (AMOUNT_ABNORMAL) and the screen reloads it.
 */
export default function PayRoute() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation(['vip', 'common']);
  const navigate = useNavigate();
  const info = usePayInfo(orderId);
  const wx = useWxPay();
  const wallet = useWalletPay();
  const close = useCloseOrder();
  const [method, setMethod] = useState<Method | null>(null);
  const [sheet, setSheet] = useState(false);
  const title = t('titles.pay');
  const payable = info.data?.order.state === 'created' ? info.data.order : null;
  // The price changed since the screen was painted: say so and show the new amount before anything is charged.
  const onPayError = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'AMOUNT_ABNORMAL') {
      toast.error(t('pay.priceChanged'));
      void info.refetch();
    }
  };
  const wxPay = useWxPayStart({
    mutation: wx,
    startOf: (start) => start,
    onError: onPayError,
    onPaid: () => {
      void navigate(paths.paySuccess(orderId), { replace: true });
    },
    resume: { ready: !!info.data || !!info.error, vars: payable && { orderId: payable.id, amountFen: payable.amountFen } },
  });

  if (info.error) {
    return (
      <Page title={title} backTo={paths.myOrders}>
        <div className="result" data-testid="pay-missing">
          <p>{info.error.message}</p>
          <Link className="btn btn-ghost" to={paths.myOrders}>
            {t('backToOrders')}
          </Link>
        </div>
      </Page>
    );
  }
  if (!info.data)
    return (
      <Page title={title} backTo={paths.myOrders}>
        <Loading />
      </Page>
    );
  const { order, walletAvailableFen, hasTxPwd, refundWindowDays } = info.data;
  const amount = formatFen(order.amountFen);
  const short = shortOf(walletAvailableFen, order.amountFen);
  const chosen: Method = method ?? (short === 0 ? 'wallet' : 'wxpay');

  if (order.state !== 'created') {
    return (
      <Page title={title} backTo={paths.myOrders}>
        <div className="result" data-testid="pay-not-payable">
          <p>{t('pay.notPayable')}</p>
          <Link className="btn btn-primary" to={paths.paySuccess(order.id)} replace>
            {t('pay.toResult')}
          </Link>
        </div>
      </Page>
    );
  }

  const payByWx = () => wxPay.start({ orderId: order.id, amountFen: order.amountFen });

  const payByWallet = (txPwd: string) =>
    wallet.mutate(
      { orderId: order.id, amountFen: order.amountFen, txPwd },
      {
        onError: (err) => {
          onPayError(err);
          if (err instanceof ApiError && err.code === 'AMOUNT_ABNORMAL') setSheet(false);
        },
        onSuccess: () => {
          setSheet(false);
          void navigate(paths.paySuccess(order.id), { replace: true });
        },
      },
    );

  return (
    <Page title={title} backTo={paths.myOrders}>
      <section className="vip-amount" data-testid="pay-order">
        <div>{order.title}</div>
        <span className="muted">{t('pay.amount')}</span>
        <strong data-testid="pay-amount">¥{amount}</strong>
        <small className="muted">{t('pay.orderNo', { no: order.orderNo })}</small>
      </section>
      <p className="vip-note">{t('pay.expiresAt', { time: formatTime(order.expiresAt) })}</p>

      <fieldset className="vip-methods">
        <legend className="section-title">{t('pay.method')}</legend>
        <label className={`vip-method${short > 0 ? ' is-disabled' : ''}`} data-testid="method-wallet">
          <input type="radio" name="method" value="wallet" checked={chosen === 'wallet'} disabled={short > 0} onChange={() => setMethod('wallet')} />
          <span>
            {t('pay.wallet')}
            <small>{t('pay.walletAvailable', { amount: formatFen(walletAvailableFen) })}</small>
            {short > 0 && (
              <small className="vip-short" data-testid="wallet-short">
                {t('pay.walletShort', { amount: formatFen(short) })}
              </small>
            )}
          </span>
        </label>
        <label className="vip-method" data-testid="method-wxpay">
          <input type="radio" name="method" value="wxpay" checked={chosen === 'wxpay'} onChange={() => setMethod('wxpay')} />
          <span>
            {t('pay.wxpay')}
            <small>{t('pay.wxpayHint')}</small>
          </span>
        </label>
      </fieldset>

      <Button
        type="button"
        data-testid="pay-confirm"
        disabled={wxPay.pending || wallet.isPending}
        onClick={() => {
          if (chosen === 'wallet') {
            wallet.reset();
            setSheet(true);
          } else payByWx();
        }}
      >
        {wxPay.pending ? t('pay.paying') : t('pay.confirm', { amount })}
      </Button>
      {wxPay.pending && <progress className="vip-progress" aria-label={t('pay.paying')} />}
      <p className="vip-note">{t('pay.refundNote', { count: refundWindowDays })}</p>
      <ConfirmButton
        label={t('pay.cancelOrder')}
        armedLabel={t('confirm')}
        confirmText={t('pay.cancelConfirm')}
        testId="pay-cancel"
        disabled={close.isPending}
        onConfirm={() =>
          close.mutate(order.id, {
            onSuccess: () => {
              toast.info(t('pay.cancelled'));
              void navigate(paths.myOrders, { replace: true });
            },
          })
        }
      />

      <TxPwdSheet
        open={sheet}
        what={order.title}
        amountFen={order.amountFen}
        hasTxPwd={hasTxPwd}
        busy={wallet.isPending}
        error={wallet.error instanceof ApiError && wallet.error.code !== 'AMOUNT_ABNORMAL' ? wallet.error : null}
        onSubmit={payByWallet}
        onClose={() => setSheet(false)}
      />
    </Page>
  );
}
