import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { errorCatalogue, errorText, LIMITS, ZApplyRefundBody, type ErrorCode } from '@card/contract';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { validate, serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useApplyRefund, useRefundInfo, useRevokeRefund } from '../../../features/orders/api';
import { formatTime } from '../../../features/orders/format';
import '../../../features/orders/orders.css';

const MAX = LIMITS.money.refundReasonMax;

/**
 * Ask for a refund of a paid order within the window (amount and deadline written out, a reason of 1-200
 * characters with a counter), see a pending request and withdraw it, or see why no refund is possible.
 */
export default function RefundApplyRoute() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation(['vip', 'common']);
  const info = useRefundInfo(orderId);
  const apply = useApplyRefund();
  const revoke = useRevokeRefund();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = t('titles.refundApply');

  if (info.error) {
    return (
      <Page title={title} backTo={paths.myOrders}>
        <div className="result" data-testid="refund-missing">
          <p>{info.error.message}</p>
          <Link className="btn btn-ghost" to={paths.myOrders}>
            {t('backToOrders')}
          </Link>
        </div>
      </Page>
    );
  }
  if (!info.data)
    return (
      <Page title={title} backTo={paths.myOrders}>
        <Loading />
      </Page>
    );
  const { order, canApply, reasonIfNot, refundableUntil } = info.data;
  const refund = order.refund;
  const pending = refund?.state === 'pending';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZApplyRefundBody, { orderId, reason }, currentLang(), 'vip');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await apply.mutateAsync({ orderId, reason });
      setReason('');
      toast.info(t('refund.applied'));
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };
  const why = reasonIfNot && reasonIfNot in errorCatalogue ? errorText(reasonIfNot as ErrorCode, currentLang()) : t('refund.cannot');

  return (
    <Page title={title} backTo={paths.myOrders}>
      <section className="vip-amount" data-testid="refund-order">
        <div>{order.title}</div>
        <span className="muted">{t('refund.amount')}</span>
        <strong data-testid="refund-amount">¥{formatFen(refund?.amountFen ?? order.amountFen)}</strong>
        <small className="muted" data-testid="refund-order-state">
          {refund ? t(`order.refundState.${refund.state}`) : t(`order.state.${order.state}`)}
        </small>
        {refund?.refusalReason && <small data-testid="refund-refusal">{t('refund.refusedBecause', { reason: refund.refusalReason })}</small>}
      </section>

      {pending && (
        <div data-testid="refund-pending">
          <p className="vip-note">{t('refund.pending')}</p>
          <p className="vip-note">{t('admin.reason', { reason: refund.reason })}</p>
          <ConfirmButton
            className="btn btn-ghost"
            label={t('refund.revoke')}
            armedLabel={t('confirm')}
            confirmText={t('refund.revokeConfirm')}
            testId="refund-revoke"
            disabled={revoke.isPending}
            onConfirm={() => revoke.mutate(orderId, { onSuccess: () => toast.info(t('refund.revoked')) })}
          />
        </div>
      )}
      {order.state === 'refunded' && order.payMethod && (
        <p className="vip-note" data-testid="refund-done">
          {t('refund.done', { method: t(`order.payMethod.${order.payMethod}`) })}
        </p>
      )}

      {canApply ? (
        <form className="form" noValidate onSubmit={submit} data-testid="refund-form">
          {refundableUntil && (
            <p className="vip-note" data-testid="refund-deadline">
              {t('refund.deadline', { time: formatTime(refundableUntil) })}
            </p>
          )}
          <div className={`field${errors.reason ? ' field-error' : ''}`}>
            <label htmlFor="f-reason">{t('refund.reason')}</label>
            <textarea
              id="f-reason"
              name="reason"
              className="vip-textarea"
              maxLength={MAX}
              value={reason}
              data-testid="refund-reason"
              placeholder={t('refund.reasonPlaceholder', { min: 1, max: MAX })}
              aria-invalid={Boolean(errors.reason)}
              aria-describedby={errors.reason ? 'f-reason-err' : 'f-reason-count'}
              onChange={(e) => setReason(e.target.value)}
            />
            <p className="vip-counter" id="f-reason-count" aria-live="polite">
              {t('refund.counter', { count: reason.length, max: MAX })}
            </p>
            {errors.reason && (
              <p className="field-msg" id="f-reason-err">
                {errors.reason}
              </p>
            )}
          </div>
          <Button type="submit" disabled={apply.isPending} data-testid="refund-submit">
            {apply.isPending ? t('common:saving') : t('refund.apply')}
          </Button>
        </form>
      ) : (
        !pending &&
        order.state === 'paid' && (
          <p className="vip-note" data-testid="refund-cannot">
            {why}
          </p>
        )
      )}

      <Link className="btn btn-ghost" to={paths.refundTab('notRefund')} data-testid="to-refunds">
        {t('titles.refunds')}
      </Link>
    </Page>
  );
}
