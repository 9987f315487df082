import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZPageQuery } from '../common/paging';
import {
  ZApplyRefundBody,
  ZOrder,
  ZOrderIdBody,
  ZOrderPage,
  ZPendingRefundPage,
  ZRefundEntrance,
  ZRefundIdBody,
  ZRefundInfo,
  ZRefundOrderInfo,
  ZRefundOrdersQuery,
  ZRejectRefundBody,
} from './orders.schemas';

const staff = { roles: [{ role: 'customerService' }, { role: 'operator' }] } as const;

/** Refunds: the payer asks (within the window) and may revoke; customer service approves and carries it out. */
export const refundContract = c.router(
  {
    refundEntranceControl: formPost('/vip/refundEntranceControl.xhtml', ZNoBody, ZRefundEntrance, 'user', {
      summary: 'Whether the refund entrance shows (the caller has a refundable order or a refund in progress), how many are refundable, the window in days',
    }),
    findVipRefundOrderInfo: formPost('/vip/findVipRefundOrderInfo.xhtml', ZOrderIdBody, ZRefundOrderInfo, 'user', {
      summary: 'An order of the caller with whether a refund may be asked now (and the catalogue code name when not) and until when',
    }),
    applyRefundVipOrder: formPost('/vip/applyRefundVipOrder.xhtml', ZApplyRefundBody, ZOrder, 'user', {
      needs: { idempotent: true },
      summary: 'Asks for a refund of a paid order within the window (one open request per order)',
    }),
    revokeVipOrderRefund: formPost('/vip/revokeVipOrderRefund.xhtml', ZOrderIdBody, ZOrder, 'user', {
      needs: { idempotent: true },
      summary: 'Withdraws the pending refund request of an order',
    }),
    findRefundOrders: formPost('/vip/findRefundOrders.xhtml', ZRefundOrdersQuery, ZOrderPage, 'user', {
      summary: "A page of the caller's orders for the refund screens: notRefund (refundable or with a pending request), refunded (refunding or refunded) (ours)",
    }),
    markVipOrderRefundSuccess: formPost('/vip/markVipOrderRefundSuccess.xhtml', ZRefundIdBody, ZRefundInfo, 'user', {
      needs: { ...staff, idempotent: true },
      summary: 'Customer service approves a pending refund and carries it out: wallet-paid back to the wallet, WeChat-paid through WeChat Pay',
    }),
    rejectVipOrderRefund: formPost('/vip/rejectVipOrderRefund.xhtml', ZRejectRefundBody, ZRefundInfo, 'user', {
      needs: { ...staff, idempotent: true },
      summary: 'Customer service refuses a pending refund with a reason: the request ends refused, the order is paid again, the payer is told why (ours)',
    }),
    findPendingRefunds: formPost('/vip/findPendingRefunds.xhtml', ZPageQuery, ZPendingRefundPage, 'user', {
      needs: staff,
      summary: 'A page of pending refund requests, oldest first, for customer service (ours)',
    }),
  },
  { commonResponses },
);
