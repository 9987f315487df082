import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { Page } from '../../../components/layouts/Page';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useMyOrders } from '../../../features/orders/api';
import { OrderRow } from '../../../features/orders/components/OrderRow';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** My orders, newest first, a page at a time, each state in words with its next step. */
export default function OrdersRoute() {
  const { t } = useTranslation(['vip', 'common']);
  const orders = useMyOrders();
  const rows = rowsOf(orders.data);
  return (
    <Page title={t('titles.orders')} backTo={paths.vipCentre}>
      {!orders.data ? (
        <Skeleton />
      ) : rows.length ? (
        <ul className="vip-orders" data-testid="orders">
          {rows.map((o) => (
            <OrderRow key={o.id} order={o} formatFen={formatFen} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={ReceiptText} title={t('order.empty')} hint={t('order.emptyHint')} action={{ label: t('order.emptyAction'), to: paths.vipCentre }} testId="orders-empty" />
      )}
      <LoadMore hasMore={Boolean(orders.hasNextPage)} loading={orders.isFetchingNextPage} onMore={() => void orders.fetchNextPage()} />
    </Page>
  );
}
