import '../../../../features/video/video-cart.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { TCartItem, TVideoOrder } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Sheet } from '../../../../components/ui/Sheet';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { rowsOf } from '../../../../lib/paging';
import { useAddresses, useCart, useCreateOrder, useDelCart, useMyGoodsOrders, useUpdateCart } from '../../../../features/video/api-cart';
import { useWalletPay } from '../../../../features/orders/api';
import { TxPwdSheet } from '../../../../features/wallet/components/TxPwdSheet';
import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';
import { Stepper } from '../../../../components/ui/Stepper';

/**
 * /microvideo/cart: the caller's cart. Tick lines of one seller, choose an address, place the order, then pay it in
 * the sheet (wallet with the transaction password here; WeChat Pay on the money area's pay screen).
 */
export default function CartRoute() {
  const { t } = useTranslation('videoCart');
  const cart = useCart();
  const addresses = useAddresses();
  const create = useCreateOrder();
  const lines = rowsOf(cart.data);
  const addrs = rowsOf(addresses.data);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [addressId, setAddressId] = useState('');
  const [order, setOrder] = useState<TVideoOrder | null>(null);
  // Until the buyer ticks something: every orderable line of the first seller in the cart.
  const chosen = useMemo(() => {
    if (picked) return picked;
    const first = lines.find((l) => l.state === 'ok');
    return new Set(lines.filter((l) => l.state === 'ok' && first && l.seller.phoneIdEcr === first.seller.phoneIdEcr).map((l) => l.id));
  }, [picked, lines]);
  const address = addressId || addrs.find((a) => a.isDefault)?.id || addrs[0]?.id || '';
  const totalFen = lines.filter((l) => chosen.has(l.id)).reduce((s, l) => s + l.subtotalFen, 0);
  const toggle = (id: string) =>
    setPicked(() => {
      const n = new Set(chosen);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

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
  return (
    <Page title={t('titles.cart')}>
      {lines.length === 0 && (
        <EmptyState
          icon={ShoppingCart}
          title={t('cart.empty')}
          hint={t('cart.emptyHint')}
          testId="cart-empty"
          action={{ label: t('cart.emptyAction'), to: paths.discover, testId: 'cart-empty-action' }}
        />
      )}
      <ul className="vc-list">
        {lines.map((l) => (
          <CartLine key={l.id} l={l} checked={chosen.has(l.id)} onToggle={() => toggle(l.id)} />
        ))}
      </ul>

      <h2 className="vc-section">{t('cart.address')}</h2>
      {addrs.length === 0 && <p className="vc-muted">{t('cart.noAddress')}</p>}
      <ul className="vc-list">
        {addrs.map((a) => (
          <li key={a.id} className="vc-item vc-plain">
            <label className="vc-check">
              <input type="radio" name="address" checked={address === a.id} onChange={() => setAddressId(a.id)} data-testid="cart-address" />
              <span>
                {a.name} {a.mobile}
                <br />
                <span className="vc-muted">
                  {a.region} {a.detail}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="vc-links">
        <Link to={paths.vdAddress} data-testid="manage-addresses">
          {t('cart.manageAddresses')}
        </Link>
      </div>

      <div className="vc-bar">
        <span className="vc-total" data-testid="cart-total">
          {t('cart.total', { yuan: formatFen(totalFen) })}
        </span>
        <Button
          type="button"
          data-testid="place-order"
          disabled={chosen.size === 0 || !address || create.isPending}
          onClick={() =>
            create.mutate(
              { itemIds: [...chosen], addressId: address },
              {
                onSuccess: (o) => {
                  setPicked(null);
                  setOrder(o);
                },
              },
            )
          }
        >
          {t('cart.order')}
        </Button>
      </div>
      {order && <PaySheet order={order} onClose={() => setOrder(null)} />}
      <MyOrders />
    </Page>
  );
}

function CartLine({ l, checked, onToggle }: { l: TCartItem; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation('videoCart');
  const update = useUpdateCart();
  const del = useDelCart();
  const setQty = (quantity: number) => update.mutate({ id: l.id, quantity });
  return (
    <li className="vc-item" data-testid="cart-line">
      <Picture width={72} height={72} className="vc-img" src={l.imageUrl} alt="" />
      <div>
        <label className="vc-check">
          <input type="checkbox" checked={checked} disabled={l.state !== 'ok'} onChange={onToggle} />
          <span className="vc-name">{l.name}</span>
        </label>
        <p className="vc-muted">{l.seller.name}</p>
        <p className="vc-price">{t('price', { yuan: formatFen(l.priceFen) })}</p>
        {l.state !== 'ok' && <p className="vc-warn">{t(`cart.state_${l.state}`)}</p>}
        <div className="vc-row">
          {l.state !== 'unavailable' && (
            <Stepper value={l.quantity} disabled={update.isPending} onChange={setQty} lessLabel={t('cart.less')} moreLabel={t('cart.more')} testIds={{ value: 'cart-qty' }} />
          )}
          <ConfirmButton label={t('cart.remove')} armedLabel={t('cart.removeArmed')} onConfirm={() => del.mutate([l.id])} disabled={del.isPending} />
        </div>
      </div>
    </li>
  );
}

/**
 * Pays a just-placed order from the wallet in the shared payment sheet (tries left, lock, 找回交易密码); the other
 * ways go through the money area's pay screen. Once paid, a small sheet says so.
 */
function PaySheet({ order, onClose }: { order: TVideoOrder; onClose: () => void }) {
  const { t } = useTranslation('videoCart');
  const pay = useWalletPay();
  if (pay.isSuccess) {
    return (
      <Sheet open title={t('pay.title')} onClose={onClose} testId="pay-sheet">
        <div className="vc-paid" data-testid="paid">
          <p>{t('pay.paid')}</p>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('pay.back')}
          </Button>
        </div>
      </Sheet>
    );
  }
  return (
    <TxPwdSheet
      open
      title={t('pay.title')}
      what={order.title}
      amountFen={order.amountFen}
      hasTxPwd
      busy={pay.isPending}
      error={pay.error}
      onClose={onClose}
      onSubmit={(txPwd) => pay.mutate({ orderId: order.orderId, amountFen: order.amountFen, txPwd })}
    >
      <div className="vc-links">
        <Link to={paths.vipPay(order.orderId)}>{t('pay.other')}</Link>
      </div>
    </TxPwdSheet>
  );
}

function MyOrders() {
  const { t } = useTranslation('videoCart');
  const rows = rowsOf(useMyGoodsOrders().data);
  if (rows.length === 0) return null;
  return (
    <>
      <h2 className="vc-section">{t('cart.orders')}</h2>
      <ul className="vc-list">
        {rows.map((o) => (
          <li key={o.orderId} className="vc-item vc-plain" data-testid="goods-order">
            <p className="vc-name">{o.title}</p>
            <p className="vc-muted">
              {t(`cart.orderState_${o.state}`)} · {t('price', { yuan: formatFen(o.amountFen) })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
