import { label, type AreaLabels } from '../common/labels';

/** Editions and orders (issue 11): VIP, temporary VIP and enterprise plans, one order model, payment, refunds. */
export const VIP_LABELS: AreaLabels = {
  fields: {
    orderId: label('订单', 'order'),
  },
};
