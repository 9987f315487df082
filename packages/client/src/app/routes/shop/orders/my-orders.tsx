import { useState } from 'react';
import { BUYER_ORDER_TABS, type BuyerOrderTab } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useMyShopOrders } from '../../../../features/shop/api-orders';
import { OrdersList, OrdersTabs } from '../../../../features/shop/components/OrdersList';

/** /vshop/orders: the caller's shop orders as buyer, by tab. */
export default function MyShopOrdersRoute() {
  const { t } = useTranslation('shopOrders');
  const [tab, setTab] = useState<BuyerOrderTab>('all');
  const q = useMyShopOrders(tab);
  const last = q.data?.pages.at(-1);
  return (
    <Page title={t('titles.myOrders')}>
      <OrdersTabs tabs={BUYER_ORDER_TABS} value={tab} onChange={setTab} />
      {q.isError ? (
        <p className="result muted">{q.error.message}</p>
      ) : (
        <OrdersList
          rows={rowsOf(q.data)}
          to={paths.myShopOrder}
          loading={q.isLoading || q.isFetchingNextPage}
          hasMore={!!last?.hasMore}
          onMore={() => void q.fetchNextPage()}
          emptyAction={{ label: t('orders.emptyBuyerAction'), to: paths.shopCart, testId: 'orders-empty-action' }}
        />
      )}
    </Page>
  );
}
