import { Link } from 'react-router';
import type { TShopOrderItem } from '@card/contract';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Tabs } from '../../../components/ui/Tabs';
import { useTranslation } from '../../../lib/i18n';
import { formatFen } from '../../../lib/money';
import '../shop-orders.css';
import { ShoppingBag } from 'lucide-react';
import { EmptyState, type EmptyAction } from '../../../components/ui/EmptyState';
import { Picture } from '../../../components/ui/Picture';

/** Tabs over an order list (buyer's or seller's); the chosen one is underlined and named for screen readers. */
export function OrdersTabs<T extends string>({ tabs, value, onChange }: { tabs: readonly T[]; value: T; onChange: (tab: T) => void }) {
  const { t } = useTranslation('shopOrders');
  return <Tabs value={value} onChange={onChange} options={tabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`), testId: `tab-${tab}` }))} />;
}

/** A page of orders as cards linking to each order's screen, with the stage in words. */
export function OrdersList({
  rows,
  to,
  loading,
  hasMore,
  onMore,
  emptyAction,
}: {
  rows: TShopOrderItem[];
  to: (orderId: string) => string;
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
  /** Where an empty list leads: the buyer to the cart, the seller to sharing the shop (orders come from visitors). */
  emptyAction?: EmptyAction;
}) {
  const { t } = useTranslation('shopOrders');
  if (!loading && rows.length === 0) return <EmptyState icon={ShoppingBag} title={t('orders.empty')} hint={t('orders.emptyHint')} testId="orders-empty" action={emptyAction} />;
  return (
    <>
      <ul className="so-list">
        {rows.map((o) => (
          <li key={o.orderId}>
            <Link className="so-item so-order" to={to(o.orderId)} data-testid="order-row">
              <Picture width={72} height={72} className="so-img" src={o.coverUrl} alt="" />
              <div>
                <p className="so-name">{o.title}</p>
                <p className="so-muted">{o.shopName}</p>
                <p>
                  <span className="so-stage" data-testid="order-stage">
                    {t(`stage.${o.stage}`)}
                  </span>{' '}
                  · {t('price', { yuan: formatFen(o.amountFen) })}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={hasMore} loading={loading} onMore={onMore} />
    </>
  );
}
