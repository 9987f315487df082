import { useTranslation } from '../../../lib/i18n';
import { formatFen } from '../../../lib/money';
import '../shop-orders.css';
import { Picture } from '../../../components/ui/Picture';

export interface OrderItemLine {
  key: string;
  coverUrl: string;
  name: string;
  priceFen: number;
  quantity: number;
}

/** The goods of an order, or of one about to be placed: picture, name, unit price × quantity. */
export function OrdersItems({ items, testId }: { items: readonly OrderItemLine[]; testId?: string }) {
  const { t } = useTranslation('shopOrders');
  return (
    <ul className="so-list">
      {items.map((i) => (
        <li key={i.key} className="so-item" data-testid={testId}>
          <Picture width={72} height={72} className="so-img" src={i.coverUrl} alt="" />
          <div>
            <p className="so-name">{i.name}</p>
            <p className="so-price">
              {t('price', { yuan: formatFen(i.priceFen) })} × {i.quantity}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
