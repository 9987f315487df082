import '../../../../features/shop/shop-orders.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TShopCartLine } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { checkoutSearch, useDelShopCart, useShopCart, useUpdateShopCart } from '../../../../features/shop/api-orders';
import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';
import { Stepper } from '../../../../components/ui/Stepper';

/**
 * /vshop/cart: the caller's cart by shop. Lines of one shop are ticked together (ticking a line of another shop
 * starts a new choice), unavailable lines are greyed and can only be removed; 结算 goes to checkout.
 */
export default function ShopCartRoute() {
  const { t } = useTranslation('shopOrders');
  const navigate = useNavigate();
  const cart = useShopCart();
  const [picked, setPicked] = useState<{ shopId: string; ids: Set<string> } | null>(null);
  if (cart.isError)
    return (
      <Page title={t('titles.cart')}>
        <p className="result muted">{cart.error.message}</p>
      </Page>
    );
  if (!cart.data)
    return (
      <Page title={t('titles.cart')}>
        <Loading />
      </Page>
    );
  const groups = cart.data.shops;
  const firstShop = groups.find((g) => g.lines.some((l) => l.available));
  // Until the buyer ticks something: every available line of the first shop.
  const chosen = picked ?? (firstShop ? { shopId: firstShop.shop.shopId, ids: new Set(firstShop.lines.filter((l) => l.available).map((l) => l.id)) } : null);
  const toggle = (shopId: string, id: string) => {
    const ids = new Set(chosen && chosen.shopId === shopId ? chosen.ids : []);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setPicked({ shopId, ids });
  };
  const lines = groups.flatMap((g) => g.lines);
  const totalFen = lines.filter((l) => chosen?.ids.has(l.id) && l.available).reduce((s, l) => s + l.subtotalFen, 0);
  const ids = lines.filter((l) => chosen?.ids.has(l.id) && l.available).map((l) => l.id);
  return (
    <Page title={t('titles.cart')}>
      {groups.length === 0 && (
        <EmptyState icon={ShoppingCart} title={t('cart.empty')} testId="cart-empty" action={{ label: t('cart.myOrders'), to: paths.myShopOrders, testId: 'cart-empty-action' }} />
      )}
      {groups.map((g) => (
        <section key={g.shop.shopId} className="so-group" data-testid="cart-shop">
          <h2 className="so-section">{g.shop.name}</h2>
          <ul className="so-list">
            {g.lines.map((l) => (
              <CartLine key={l.id} l={l} checked={!!chosen && chosen.shopId === g.shop.shopId && chosen.ids.has(l.id)} onToggle={() => toggle(g.shop.shopId, l.id)} />
            ))}
          </ul>
        </section>
      ))}
      <div className="so-links">
        <Link to={paths.myShopOrders} data-testid="to-my-orders">
          {t('cart.myOrders')}
        </Link>
      </div>
      <div className="so-bar">
        <span className="so-total" data-testid="cart-total">
          {t('total', { yuan: formatFen(totalFen) })}
        </span>
        <Button type="button" data-testid="checkout" disabled={ids.length === 0} onClick={() => navigate(paths.shopCheckout + checkoutSearch({ cartIds: ids }))}>
          {t('cart.checkout', { count: ids.length })}
        </Button>
      </div>
    </Page>
  );
}

function CartLine({ l, checked, onToggle }: { l: TShopCartLine; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation('shopOrders');
  const update = useUpdateShopCart();
  const del = useDelShopCart();
  return (
    <li className={`so-item${l.available ? '' : ' so-off'}`} data-testid="cart-line">
      <Picture width={72} height={72} className="so-img" src={l.product.coverUrl} alt="" />
      <div>
        <label className="so-check">
          <input type="checkbox" checked={checked} disabled={!l.available} onChange={onToggle} aria-label={l.product.productName} />
          <span className="so-name">{l.product.productName}</span>
        </label>
        <p className="so-price">{t('price', { yuan: formatFen(l.product.priceFen) })}</p>
        {l.unavailableReason && (
          <p className="so-warn" data-testid="line-unavailable">
            {t(`cart.${l.unavailableReason}`)}
          </p>
        )}
        <div className="so-row">
          {l.unavailableReason !== 'gone' && (
            <Stepper
              value={l.quantity}
              disabled={update.isPending}
              onChange={(quantity) => update.mutate({ id: l.id, quantity })}
              lessLabel={t('cart.less')}
              moreLabel={t('cart.more')}
              testIds={{ value: 'cart-qty' }}
            />
          )}
          <ConfirmButton label={t('cart.remove')} armedLabel={t('cart.removeArmed')} onConfirm={() => del.mutate([l.id])} disabled={del.isPending} />
        </div>
      </div>
    </li>
  );
}
