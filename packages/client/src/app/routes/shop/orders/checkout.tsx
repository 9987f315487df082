import '../../../../features/shop/shop-orders.css';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { rowsOf } from '../../../../lib/paging';
import { useCheckoutProduct, useCreateShopOrder, useShopCart } from '../../../../features/shop/api-orders';
import { useAddresses } from '../../../../features/video/api-cart';
import { OrdersItems } from '../../../../features/shop/components/OrdersItems';

interface Item {
  key: string;
  name: string;
  coverUrl: string;
  priceFen: number;
  quantity: number;
  kind: string;
}

/**
 * /vshop/checkout?cartIds=a,b | ?proId=p&quantity=n: the items, the delivery address (the default one first; the
 * micro video area's address book adds one), a remark and the total; placing the order goes on to the money area's
 * pay screen. Packages alone need no address.
 */
export default function ShopCheckoutRoute() {
  const { t } = useTranslation('shopOrders');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cartIds = (search.get('cartIds') ?? '').split(',').filter(Boolean);
  const proId = search.get('proId') ?? '';
  const quantity = Math.max(1, Number(search.get('quantity') ?? '1') || 1);
  const shareShopId = search.get('shareShopId') ?? undefined;
  const cart = useShopCart();
  const product = useCheckoutProduct(cartIds.length ? '' : proId);
  const addresses = useAddresses();
  const create = useCreateShopOrder();
  const [addressId, setAddressId] = useState('');
  const [remark, setRemark] = useState('');

  const items: Item[] | null = cartIds.length
    ? cart.data
      ? cart.data.shops
          .flatMap((g) => g.lines)
          .filter((l) => cartIds.includes(l.id))
          .map((l) => ({ key: l.id, name: l.product.productName, coverUrl: l.product.coverUrl, priceFen: l.product.priceFen, quantity: l.quantity, kind: l.product.kind }))
      : null
    : product.data
      ? [{ key: product.data.proId, name: product.data.productName, coverUrl: product.data.coverUrl, priceFen: product.data.priceFen, quantity, kind: product.data.kind }]
      : null;
  const error = cart.error ?? product.error;
  if (error)
    return (
      <Page title={t('titles.checkout')}>
        <p className="result muted">{error.message}</p>
      </Page>
    );
  if (!items)
    return (
      <Page title={t('titles.checkout')}>
        <Loading />
      </Page>
    );
  const addrs = rowsOf(addresses.data);
  const address = addressId || addrs.find((a) => a.isDefault)?.id || addrs[0]?.id || '';
  const needsAddress = items.some((i) => i.kind !== 'package');
  const totalFen = items.reduce((s, i) => s + i.priceFen * i.quantity, 0);
  const place = () =>
    create.mutate(
      { ...(cartIds.length ? { cartIds } : { proId, quantity, shareShopId }), ...(needsAddress ? { addressId: address } : {}), remark },
      { onSuccess: (o) => navigate(paths.vipPay(o.orderId), { replace: true }) },
    );
  return (
    <Page title={t('titles.checkout')}>
      <OrdersItems items={items} testId="checkout-item" />
      {needsAddress && (
        <>
          <h2 className="so-section">{t('checkout.address')}</h2>
          {addrs.length === 0 && (
            <p className="so-muted" data-testid="no-address">
              {t('checkout.noAddress')}
            </p>
          )}
          <ul className="so-list">
            {addrs.map((a) => (
              <li key={a.id} className="so-item so-plain">
                <label className="so-check">
                  <input type="radio" name="address" checked={address === a.id} onChange={() => setAddressId(a.id)} data-testid="checkout-address" />
                  <span>
                    {a.name} {a.mobile}
                    <br />
                    <span className="so-muted">
                      {a.region} {a.detail}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="so-links">
            <Link to={paths.vdAddress} data-testid="manage-addresses">
              {addrs.length ? t('checkout.manageAddresses') : t('checkout.addAddress')}
            </Link>
          </div>
        </>
      )}
      <Field
        label={t('checkout.remark')}
        name="remark"
        maxLength={LIMITS.shop.remarkMax}
        value={remark}
        placeholder={t('checkout.remarkHint', { max: LIMITS.shop.remarkMax })}
        onChange={(e) => setRemark(e.target.value)}
      />
      <div className="so-bar">
        <span className="so-total" data-testid="checkout-total">
          {t('total', { yuan: formatFen(totalFen) })}
        </span>
        <Button type="button" data-testid="place-order" disabled={create.isPending || (needsAddress && !address)} onClick={place}>
          {t('checkout.place')}
        </Button>
      </div>
    </Page>
  );
}
