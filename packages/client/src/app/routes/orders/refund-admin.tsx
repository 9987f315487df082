import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { rowsOf } from '../../../lib/paging';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { Field } from '../../../components/ui/Field';
import { Sheet } from '../../../components/ui/Sheet';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useApproveRefund, usePendingRefunds, useRejectRefund } from '../../../features/orders/api';
import { formatTime } from '../../../features/orders/format';
import '../../../features/orders/orders.css';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/**
 * Customer service: refund requests waiting for a decision; "同意退款" refunds the way the order was paid. A user
 * without the role who opens this address sees the catalogue's "no permission" and a way back, not a broken list.
 */
export default function RefundAdminRoute() {
  const { t } = useTranslation(['vip', 'common']);
  const list = usePendingRefunds();
  const approve = useApproveRefund();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const rows = rowsOf(list.data);
  const title = t('titles.refundAdmin');

  if (list.error) {
    const denied = list.error instanceof ApiError && list.error.code === 'NO_PERMISSION';
    return (
      <Page title={title}>
        <div className="result" data-testid="refund-admin-denied">
          <p>{list.error.message}</p>
          {denied && <p className="muted">{t('admin.noPermission')}</p>}
          <Link className="btn btn-ghost" to={paths.home}>
            {t('common:titles.home')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <p className="vip-note">{t('admin.intro')}</p>
      {!list.data ? (
        <Skeleton />
      ) : rows.length ? (
        <ul className="vip-orders" data-testid="pending-refunds">
          {rows.map((r) => (
            <li key={r.id} className="vip-order" data-testid={`pending-${r.id}`}>
              <div className="vip-order-head">
                <span className="vip-order-title">{r.title}</span>
                <span>¥{formatFen(r.amountFen)}</span>
              </div>
              <small>
                {t('admin.user', { name: r.userName })} · {r.orderNo}
              </small>
              <small>{t('admin.reason', { reason: r.reason })}</small>
              <small>{formatTime(r.createdAt)}</small>
              <div className="vip-order-actions">
                <ConfirmButton
                  className="btn btn-primary"
                  label={t('admin.approve')}
                  armedLabel={t('confirm')}
                  confirmText={t('admin.approveConfirm', { amount: formatFen(r.amountFen) })}
                  testId="approve-refund"
                  disabled={approve.isPending}
                  onConfirm={() => approve.mutate(r.id, { onSuccess: () => toast.info(t('admin.approved')) })}
                />
                <Button type="button" variant="ghost" data-testid="reject-refund" onClick={() => setRejecting(r.id)}>
                  {t('admin.reject')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={ReceiptText} title={t('admin.empty')} hint={t('admin.emptyHint')} testId="pending-empty" />
      )}
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      {rejecting && <RejectSheet refundId={rejecting} onClose={() => setRejecting(null)} />}
    </Page>
  );
}

/** Refusing is final for this request and the user reads the reason: it is typed in a sheet and sent with it. */
function RejectSheet({ refundId, onClose }: { refundId: string; onClose: () => void }) {
  const { t } = useTranslation(['vip', 'common']);
  const reject = useRejectRefund();
  const [reason, setReason] = useState('');
  return (
    <Sheet open title={t('admin.rejectTitle')} onClose={onClose} testId="reject-sheet">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          reject.mutate(
            { refundId, refusalReason: reason },
            {
              onSuccess: () => {
                toast.info(t('admin.rejected'));
                onClose();
              },
            },
          );
        }}
      >
        <Field
          label={t('admin.rejectReason')}
          name="refusalReason"
          maxLength={LIMITS.money.refundReasonMax}
          value={reason}
          error={reject.error?.message}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" disabled={reject.isPending} data-testid="reject-submit">
          {t('admin.rejectSubmit')}
        </Button>
      </form>
    </Sheet>
  );
}
