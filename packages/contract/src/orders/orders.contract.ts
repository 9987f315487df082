import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZPageQuery } from '../common/paging';
import { registerContract } from './vip-register.contract';
import { refundContract } from './orders-refund.contract';
import {
  ZBuyVipPaymentBody,
  ZBuyVipPaymentResult,
  ZOrder,
  ZOrderIdBody,
  ZOrderPage,
  ZPayInfo,
  ZPayStart,
  ZPlanBody,
  ZPlanList,
  ZPrintedCardsBody,
  ZVipInfo,
  ZVipOrderPayBody,
  ZVipPlans,
  ZWalletBuyBody,
  ZWalletPayBody,
} from './orders.schemas';

const idem = { idempotent: true } as const;

/** Plans, the caller's VIP information and orders, buying and paying. */
const buyContract = c.router(
  {
    getPlansList: formPost('/vip/V0/getPlansList.xhtml', ZNoBody, ZVipPlans, 'optional', {
      summary: 'The VIP plans (1, 2, 3 years) with the registration offer that applies to the caller, whether it is their first VIP purchase and whether their region gets the offers',
    }),
    getEnterprisePlans: formPost('/vip/getEnterprisePlans.xhtml', ZNoBody, ZPlanList, 'optional', {
      summary: 'The enterprise edition plans (seats for staff)',
    }),
    findBrandEnterpriseEditionVipSetMeal: formPost('/vip/findBrandEnterpriseEditionVipSetMeal.xhtml', ZNoBody, ZPlanList, 'optional', {
      summary: 'The other editions and products: super member, service securities, enterprise website, dealer, printed cards',
    }),
    findVipInfo: formPost('/vip/findVipInfo.xhtml', ZNoBody, ZVipInfo, 'user', {
      summary: "The caller's VIP state, days left, temporary VIP, golden keys and entitlements (ours)",
    }),
    findMyOrders: formPost('/vip/findMyOrders.xhtml', ZPageQuery, ZOrderPage, 'user', {
      summary: "A page of the caller's orders, newest first (ours)",
    }),
    getRegiserOrder: formPost('/register/getRegiserOrder.xhtml', ZOrderIdBody, ZOrder, 'user', {
      summary: "One order of the caller (another user's order answers NOT_FOUND)",
    }),
    updateMpUserTempVIPOverdue: formPost('/vip/updateMpUserTempVIPOverdue.xhtml', ZNoBody, ZVipInfo, 'user', {
      summary: 'Records a lapsed temporary VIP once (with a message in the message centre) and answers the VIP information',
    }),
    registerPayVip: formPost('/register/registerPayVip.xhtml', ZPlanBody, ZOrder, 'user', {
      needs: idem,
      summary: 'Creates a VIP order with the registration offers (first-time 2 years: +6 months; 3 years: +1 year and a shake device, +86 only)',
    }),
    registerPayEnterprise: formPost('/register/registerPayEnterprise.xhtml', ZPlanBody, ZOrder, 'user', { needs: idem, summary: 'Creates an enterprise edition order' }),
    renewUser: formPost('/register/renewUser.xhtml', ZPlanBody, ZOrder, 'user', { needs: idem, summary: 'Creates a VIP renewal order (a VIP plan, no registration offer)' }),
    buyServiceSecurities: formPost('/vip/buyServiceSecurities.xhtml', ZPlanBody, ZOrder, 'user', { needs: idem, summary: 'Creates a service securities order' }),
    buyEnterpriseWebsite: formPost('/vip/buyEnterpriseWebsite.xhtml', ZPlanBody, ZOrder, 'user', { needs: idem, summary: 'Creates an enterprise website order' }),
    buyDealerPayForward: formPost('/vip/buyDealerPayForward.xhtml', ZPlanBody, ZOrder, 'user', { needs: idem, summary: 'Creates a dealer order (the dealer role on payment)' }),
    buyPrintedCards: formPost('/vip/buyPrintedCards.xhtml', ZPrintedCardsBody, ZOrder, 'user', {
      needs: idem,
      summary: 'Creates a printed cards order (sets of 500 sheets, free shipping) with the delivery address (ours)',
    }),
    closeVipOrder: formPost('/vip/closeVipOrder.xhtml', ZOrderIdBody, ZOrder, 'user', {
      summary: 'The payer cancels an unpaid order (ours)',
    }),
    getPayInfo: formPost('/register/V0/getPayInfo.xhtml', ZOrderIdBody, ZPayInfo, 'user', {
      summary: "What the pay sheet shows: the order, the wallet's available balance, whether a transaction password is set, WeChat or not, the refund window",
    }),
    vipOrderPay: formPost('/vip/vipOrderPay.xhtml', ZVipOrderPayBody, ZPayStart, 'user', {
      needs: idem,
      summary: 'Starts WeChat Pay for an order (JSAPI inside WeChat, H5 outside); amountFen is what the payer was shown (AMOUNT_ABNORMAL when it differs)',
    }),
    buyVipPayment: formPost('/vip/buyVipPayment.xhtml', ZBuyVipPaymentBody, ZBuyVipPaymentResult, 'user', {
      needs: idem,
      summary: 'Creates an order for a plan and starts WeChat Pay in one call',
    }),
    buyVipPaymentForward: formPost('/vip/buyVipPaymentForward.xhtml', ZOrderIdBody, ZOrder, 'user', {
      summary: 'The pay result page: an order still unpaid is looked up at WeChat Pay and a payment found is applied (a lost notification is recovered here)',
    }),
    mpWalletOpenVIP: formPost('/vip/mpWalletOpenVIP.xhtml', ZWalletPayBody, ZOrder, 'user', {
      needs: idem,
      summary: "Pays an order of the caller from the wallet's available balance (transaction password)",
    }),
    mpWalletBuySuperMember: formPost('/vip/mpWalletBuySuperMember.xhtml', ZWalletBuyBody, ZOrder, 'user', {
      needs: idem,
      summary: 'Creates an order for a plan and pays it from the wallet in one call (transaction password)',
    }),
  },
  { commonResponses },
);

/** Editions, orders, payment and refunds (spec section 7 "VIP, orders, register, pay", /vip/*, /register/V0/*). */
export const ordersContract = c.router({ ...buyContract, ...registerContract, ...refundContract }, { commonResponses });
