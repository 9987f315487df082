import '../../../../features/shop/shop-orders.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Field } from '../../../../components/ui/Field';
import { Sheet } from '../../../../components/ui/Sheet';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useApproveShopRefund, useRefuseShopRefund, useShipShopOrder, useShopOrder } from '../../../../features/shop/api-orders';
import { OrderDetail } from '../../../../features/shop/components/OrderDetail';

/** /shop/order/:orderId: one order of the caller's shop: the buyer, address, items; ship it; decide a refund. */
export default function SellerOrderRoute() {
  const { t } = useTranslation('shopOrders');
  const { orderId = '' } = useParams();
  const q = useShopOrder(orderId);
  const ship = useShipShopOrder();
  const approve = useApproveShopRefund();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [refusing, setRefusing] = useState(false);
  if (q.isError)
    return (
      <Page title={t('titles.sellerOrder')} backTo={paths.sellerOrders}>
        <p className="result muted">{q.error.message}</p>
        <Link to={paths.sellerOrders}>{t('titles.sellerOrders')}</Link>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.sellerOrder')} backTo={paths.sellerOrders}>
        <Loading />
      </Page>
    );
  const o = q.data;
  const a = o.actions;
  return (
    <Page title={t('titles.sellerOrder')} backTo={paths.sellerOrders}>
      <p className="so-muted" data-testid="buyer">
        {t('detail.buyer', { name: o.buyer.name || t('detail.someone') })}
      </p>
      <OrderDetail o={o} />
      {a.ship && (
        <form
          className="form so-card"
          noValidate
          data-testid="ship-form"
          onSubmit={(e) => {
            e.preventDefault();
            ship.mutate({ orderId: o.orderId, carrier, trackingNo }, { onSuccess: () => toast.info(t('actions.shipped')) });
          }}
        >
          <h2 className="so-section">{t('ship.title')}</h2>
          <Field
            label={t('ship.carrier')}
            name="carrier"
            maxLength={LIMITS.shop.carrierMax}
            value={carrier}
            placeholder={t('ship.carrierHint')}
            onChange={(e) => setCarrier(e.target.value)}
          />
          <Field label={t('ship.trackingNo')} name="trackingNo" maxLength={LIMITS.shop.trackingNoMax} value={trackingNo} autoComplete="off" onChange={(e) => setTrackingNo(e.target.value)} />
          <Button type="submit" data-testid="ship" disabled={ship.isPending || !carrier.trim() || !trackingNo.trim()}>
            {t('ship.submit')}
          </Button>
        </form>
      )}
      <div className="so-actions">
        {a.approveRefund && (
          <ConfirmButton
            className="btn btn-primary"
            label={t('actions.approveRefund')}
            armedLabel={t('actions.approveArmed')}
            testId="approve-refund"
            onConfirm={() => approve.mutate(o.orderId, { onSuccess: () => toast.info(t('actions.refunded')) })}
            disabled={approve.isPending}
          />
        )}
        {a.refuseRefund && (
          <Button type="button" variant="ghost" data-testid="refuse-refund" onClick={() => setRefusing(true)}>
            {t('actions.refuseRefund')}
          </Button>
        )}
      </div>
      {refusing && <RefuseSheet orderId={o.orderId} onClose={() => setRefusing(false)} />}
    </Page>
  );
}

function RefuseSheet({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('shopOrders');
  const refuse = useRefuseShopRefund();
  const [reason, setReason] = useState('');
  return (
    <Sheet open title={t('actions.refuseRefund')} onClose={onClose} testId="refuse-sheet">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          refuse.mutate(
            { orderId, reason },
            {
              onSuccess: () => {
                toast.info(t('actions.refusedDone'));
                onClose();
              },
            },
          );
        }}
      >
        <Field label={t('refund.refuseReason')} name="reason" maxLength={LIMITS.shop.refuseReasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" disabled={refuse.isPending || reason.trim() === ''} data-testid="refuse-submit">
          {t('refund.refuseSubmit')}
        </Button>
      </form>
    </Sheet>
  );
}
