import { Link } from 'react-router';
import type { TProductItem } from '@card/contract';
import { LazyImage } from '../../../components/ui/LazyImage';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';

interface Props {
  p: TProductItem;
  sharedLabel: string;
  salesLabel: string;
  soldOutLabel: string;
}

/** One product in the shop's waterfall: cover, name, price, sales; a shared product says so (分销) and keeps its listing shop. */
export function CatalogTile({ p, sharedLabel, salesLabel, soldOutLabel }: Props) {
  const to = paths.productDetail(p.proId, p.shareStatus === 1 && p.shareShopId ? { shareShopId: p.shareShopId } : undefined);
  return (
    <Link to={to} className="sc-tile" data-testid="catalog-tile" data-pro-id={p.proId}>
      {/* The name is right below: the cover is decorative for screen readers. */}
      <LazyImage width={170} height={170} src={p.coverUrl} alt="" className="sc-tile-cover" />
      <span className="sc-tile-name">
        {p.shareStatus === 1 && (
          <span className="sc-badge" data-testid="shared-badge">
            {sharedLabel}
          </span>
        )}
        {p.productName}
      </span>
      <span className="sc-tile-row">
        <span className="sc-price" data-testid="tile-price">
          ¥{formatFen(p.priceFen)}
        </span>
        <span className="sc-muted">{p.stock === 0 ? soldOutLabel : salesLabel}</span>
      </span>
    </Link>
  );
}
