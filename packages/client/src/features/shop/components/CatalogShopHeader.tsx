import { Link } from 'react-router';
import type { TShop } from '@card/contract';
import { LazyImage } from '../../../components/ui/LazyImage';

interface Props {
  shop: TShop;
  scoreText: string;
  to?: string;
}

/** A shop's header: logo, name, intro and commented score; a link to the shop when `to` is given (on a product's detail). */
export function CatalogShopHeader({ shop, scoreText, to }: Props) {
  const body = (
    <>
      {shop.logoUrl ? (
        <LazyImage width={49} height={49} src={shop.logoUrl} alt="" className="sc-logo" />
      ) : (
        <span className="sc-logo sc-logo-empty" aria-hidden>
          {shop.name.slice(0, 1)}
        </span>
      )}
      <span className="sc-shop-text">
        <strong className="sc-shop-name" data-testid="shop-name">
          {shop.name}
        </strong>
        {shop.intro && <span className="sc-muted sc-intro">{shop.intro}</span>}
        <span className="sc-muted">{scoreText}</span>
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="sc-shop" data-testid="shop-header">
      {body}
    </Link>
  ) : (
    <div className="sc-shop" data-testid="shop-header">
      {body}
    </div>
  );
}
