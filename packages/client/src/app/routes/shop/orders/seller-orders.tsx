import { useState } from 'react';
import { SELLER_ORDER_TABS, type SellerOrderTab } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useSellerOrders } from '../../../../features/shop/api-orders';
import { OrdersList, OrdersTabs } from '../../../../features/shop/components/OrdersList';

/** /shop/orders: the orders of the caller's shop, by tab (from 订单管理 in the shop's management). */
export default function SellerOrdersRoute() {
  const { t } = useTranslation('shopOrders');
  const [tab, setTab] = useState<SellerOrderTab>('all');
  const q = useSellerOrders(tab);
  const last = q.data?.pages.at(-1);
  return (
    <Page title={t('titles.sellerOrders')} backTo={paths.shopManage}>
      <OrdersTabs tabs={SELLER_ORDER_TABS} value={tab} onChange={setTab} />
      {q.isError ? (
        <p className="result muted">{q.error.message}</p>
      ) : (
        <OrdersList
          rows={rowsOf(q.data)}
          to={paths.sellerOrder}
          loading={q.isLoading || q.isFetchingNextPage}
          hasMore={!!last?.hasMore}
          onMore={() => void q.fetchNextPage()}
          emptyAction={{ label: t('orders.emptySellerAction'), to: paths.shopShare, testId: 'orders-empty-action' }}
        />
      )}
    </Page>
  );
}
