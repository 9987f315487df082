import '../../../../features/video/video-material.css';
import '../../../../features/orders/orders.css';
// The transaction password sheet is the wallet's, styled by its stylesheet.
import '../../../../features/wallet/wallet.css';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { TxPwdSheet } from '../../../../features/wallet/components/TxPwdSheet';
import { PayReturn } from '../../../wx-pay/PayReturn';
import { useWxPayStart } from '../../../wx-pay/use-wx-pay';
import { isLeavingForAuth, resumeRequested } from '../../../wx-pay/wx-pay';
import { useBuyPremium, usePremium, useVideoQuantity } from '../../../../features/video/api-material';
import { formatDate } from '../../../../lib/datetime';

type Method = 'wallet' | 'wxpay';

/**
 * /microvideo/premium: whether the caller has micro video premium (bought until when, or with VIP), what it gives,
 * the quota, and buying a year: the wallet (transaction password in a sheet) or WeChat Pay (JSAPI in WeChat, the H5
 * page elsewhere). The amount shown is the amount sent; a changed price is answered, not charged.
 */
export default function VideoPremiumRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const { t } = useTranslation('videoMaterial');
  // Back from WeChat Pay's H5 page (its return URL names the order): the order is asked for first.
  if (orderId && !resumeRequested(params)) {
    return <PayReturn orderId={orderId} title={t('titles.premium')} backTo={paths.microVideoHome} paidTo={paths.videoPremium} paidText={t('premium.paid')} payAgainTo={paths.videoPremium} />;
  }
  return <PremiumScreen />;
}

function PremiumScreen() {
  const { t } = useTranslation('videoMaterial');
  const status = usePremium();
  const quantity = useVideoQuantity();
  const buy = useBuyPremium();
  const [method, setMethod] = useState<Method>('wallet');
  const [sheet, setSheet] = useState(false);
  const title = t('titles.premium');
  const navigate = useNavigate();
  const onPaid = () => {
    setSheet(false);
    toast.info(t('premium.paid'));
  };
  // WeChat's sheet said ok: the order's state comes from the server, asked by the return check.
  const wx = useWxPayStart({
    mutation: buy,
    startOf: (r) => r.pay,
    onPaid: (r) => {
      void navigate(`${paths.videoPremium}?orderId=${encodeURIComponent(r.orderId)}`, { replace: true });
    },
    resume: { ready: !!status.data || status.isError, vars: status.data ? { amountFen: status.data.priceFen, method: 'wxpay' } : null, drop: ['orderId'] },
  });
  if (status.isError)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <p className="field-msg" role="alert">
          {status.error.message}
        </p>
      </Page>
    );
  if (!status.data)
    return (
      <Page title={title} backTo={paths.microVideoHome}>
        <Loading />
      </Page>
    );
  const s = status.data;
  const amount = formatFen(s.priceFen);

  const payByWallet = (txPwd: string) =>
    buy.mutate(
      { amountFen: s.priceFen, method: 'wallet', txPwd },
      {
        onSuccess: onPaid,
        onError: (err) => {
          if (!(err instanceof ApiError && (err.code.startsWith('TX_PWD') || err.code === 'LOCKED'))) setSheet(false);
        },
      },
    );
  const payByWx = () => wx.start({ amountFen: s.priceFen, method: 'wxpay' });

  return (
    <Page title={title} backTo={paths.microVideoHome}>
      <section className="vm-premium" data-testid="vm-premium">
        <span data-testid="vm-premium-state">{s.premium ? t('premium.on') : t('premium.off')}</span>
        <strong>{t('premium.price', { amount, years: s.years })}</strong>
        {s.premiumUntil && <small data-testid="vm-premium-until">{t('premium.until', { date: formatDate(s.premiumUntil) })}</small>}
        {s.viaVip && <p className="muted">{t('premium.viaVip')}</p>}
      </section>
      <p className="muted">{t('premium.perks', { max: LIMITS.video.videoQuotaPremium })}</p>
      {quantity.data && <p data-testid="vm-quota">{t('premium.quota', { used: quantity.data.used, max: quantity.data.max })}</p>}
      <fieldset className="vip-methods">
        <legend className="section-title">{t('premium.method')}</legend>
        <label className="vip-method">
          <input type="radio" name="method" checked={method === 'wallet'} onChange={() => setMethod('wallet')} data-testid="vm-method-wallet" />
          <span>{t('premium.wallet')}</span>
        </label>
        <label className="vip-method">
          <input type="radio" name="method" checked={method === 'wxpay'} onChange={() => setMethod('wxpay')} data-testid="vm-method-wxpay" />
          <span>{t('premium.wxpay')}</span>
        </label>
      </fieldset>
      {buy.error && !isLeavingForAuth(buy.error) && !sheet && (
        <p className="field-msg" role="alert" data-testid="vm-buy-failed">
          {buy.error.message}
        </p>
      )}
      <Button
        type="button"
        disabled={wx.pending || buy.isPending}
        data-testid="vm-buy"
        onClick={() => {
          if (method === 'wallet') {
            buy.reset();
            setSheet(true);
          } else payByWx();
        }}
      >
        {wx.pending || buy.isPending ? t('premium.paying') : t(s.premiumUntil ? 'premium.renew' : 'premium.buy', { amount })}
      </Button>
      {s.premium && (
        <p className="center">
          <Link to={paths.editMaterial} data-testid="vm-to-make">
            {t('premium.toMake')}
          </Link>
        </p>
      )}
      <TxPwdSheet
        open={sheet}
        title={t('premium.txPwdTitle')}
        what={t('premium.txPwdSummary', { amount })}
        amountFen={s.priceFen}
        hasTxPwd
        busy={buy.isPending}
        error={buy.error}
        onSubmit={payByWallet}
        onClose={() => setSheet(false)}
      />
    </Page>
  );
}
