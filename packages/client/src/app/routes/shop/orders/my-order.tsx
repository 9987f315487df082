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
import { useApplyShopRefund, useCancelShopOrder, useReceiveShopOrder, useRevokeShopRefund, useShopOrder } from '../../../../features/shop/api-orders';
import { OrderDetail } from '../../../../features/shop/components/OrderDetail';

/** /vshop/order/:orderId: one of the caller's orders as buyer, with what they may do now. */
export default function MyShopOrderRoute() {
  const { t } = useTranslation('shopOrders');
  const { orderId = '' } = useParams();
  const q = useShopOrder(orderId);
  const cancel = useCancelShopOrder();
  const receive = useReceiveShopOrder();
  const revoke = useRevokeShopRefund();
  const [refunding, setRefunding] = useState(false);
  const [receiving, setReceiving] = useState(false);
  if (q.isError)
    return (
      <Page title={t('titles.myOrder')} backTo={paths.myShopOrders}>
        <p className="result muted">{q.error.message}</p>
        <Link to={paths.myShopOrders}>{t('cart.myOrders')}</Link>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.myOrder')} backTo={paths.myShopOrders}>
        <Loading />
      </Page>
    );
  const o = q.data;
  const a = o.actions;
  return (
    <Page title={t('titles.myOrder')} backTo={paths.myShopOrders}>
      <OrderDetail o={o} />
      <div className="so-actions">
        {a.pay && (
          <Link className="btn btn-primary" to={paths.vipPay(o.orderId)} data-testid="pay">
            {t('actions.pay')}
          </Link>
        )}
        {a.cancel && (
          <ConfirmButton
            label={t('actions.cancel')}
            armedLabel={t('actions.cancelArmed')}
            testId="cancel"
            onConfirm={() => cancel.mutate(o.orderId, { onSuccess: () => toast.info(t('actions.cancelled')) })}
            disabled={cancel.isPending}
          />
        )}
        {a.receive && (
          <Button type="button" data-testid="receive" disabled={receive.isPending} onClick={() => setReceiving(true)}>
            {o.needsShipping ? t('actions.receive') : t('actions.use')}
          </Button>
        )}
        {a.comment && (
          <Link className="btn btn-ghost" to={paths.shopComment(o.orderId)} data-testid="comment">
            {t('actions.comment')}
          </Link>
        )}
        {a.refund && (
          <Button type="button" variant="ghost" data-testid="refund" onClick={() => setRefunding(true)}>
            {t('actions.refund')}
          </Button>
        )}
        {a.revokeRefund && (
          <ConfirmButton
            label={t('actions.revokeRefund')}
            armedLabel={t('actions.revokeArmed')}
            testId="revoke-refund"
            onConfirm={() => revoke.mutate(o.orderId, { onSuccess: () => toast.info(t('actions.revoked')) })}
            disabled={revoke.isPending}
          />
        )}
      </div>
      {refunding && <RefundSheet orderId={o.orderId} onClose={() => setRefunding(false)} />}
      {/* Receipt is final (the seller is paid, no refund can be asked after it): asked first, in our own sheet. */}
      <Sheet open={receiving} title={o.needsShipping ? t('actions.receive') : t('actions.use')} onClose={() => setReceiving(false)} testId="receive-sheet">
        <p className="so-muted" data-testid="receive-warning">
          {t('actions.receiveConfirmText')}
        </p>
        <Button
          type="button"
          data-testid="receive-confirm"
          disabled={receive.isPending}
          onClick={() =>
            receive.mutate(o.orderId, {
              onSuccess: () => {
                setReceiving(false);
                toast.info(t('actions.received'));
              },
            })
          }
        >
          {o.needsShipping ? t('actions.receiveConfirm') : t('actions.useConfirm')}
        </Button>
      </Sheet>
    </Page>
  );
}

function RefundSheet({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('shopOrders');
  const apply = useApplyShopRefund();
  const [reason, setReason] = useState('');
  return (
    <Sheet open title={t('actions.refund')} onClose={onClose} testId="refund-sheet">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply.mutate(
            { orderId, reason },
            {
              onSuccess: () => {
                toast.info(t('actions.refundAsked'));
                onClose();
              },
            },
          );
        }}
      >
        <Field label={t('refund.reason')} name="reason" maxLength={LIMITS.money.refundReasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />
        <p className="so-muted">{t('refund.note')}</p>
        <Button type="submit" disabled={apply.isPending || reason.trim() === ''} data-testid="refund-submit">
          {t('refund.submit')}
        </Button>
      </form>
    </Sheet>
  );
}
