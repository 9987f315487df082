import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CIRCLE_PAY_KINDS, errorText, type CirclePayKind, type ErrorCode } from '@card/contract';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { formatFen } from '../../../../lib/money';
import { TxPwdSheet } from '../../../../features/wallet/components/TxPwdSheet';
import { PayReturn } from '../../../wx-pay/PayReturn';
import { useWxPayStart } from '../../../wx-pay/use-wx-pay';
import { isLeavingForAuth, resumeRequested } from '../../../wx-pay/wx-pay';
import { useCirclePayInfo, usePayCircle } from '../../../../features/circle/api-pay';
import '../../../../features/orders/orders.css';
// The transaction password sheet is the wallet's, styled by its stylesheet.
import '../../../../features/wallet/wallet.css';
import { formatDate } from '../../../../lib/datetime';

type Method = 'wallet' | 'wxpay';
const day = (iso: string) => formatDate(iso);

/**
 * Paying to join or to view a circle: the circle, the price (yuan with two decimals, only here at display), the term
 * and what paying extends it to, the refund window, the fee rule; the wallet (transaction password in a sheet) or
 * WeChat Pay (the JSAPI sheet in WeChat, the H5 page elsewhere; locally the sandbox's). Paid: the circle's home.
 */
export default function CirclePayRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const cid = params.get('cid') ?? '';
  const kind = params.get('kind') === 'view' ? 'view' : 'join';
  const { t } = useTranslation(['circlePay', 'common']);
  // One object for the whole return: <Navigate> re-navigates whenever its state changes identity.
  const receipt = useMemo(() => ({ receiptOrderId: orderId }), [orderId]);
  // Back from WeChat Pay's H5 page: the order is looked up (and a lost notification recovered) before anything else.
  // Back from the WeChat authorisation (`resume=wxpay`, the order in the query too): the pay screen starts again.
  if (orderId && !resumeRequested(params)) {
    return (
      <PayReturn
        orderId={orderId}
        title={t('titles.payScreen')}
        backTo={paths.circlePayments}
        paidTo={paths.circleAffiche(cid)}
        paidText={t('paid')}
        payAgainTo={paths.circlePay(cid, kind)}
        paidState={receipt}
      />
    );
  }
  return <CirclePayScreen cid={cid} kindParam={params.get('kind')} />;
}

function CirclePayScreen({ cid, kindParam }: { cid: string; kindParam: string | null }) {
  const kind: CirclePayKind = (CIRCLE_PAY_KINDS as readonly string[]).includes(kindParam ?? '') ? (kindParam as CirclePayKind) : 'join';
  const { t } = useTranslation(['circlePay', 'common']);
  const navigate = useNavigate();
  const info = useCirclePayInfo(cid, kind);
  const pay = usePayCircle();
  const [method, setMethod] = useState<Method | null>(null);
  const [sheet, setSheet] = useState(false);
  const title = t(kind === 'join' ? 'titles.payJoin' : 'titles.payView');
  const back = cid ? paths.circleJoinInfo(cid) : paths.myCircles;
  const home = paths.circleAffiche(cid);
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'AMOUNT_ABNORMAL') void info.refetch();
  };
  // WeChat's sheet said ok: the order's state comes from the server, asked by the return check (which then goes home).
  const wx = useWxPayStart({
    mutation: pay,
    startOf: (r) => r.pay,
    onError,
    onPaid: (r) => {
      void navigate(`${paths.circlePay(cid, kind)}&orderId=${encodeURIComponent(r.payment.orderId)}`, { replace: true });
    },
    resume: { ready: !!info.data || !!info.error, vars: info.data?.canPay ? { cid, kind, method: 'wxpay' } : null, drop: ['orderId'] },
  });

  if (info.error) {
    return (
      <Page title={title} backTo={back}>
        <p className="result" data-testid="circle-pay-error">
          {info.error.message}
        </p>
      </Page>
    );
  }
  if (!info.data)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  const d = info.data;
  const amount = formatFen(d.priceFen);
  const short = Math.max(0, d.priceFen - d.walletAvailableFen);
  const chosen: Method = method ?? (short === 0 ? 'wallet' : 'wxpay');

  // The circle's home shows the receipt of this order on top (issue 32): the payer lands with proof of payment.
  const onPaid = (orderId: string) => {
    toast.info(t('paid'));
    void navigate(home, { replace: true, state: { receiptOrderId: orderId } });
  };
  const payByWallet = (txPwd: string) =>
    pay.mutate(
      { cid, kind, method: 'wallet', txPwd },
      {
        onSuccess: (r) => {
          setSheet(false);
          onPaid(r.payment.orderId);
        },
        onError: (err) => {
          onError(err);
          if (!(err instanceof ApiError && (err.code.startsWith('TX_PWD') || err.code === 'LOCKED'))) setSheet(false);
        },
      },
    );
  const payByWx = () => wx.start({ cid, kind, method: 'wxpay' });

  return (
    <Page title={title} backTo={back}>
      <section className="vip-amount" data-testid="circle-pay-card">
        <div data-testid="circle-pay-name">{d.circle.name}</div>
        <small className="muted">{t('members', { count: d.circle.memberCount })}</small>
        <span className="muted">{t(`kind.${kind}`)}</span>
        <strong data-testid="circle-pay-price">¥{amount}</strong>
        <small className="muted" data-testid="circle-pay-term">
          {t('term', { days: d.termDays })}
        </small>
      </section>
      {d.currentUntil && (
        <p className="vip-note" data-testid="circle-pay-current">
          {t('currentUntil', { date: day(d.currentUntil) })}
        </p>
      )}
      <p className="vip-note" data-testid="circle-pay-renew-to">
        {t('renewTo', { date: day(d.renewTo) })}
      </p>
      <p className="vip-note" data-testid="circle-pay-refund-window">
        {t('refundWindow', { hours: d.refundWindowHours })}
      </p>

      {d.canPay ? (
        <>
          <fieldset className="vip-methods">
            <legend className="section-title">{t('method')}</legend>
            <label className={`vip-method${short > 0 ? ' is-disabled' : ''}`} data-testid="circle-method-wallet">
              <input type="radio" name="method" value="wallet" checked={chosen === 'wallet'} disabled={short > 0} onChange={() => setMethod('wallet')} />
              <span>
                {t('wallet')}
                <small data-testid="circle-pay-balance">{t('walletAvailable', { amount: formatFen(d.walletAvailableFen) })}</small>
                {short > 0 && (
                  <small className="vip-short" data-testid="circle-wallet-short">
                    {t('walletShort', { amount: formatFen(short) })}
                  </small>
                )}
              </span>
            </label>
            <label className="vip-method" data-testid="circle-method-wxpay">
              <input type="radio" name="method" value="wxpay" checked={chosen === 'wxpay'} onChange={() => setMethod('wxpay')} />
              <span>{t('wxpay')}</span>
            </label>
          </fieldset>
          <Button
            type="button"
            data-testid="circle-pay-confirm"
            disabled={wx.pending}
            onClick={() => {
              if (chosen === 'wallet') {
                pay.reset();
                setSheet(true);
              } else payByWx();
            }}
          >
            {wx.pending ? t('paying') : t('confirm', { amount })}
          </Button>
        </>
      ) : (
        <div className="result" data-testid="circle-pay-refused">
          <p>{errorText((d.reasonIfNot ?? 'CIRCLE_NOT_PAID') as ErrorCode, currentLang())}</p>
          <Link className="btn btn-ghost" to={home}>
            {t('toCircle')}
          </Link>
        </div>
      )}
      {pay.error instanceof ApiError && !isLeavingForAuth(pay.error) && !sheet && (
        <p className="form-error" role="alert" data-testid="circle-pay-failed">
          {pay.error.message}
        </p>
      )}
      <p className="center">
        <Link to={paths.circlePayments} data-testid="circle-pay-to-payments">
          {t('myPayments')}
        </Link>
      </p>

      <TxPwdSheet
        open={sheet}
        title={t('txPwdTitle')}
        what={t('txPwdSummary', { name: d.circle.name, amount })}
        amountFen={d.priceFen}
        hasTxPwd={d.hasTxPwd}
        busy={pay.isPending}
        error={isLeavingForAuth(pay.error) ? null : pay.error}
        onSubmit={payByWallet}
        onClose={() => setSheet(false)}
      />
    </Page>
  );
}
