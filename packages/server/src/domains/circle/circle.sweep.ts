import { areaSweep, one, amountFen } from '../../../test/sweep/area-sweep';
import { newCircleOrder } from '../../../test/factories';

/**
 * The circle area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
export const sweep = areaSweep({
  kinds: {
    circleOrder: async (o) => {
      await o.wallet();
      return one(newCircleOrder(o.ctx, o.owner, 'created', amountFen));
    },
    paidCircleOrder: async (o) => {
      await o.wallet();
      return one(newCircleOrder(o.ctx, o.owner, 'paid', amountFen));
    },
  },
  byField: {
    // Circles (core part): a circle is not owned by whoever names it (anyone may look at, join or search one; each
    // call checks the caller's membership and role itself); people are public card ids; a scan-login code is a
    // one-time secret, not an object.
    // Circle manage: operators act on any complaint by design (the role is the guard); a title is named inside its circle.
    complaintId: null,
    titleId: null,
    cid: null,
    inviter: null,
    phoneIdEcrs: null,
    loginCode: null,
    // Circles (bulletin part): bulletins and comments belong to their circle, not to whoever names them (members read
    // and comment on others' bulletins; a complaint names another's bulletins as evidence); each call checks the
    // caller's membership, role and authorship itself.
    bulletinId: null,
    bulletinIds: null,
    commentId: null,
  },
  byRoute: [
    // Circle orders (pay part): paying takes an open one, refunding a paid one.
    [/^circle\.circlePay$/, 'circleOrder'],
    [/^circle\.refundCirclePay$/, 'paidCircleOrder'],
  ],
  byRouteField: [
    // A circle payment's receipt is its payer's (anyone else's answers NOT_FOUND: circle-viewer.test.ts).
    [/^circle\.findCirclePayment$/, 'orderId', 'paidCircleOrder'],
  ],
});
