import type { ReactNode } from 'react';
import type { TProductItem } from '@card/contract';
import { LazyImage } from '../../../components/ui/LazyImage';
import { formatFen } from '../../../lib/money';
import { useTranslation } from '../../../lib/i18n';

/** One package as a row: cover (lazy), name, price in yuan, stock or sold out; `children` are the actions or a link. */
export function CateringPackageCard({ p, children, testId }: { p: TProductItem; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('shopCatering');
  return (
    <li className="ct-item" data-testid={testId}>
      <LazyImage width={88} height={88} className="ct-img" src={p.coverUrl} alt="" />
      <div className="ct-item-body">
        <p className="ct-name">{p.productName}</p>
        <p className="ct-price">{t('price', { yuan: formatFen(p.priceFen) })}</p>
        <p className="ct-muted">
          {p.stock > 0 ? t('stock', { count: p.stock }) : t('soldOut')}
          {p.onShelf ? '' : ` · ${t('offShelf')}`}
        </p>
        {children}
      </div>
    </li>
  );
}
