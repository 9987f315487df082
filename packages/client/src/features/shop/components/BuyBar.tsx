import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, type TProductDetail } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { checkoutSearch, useAddShopCart } from '../api-orders';
import '../shop-orders.css';
import { Stepper } from '../../../components/ui/Stepper';

/**
 * The bar under a product's detail: a quantity stepper, add to cart and buy now (checkout with this one product).
 * `shareShopId`: the shop a visitor came through (a shared product), kept on the cart item and the order. A
 * signed-out visitor's add is answered 302 and the app sends them to log in and back here; buy now goes to checkout,
 * which does the same.
 */
export function BuyBar({ product, shareShopId }: { product: TProductDetail; shareShopId: string | null }) {
  const { t } = useTranslation('shopOrders');
  const navigate = useNavigate();
  const add = useAddShopCart();
  const [qty, setQty] = useState(1);
  const max = Math.max(1, Math.min(LIMITS.shop.cartQuantityMax, product.stock));
  const soldOut = product.stock < 1 || product.shop.closed;
  return (
    <div className="so-buybar" data-testid="buy-bar">
      <Link className="so-cart-link" to={paths.shopCart} data-testid="go-cart">
        {t('buy.cart')}
      </Link>
      <Stepper label={t('buy.quantity')} value={qty} max={max} onChange={setQty} lessLabel={t('cart.less')} moreLabel={t('cart.more')} testIds={{ value: 'buy-qty' }} />
      {soldOut ? (
        <span className="so-muted" data-testid="buy-sold-out">
          {product.shop.closed ? t('buy.closed') : t('buy.soldOut')}
        </span>
      ) : (
        <>
          <Button
            type="button"
            variant="ghost"
            data-testid="add-cart"
            disabled={add.isPending}
            onClick={() => add.mutate({ proId: product.proId, quantity: qty, ...(shareShopId ? { shareShopId } : {}) }, { onSuccess: () => toast.info(t('buy.added')) })}
          >
            {t('buy.addCart')}
          </Button>
          <Button type="button" data-testid="buy-now" onClick={() => navigate(paths.shopCheckout + checkoutSearch({ proId: product.proId, quantity: qty, shareShopId }))}>
            {t('buy.now')}
          </Button>
        </>
      )}
    </div>
  );
}
