import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { RowChevron } from '../../../components/ui/Icon';

/** The VIP centre's ways on: other editions, more services, orders, registration offers, refunds. */
export function VipLinks() {
  const { t } = useTranslation('vip');
  const rows = [
    { to: paths.enterprise, id: 'enterprise', title: t('links.enterprise'), hint: t('links.enterpriseHint') },
    { to: paths.moreEditions, id: 'more', title: t('links.more'), hint: t('links.moreHint') },
    { to: paths.myOrders, id: 'orders', title: t('links.orders'), hint: t('links.ordersHint') },
    { to: paths.registerVip, id: 'register-vip', title: t('links.registerVip'), hint: t('links.registerVipHint') },
    { to: paths.refundTab('notRefund'), id: 'refunds', title: t('links.refunds'), hint: '' },
  ];
  return (
    <ul className="vip-links">
      {rows.map((r) => (
        <li key={r.id}>
          <Link to={r.to} data-testid={`vip-link-${r.id}`}>
            <span>
              {r.title}
              {r.hint && <small>{r.hint}</small>}
            </span>
            <RowChevron />
          </Link>
        </li>
      ))}
    </ul>
  );
}
