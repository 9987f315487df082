import type { ReactNode } from 'react';
import { formatFen } from '../../../lib/money';
import { useTranslation } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

type Product = { name: string; imageUrl: string; priceFen: number; stock: number };

/** One product as a card: picture, name, price in yuan, stock; `children` are the actions under it. */
export function CartProductCard({ p, children, testId }: { p: Product; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('videoCart');
  return (
    <li className="vc-item" data-testid={testId}>
      <Picture width={72} height={72} className="vc-img" src={p.imageUrl} alt="" />
      <div>
        <p className="vc-name">{p.name}</p>
        <p className="vc-price">{t('price', { yuan: formatFen(p.priceFen) })}</p>
        <p className="vc-muted">{p.stock > 0 ? t('stock', { count: p.stock }) : t('soldOut')}</p>
        {children}
      </div>
    </li>
  );
}
