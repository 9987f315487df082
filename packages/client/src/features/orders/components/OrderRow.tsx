import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import type { TOrder } from '../api';
import { formatTime } from '../format';
import '../orders.css';

/** One order in words: what, how much, its state (and its refund's), when, and the next step it allows. */
export function OrderRow({ order, formatFen }: { order: TOrder; formatFen: (fen: number) => string }) {
  const { t } = useTranslation('vip');
  const o = order;
  const refundOpen = o.refund && (o.refund.state === 'pending' || o.refund.state === 'processing');
  return (
    <li className="vip-order" data-testid={`order-${o.id}`}>
      <div className="vip-order-head">
        <span className="vip-order-title">{o.title}</span>
        <span className={`vip-order-state s-${o.state}`} data-testid="order-state">
          {o.state === 'paid' && refundOpen ? t(`order.refundState.${o.refund!.state}`) : t(`order.state.${o.state}`)}
        </span>
      </div>
      <div>
        ¥{formatFen(o.amountFen)}
        {o.payMethod && <small className="muted">{t(`order.payMethod.${o.payMethod}`)}</small>}
      </div>
      <small>{o.paidAt ? t('order.paidAt', { time: formatTime(o.paidAt) }) : t('order.createdAt', { time: formatTime(o.createdAt) })}</small>
      {o.state === 'paid' && o.refundableUntil && !refundOpen && <small>{t('order.refundableUntil', { time: formatTime(o.refundableUntil) })}</small>}
      <div className="vip-order-actions">
        {o.state === 'created' && (
          <Link className="btn btn-primary" to={paths.vipPay(o.id)} data-testid="order-pay">
            {t('order.pay')}
          </Link>
        )}
        {o.state === 'paid' && o.refundableUntil && !refundOpen && (
          <Link className="btn btn-ghost" to={paths.refundApply(o.id)} data-testid="order-refund">
            {t('order.refund')}
          </Link>
        )}
        {(refundOpen || o.state === 'refunding' || o.state === 'refunded') && (
          <Link className="btn btn-ghost" to={paths.refundApply(o.id)} data-testid="order-view-refund">
            {t('order.viewRefund')}
          </Link>
        )}
      </div>
    </li>
  );
}
