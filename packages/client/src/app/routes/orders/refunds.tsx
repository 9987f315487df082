import { NavLink, Outlet } from 'react-router';
import { LIMITS } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import '../../../features/orders/orders.css';

/** Refunds (spec: acc_home_mineRefund) with its two child tabs: orders still refundable, and refunds asked or done. */
export default function RefundsRoute() {
  const { t } = useTranslation(['vip', 'common']);
  return (
    <Page title={t('titles.refunds')} backTo={paths.myOrders}>
      <nav className="tabs" aria-label={t('titles.refunds')}>
        {(['notRefund', 'refunded'] as const).map((tab) => (
          <NavLink key={tab} to={paths.refundTab(tab)} replace className={({ isActive }) => `vip-tab${isActive ? ' active' : ''}`} data-testid={`tab-${tab}`}>
            {t(`refund.tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <p className="vip-note">{t('refund.windowNote', { count: LIMITS.money.refundWindowDays })}</p>
      <Outlet />
    </Page>
  );
}
