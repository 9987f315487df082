import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CIRCLE_PAY_KINDS, errorText, type CirclePayKind, type ErrorCode } from '@card/contract';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { formatFen } from '../../../../lib/money';
import { TxPwdSheet } from '../../../../features/wallet/components/TxPwdSheet';
import { invokeJsapiPay } from '../../../../features/vip/wechat-pay';
import { PAY_POLL, usePayForward } from '../../../../features/vip/api';
import { useCirclePayInfo, usePayCircle } from '../../../../features/circle/api-pay';
import '../../../../features/vip/vip.css';
// The transaction password sheet is the wallet's, styled by its stylesheet.
import '../../../../features/wallet/wallet.css';

type Method = 'wallet' | 'wxpay';
const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent);
const day = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * Paying to join or to view a circle: the circle, the price (yuan with two decimals, only here at display), the term
 * and what paying extends it to, the refund window, the fee rule; the wallet (transaction password in a sheet) or
 * WeChat Pay (the JSAPI sheet in WeChat, the H5 page elsewhere; locally the sandbox's). Paid: the circle's home.
 */
export default function CirclePayRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  // Back from WeChat Pay's H5 page: the order is looked up (and a lost notification recovered) before anything else.
  if (orderId) return <WxPayReturn orderId={orderId} cid={params.get('cid') ?? ''} kind={params.get('kind') ?? 'join'} />;
  return <CirclePayScreen cid={params.get('cid') ?? ''} kindParam={params.get('kind')} />;
}

function WxPayReturn({ orderId, cid, kind }: { orderId: string; cid: string; kind: string }) {
  const { t } = useTranslation(['circlePay', 'common']);
  const [round, setRound] = useState(0);
  const forward = usePayForward(orderId, round);
  const state = forward.data?.state;
  const title = t('titles.payScreen');
  if (forward.error) return <Page title={title} backTo={paths.circlePayments}><p className="result">{forward.error.message}</p></Page>;
  if (state && state !== 'created' && state !== 'closed') return <Navigate to={paths.circleAffiche(cid)} replace />;
  const checking = !state || (state === 'created' && forward.attempts < PAY_POLL.times);
  return (
    <Page title={title} backTo={paths.circlePayments}>
      {checking ? <p className="result" role="status" data-testid="circle-pay-checking">{t('checking')}</p> : (
        <div className="result" data-testid="circle-pay-not-paid">
          <p>{t(state === 'closed' ? 'orderClosed' : 'notPaid')}</p>
          {state === 'created' && <Button type="button" onClick={() => setRound((r) => r + 1)}>{t('checkAgain')}</Button>}
          <Link className="btn btn-ghost" to={paths.circlePay(cid, kind === 'view' ? 'view' : 'join')} replace>{t('payAgain')}</Link>
        </div>
      )}
    </Page>
  );
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

  if (info.error) {
    return <Page title={title} backTo={back}><p className="result" data-testid="circle-pay-error">{info.error.message}</p></Page>;
  }
  if (!info.data) return <Page title={title} backTo={back}><Loading /></Page>;
  const d = info.data;
  const amount = formatFen(d.priceFen);
  const short = Math.max(0, d.priceFen - d.walletAvailableFen);
  const chosen: Method = method ?? (short === 0 ? 'wallet' : 'wxpay');
  const home = paths.circleAffiche(cid);

  const onPaid = () => { toast.info(t('paid')); void navigate(home, { replace: true }); };
  const onError = (err: unknown) => { if (err instanceof ApiError && err.code === 'AMOUNT_ABNORMAL') void info.refetch(); };
  const payByWallet = (txPwd: string) => pay.mutate({ cid, kind, method: 'wallet', txPwd }, {
    onSuccess: () => { setSheet(false); onPaid(); },
    onError: (err) => { onError(err); if (!(err instanceof ApiError && err.code.startsWith('TX_PWD'))) setSheet(false); },
  });
  const payByWx = () => pay.mutate({ cid, kind, method: 'wxpay', channel: inWeChat() ? 'jsapi' : 'h5' }, {
    onError,
    onSuccess: async (r) => {
      if (!r.pay) return;
      if (r.pay.channel === 'h5') { window.location.assign(r.pay.url); return; }
      if ((await invokeJsapiPay(r.pay.jsapi)) === 'cancel') toast.info(t('wxCancelled'));
      else onPaid();
    },
  });

  return (
    <Page title={title} backTo={back}>
      <section className="vip-amount" data-testid="circle-pay-card">
        <div data-testid="circle-pay-name">{d.circle.name}</div>
        <small className="muted">{t('members', { count: d.circle.memberCount })}</small>
        <span className="muted">{t(`kind.${kind}`)}</span>
        <strong data-testid="circle-pay-price">¥{amount}</strong>
        <small className="muted" data-testid="circle-pay-term">{t('term', { days: d.termDays })}</small>
      </section>
      {d.currentUntil && <p className="vip-note" data-testid="circle-pay-current">{t('currentUntil', { date: day(d.currentUntil) })}</p>}
      <p className="vip-note" data-testid="circle-pay-renew-to">{t('renewTo', { date: day(d.renewTo) })}</p>
      <p className="vip-note" data-testid="circle-pay-refund-window">{t('refundWindow', { hours: d.refundWindowHours })}</p>
      <p className="vip-note muted" data-testid="circle-pay-fee-rule">{t('feeRule', { percent: d.feePercent })}</p>

      {d.canPay ? (
        <>
          <fieldset className="vip-methods">
            <legend className="section-title">{t('method')}</legend>
            <label className={`vip-method${short > 0 ? ' is-disabled' : ''}`} data-testid="circle-method-wallet">
              <input type="radio" name="method" value="wallet" checked={chosen === 'wallet'} disabled={short > 0} onChange={() => setMethod('wallet')} />
              <span>{t('wallet')}<small data-testid="circle-pay-balance">{t('walletAvailable', { amount: formatFen(d.walletAvailableFen) })}</small>
                {short > 0 && <small className="vip-short" data-testid="circle-wallet-short">{t('walletShort', { amount: formatFen(short) })}</small>}</span>
            </label>
            <label className="vip-method" data-testid="circle-method-wxpay">
              <input type="radio" name="method" value="wxpay" checked={chosen === 'wxpay'} onChange={() => setMethod('wxpay')} />
              <span>{t('wxpay')}</span>
            </label>
          </fieldset>
          <Button type="button" data-testid="circle-pay-confirm" disabled={pay.isPending}
            onClick={() => { if (chosen === 'wallet') { pay.reset(); setSheet(true); } else payByWx(); }}>
            {pay.isPending ? t('paying') : t('confirm', { amount })}
          </Button>
        </>
      ) : (
        <div className="result" data-testid="circle-pay-refused">
          <p>{errorText((d.reasonIfNot ?? 'CIRCLE_NOT_PAID') as ErrorCode, currentLang())}</p>
          <Link className="btn btn-ghost" to={home}>{t('toCircle')}</Link>
        </div>
      )}
      {pay.error instanceof ApiError && !sheet && <p className="form-error" role="alert" data-testid="circle-pay-failed">{pay.error.message}</p>}
      <p className="center"><Link to={paths.circlePayments} data-testid="circle-pay-to-payments">{t('myPayments')}</Link></p>

      <TxPwdSheet open={sheet} title={t('txPwdTitle')} summary={t('txPwdSummary', { name: d.circle.name, amount })} hasTxPwd={d.hasTxPwd}
        setPwdPath={paths.txPassword} busy={pay.isPending} onSubmit={payByWallet} onClose={() => setSheet(false)} />
    </Page>
  );
}
