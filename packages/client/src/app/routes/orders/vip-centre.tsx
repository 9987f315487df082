import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { VipBadge } from '../../../features/account/components/VipBadge';
import { formatFen } from '../../../lib/money';
import { usePlans, useBuy, useVipInfo, type TPlan } from '../../../features/orders/api';
import { PlanList } from '../../../features/orders/components/PlanList';
import { VipStateLine } from '../../../features/orders/components/VipStateLine';
import { VipLinks } from '../../../features/orders/components/VipLinks';
import '../../../features/orders/orders.css';

/**
 * The VIP centre: the current state (with the temporary VIP's live countdown), the 1/2/3-year plans with the
 * registration offers the server grants this caller, the refund window, and the ways to the other editions.
 */
export default function VipCentreRoute() {
  const { t } = useTranslation(['vip', 'account', 'common']);
  const navigate = useNavigate();
  const info = useVipInfo();
  const plans = usePlans();
  const buy = useBuy();
  if (!info.data || !plans.data)
    return (
      <Page title={t('titles.vipCentre')}>
        <Loading />
      </Page>
    );
  const v = info.data;
  const renewing = v.state === 'active' || v.state === 'expiring';

  // A plan carrying an offer for this caller is bought as a registration purchase (which grants the offer);
  // otherwise it is a plain renewal.
  const pick = (plan: TPlan) =>
    buy.mutate(
      { line: plan.offer ? 'registerVip' : 'renew', planCode: plan.code },
      {
        onSuccess: (order) => {
          void navigate(paths.vipPay(order.id));
        },
      },
    );

  return (
    <Page title={t('titles.vipCentre')}>
      <section className="vip-hero" data-testid="vip-hero">
        <VipBadge vip={{ state: v.state, expiresAt: v.vipExpiresAt, daysLeft: v.daysLeft, tempExpiresAt: v.tempExpiresAt }} />
        <VipStateLine info={v} />
        <p>{t('keys', { count: v.goldenKeys })}</p>
        <button type="button" className="btn" data-testid="vip-open" onClick={() => document.getElementById('vip-plans')?.scrollIntoView({ behavior: 'smooth' })}>
          {renewing ? t('renew') : t('open')}
        </button>
      </section>

      <h2 className="section-title" id="vip-plans">
        {t('plans')}
      </h2>
      <PlanList plans={plans.data.plans} busy={buy.isPending} onPick={pick} formatFen={formatFen} />
      {buy.isPending && (
        <p className="vip-note" role="status">
          {t('creating')}
        </p>
      )}

      <h2 className="section-title">{t('offers')}</h2>
      <ul className="vip-note" data-testid="vip-offers">
        {plans.data.firstTime && <li>{t('offerFirstTime')}</li>}
        <li>{t('offerThreeYears')}</li>
        {!plans.data.regionEligible && <li>{t('noOfferRegion')}</li>}
      </ul>
      <p className="vip-note" data-testid="refund-window">
        {t('refundWindow', { count: LIMITS.money.refundWindowDays })}
      </p>

      <VipLinks />
      <Link className="btn btn-ghost" to={paths.home} data-testid="vip-to-home">
        {t('common:titles.home')}
      </Link>
    </Page>
  );
}
