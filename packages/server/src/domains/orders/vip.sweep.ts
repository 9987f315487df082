import { areaSweep, one, amountFen } from '../../../test/sweep/area-sweep';
import { newOrder } from '../../../test/factories';

/**
 * The vip area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
export const sweep = areaSweep({
  kinds: {
    // Orders in each state, priced at the sample amount, with the wallet money and password the pay calls need.
    order: async (o) => {
      await o.wallet();
      return one(newOrder(o.ctx, o.owner, 'created', amountFen));
    },
    paidOrder: async (o) => {
      await o.wallet();
      return one(newOrder(o.ctx, o.owner, 'paid', amountFen));
    },
    refundingOrder: async (o) => {
      await o.wallet();
      return one(newOrder(o.ctx, o.owner, 'refunding', amountFen));
    },
  },
  byField: {
    // vip: plans and industries are catalogue rows; `ref` is another user's public card id; customer service acts on
    // any user's refund request by design (the role is the guard).
    planCode: null,
    industry: null,
    ref: null,
    refundId: null,
  },
  byRoute: [
    // Orders: each call's control needs the order in the state the call acts on.
    [/^vip\.revokeVipOrderRefund$/, 'refundingOrder'],
    [/^vip\.(applyRefundVipOrder|findVipRefundOrderInfo)$/, 'paidOrder'],
    [/^vip\./, 'order'],
  ],
});
