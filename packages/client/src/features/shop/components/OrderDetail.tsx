import type { TShopOrderDetail } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { formatFen } from '../../../lib/money';
import { OrdersItems } from './OrdersItems';
import '../shop-orders.css';
import { formatDateTime } from '../../../lib/datetime';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** What both sides see of an order: stage, items, address, remark, shipping, refund request and times. */
export function OrderDetail({ o }: { o: TShopOrderDetail }) {
  const { t } = useTranslation('shopOrders');
  return (
    <div className="so-detail">
      <p className="so-stage-big" data-testid="order-stage">
        {t(`stage.${o.stage}`)}
      </p>
      {o.refund && (
        <p className="so-warn" data-testid="refund-state">
          {t(`refund.state.${o.refund.state}`)}
          {o.refund.reason ? ` · ${o.refund.reason}` : ''}
        </p>
      )}
      {/* Shown from shipping on, the finished order included: the buyer may need the number after receipt (issue 32). */}
      {o.trackingNo && (
        <p className="so-ship" data-testid="tracking">
          {t('detail.tracking', { carrier: o.carrier, no: o.trackingNo })}
        </p>
      )}
      {o.address && (
        <div className="so-card" data-testid="order-address">
          <p>
            {o.address.name} {o.address.mobile}
          </p>
          <p className="so-muted">
            {o.address.region} {o.address.detail}
          </p>
        </div>
      )}
      {!o.needsShipping && <p className="so-muted">{t('detail.noShipping')}</p>}
      <h2 className="so-section">{o.shopName}</h2>
      <OrdersItems items={o.items.map((i) => ({ ...i, key: i.proId }))} />
      <p className="so-total" data-testid="order-amount">
        {t('total', { yuan: formatFen(o.amountFen) })}
      </p>
      {o.remark && <p className="so-muted">{t('detail.remark', { text: o.remark })}</p>}
      <dl className="so-times">
        <dt>{t('detail.orderNo')}</dt>
        <dd>{o.orderNo}</dd>
        <dt>{t('detail.createdAt')}</dt>
        <dd>{when(o.createdAt)}</dd>
        {o.paidAt && (
          <>
            <dt>{t('detail.paidAt')}</dt>
            <dd>{when(o.paidAt)}</dd>
          </>
        )}
        {o.shippedAt && (
          <>
            <dt>{t('detail.shippedAt')}</dt>
            <dd>{when(o.shippedAt)}</dd>
          </>
        )}
        {o.autoReceiveAt && !o.receivedAt && (
          <>
            <dt>{t('detail.autoReceiveAt')}</dt>
            <dd>{when(o.autoReceiveAt)}</dd>
          </>
        )}
        {o.receivedAt && (
          <>
            <dt>{t('detail.receivedAt')}</dt>
            <dd>{when(o.receivedAt)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
