import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { rowsOf } from '../../../lib/paging';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useRefundOrders, type RefundTab } from '../../../features/orders/api';
import { OrderRow } from '../../../features/orders/components/OrderRow';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

const TABS: readonly RefundTab[] = ['notRefund', 'refunded'];

/** One refund tab's orders, a page at a time; an unknown tab goes to the first. */
export default function RefundListRoute() {
  const { tab } = useParams();
  if (!TABS.includes(tab as RefundTab)) return <Navigate to={paths.refundTab('notRefund')} replace />;
  return <RefundList tab={tab as RefundTab} />;
}

function RefundList({ tab }: { tab: RefundTab }) {
  const { t } = useTranslation('vip');
  const list = useRefundOrders(tab);
  const rows = rowsOf(list.data);
  if (!list.data) return <Skeleton />;
  return (
    <>
      {rows.length ? (
        <ul className="vip-orders" data-testid={`refund-list-${tab}`}>
          {rows.map((o) => (
            <OrderRow key={o.id} order={o} formatFen={formatFen} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={ReceiptText} title={t(tab === 'notRefund' ? 'order.emptyRefund' : 'order.emptyRefunded')} hint={t('order.refundHint')} testId="refund-empty" />
      )}
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </>
  );
}
