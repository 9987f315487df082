import type { ReactNode } from 'react';
import type { TProductItem } from '@card/contract';
import { formatFen } from '../../../lib/money';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

/** One product in an owner's list: cover, name, price in yuan, stock and state; the screen adds its actions. */
export function GoodsProductCard({ p, note, children, testId = 'goods-product' }: { p: TProductItem; note?: ReactNode; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('shopGoods');
  return (
    <li className="sg-item" data-testid={testId}>
      <Picture width={72} height={72} className="sg-img" src={p.coverUrl} alt="" />
      <div>
        <p className="sg-name">{p.productName}</p>
        <p>
          <span className="sg-price">¥{formatFen(p.priceFen)}</span>
          {p.originalPriceFen > 0 && <s className="sg-muted"> ¥{formatFen(p.originalPriceFen)}</s>}
        </p>
        <p className="sg-muted">
          {t('card.stock', { n: p.stock })} · {t('card.sales', { n: p.sales })}
          {p.typeName ? ` · ${p.typeName}` : ''}
        </p>
        <p className="sg-muted" data-testid="shelf-state">
          {p.onShelf ? t('card.onShelf') : t('card.offShelf')}
          {p.shareable ? ` · ${t('card.shareable')}` : ''}
        </p>
        {note}
        {children}
      </div>
    </li>
  );
}
