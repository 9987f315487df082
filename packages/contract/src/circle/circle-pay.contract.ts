import { commonResponses } from '../common/envelope';
import { c, formPost } from '../common/contract-builder';
import { ZPageQuery } from '../common/paging';
import { ZCidBody } from './circle-common.schemas';
import { ZCircleIncome, ZCircleOrderIdBody, ZCirclePayBody, ZCirclePayInfo, ZCirclePayKindBody, ZCirclePayResult, ZCirclePayment, ZCirclePaymentPage } from './circle-pay.schemas';

const idem = { idempotent: true } as const;

/** Circles, pay part (issue 12). Calls the spec does not name carry a summary starting "Ours:". */
export const circlePayContract = c.router(
  {
    findCirclePayInfo: formPost('/circle/findCirclePayInfo.xhtml', ZCirclePayKindBody, ZCirclePayInfo, 'user', {
      summary:
        "Ours: what the circle pay screen shows for a paid join or paid view: price, term, the caller's current term and what paying would extend it to, the refund window, the wallet, whether the caller may pay",
    }),
    payForCircle: formPost('/circle/payForCircle.xhtml', ZCirclePayKindBody, ZCirclePayment, 'user', {
      needs: idem,
      summary: "Creates the order for a paid join or paid view of a circle (or answers the caller's open unpaid one for the same circle and kind)",
    }),
    circlePay: formPost('/circle/circlePay.xhtml', ZCirclePayBody, ZCirclePayResult, 'user', {
      needs: idem,
      summary: 'Pays a circle order: from the wallet (transaction password) or by starting WeChat Pay (JSAPI or H5)',
    }),
    findMyCirclePayments: formPost('/circle/findMyCirclePayments.xhtml', ZPageQuery, ZCirclePaymentPage, 'user', {
      summary: "Ours: a page of the caller's circle orders, newest first, with the term each set and until when a refund may be asked",
    }),
    findCirclePayment: formPost('/circle/findCirclePayment.xhtml', ZCircleOrderIdBody, ZCirclePayment, 'user', {
      summary: "Ours: one of the caller's circle orders: the receipt shown after a paid join or view (amount, circle, paid time, order number); never the owner's split",
    }),
    refundCirclePay: formPost('/circle/refundCirclePay.xhtml', ZCircleOrderIdBody, ZCirclePayment, 'user', {
      needs: idem,
      summary: 'Ours: refunds a circle payment within the refund window at once (no review): the term and the split are undone, the money goes back the way it came',
    }),
    findCircleIncome: formPost('/circle/findCircleIncome.xhtml', ZCidBody, ZCircleIncome, 'user', {
      needs: { roles: [{ role: 'circleCreator', from: 'body.cid' }] },
      summary: "Ours: the owner's income from a circle: paying members and viewers, and gross, fee, net and still-frozen totals of kept payments",
    }),
  },
  { commonResponses },
);
