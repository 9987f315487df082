// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, r } from './route-entry';

/** The vip area's calls. */
export const vipRoutes = {
  getPlansList: r('POST', '/vip/V0/getPlansList.xhtml', FORM, 'main'),
  getEnterprisePlans: r('POST', '/vip/getEnterprisePlans.xhtml', FORM, 'main'),
  findBrandEnterpriseEditionVipSetMeal: r('POST', '/vip/findBrandEnterpriseEditionVipSetMeal.xhtml', FORM, 'main'),
  findVipInfo: r('POST', '/vip/findVipInfo.xhtml', FORM, 'main'),
  findMyOrders: r('POST', '/vip/findMyOrders.xhtml', FORM, 'main'),
  getRegiserOrder: r('POST', '/register/getRegiserOrder.xhtml', FORM, 'main'),
  updateMpUserTempVIPOverdue: r('POST', '/vip/updateMpUserTempVIPOverdue.xhtml', FORM, 'main'),
  registerPayVip: r('POST', '/register/registerPayVip.xhtml', FORM, 'main', true),
  registerPayEnterprise: r('POST', '/register/registerPayEnterprise.xhtml', FORM, 'main', true),
  renewUser: r('POST', '/register/renewUser.xhtml', FORM, 'main', true),
  buyServiceSecurities: r('POST', '/vip/buyServiceSecurities.xhtml', FORM, 'main', true),
  buyEnterpriseWebsite: r('POST', '/vip/buyEnterpriseWebsite.xhtml', FORM, 'main', true),
  buyDealerPayForward: r('POST', '/vip/buyDealerPayForward.xhtml', FORM, 'main', true),
  buyPrintedCards: r('POST', '/vip/buyPrintedCards.xhtml', FORM, 'main', true),
  closeVipOrder: r('POST', '/vip/closeVipOrder.xhtml', FORM, 'main'),
  getPayInfo: r('POST', '/register/V0/getPayInfo.xhtml', FORM, 'main'),
  vipOrderPay: r('POST', '/vip/vipOrderPay.xhtml', FORM, 'main', true),
  buyVipPayment: r('POST', '/vip/buyVipPayment.xhtml', FORM, 'main', true),
  buyVipPaymentForward: r('POST', '/vip/buyVipPaymentForward.xhtml', FORM, 'main'),
  mpWalletOpenVIP: r('POST', '/vip/mpWalletOpenVIP.xhtml', FORM, 'main', true),
  mpWalletBuySuperMember: r('POST', '/vip/mpWalletBuySuperMember.xhtml', FORM, 'main', true),
  getJmIndustryDetail: r('POST', '/register/getJmIndustryDetail.xhtml', FORM, 'main'),
  getRegisterDetail: r('POST', '/register/getRegisterDetail.xhtml', FORM, 'main'),
  registerShareParam: r('POST', '/register/registerShareParam.xhtml', FORM, 'main'),
  checkMobile: r('POST', '/register/V0/checkMobile.xhtml', FORM, 'main'),
  ucRegisterInfoSubmit: r('POST', '/register/V0/ucRegisterInfoSubmit.xhtml', FORM, 'main'),
  registerSuccessInfo: r('POST', '/register/registerSuccessInfo.xhtml', FORM, 'main'),
  refundEntranceControl: r('POST', '/vip/refundEntranceControl.xhtml', FORM, 'main'),
  findVipRefundOrderInfo: r('POST', '/vip/findVipRefundOrderInfo.xhtml', FORM, 'main'),
  applyRefundVipOrder: r('POST', '/vip/applyRefundVipOrder.xhtml', FORM, 'main', true),
  revokeVipOrderRefund: r('POST', '/vip/revokeVipOrderRefund.xhtml', FORM, 'main', true),
  findRefundOrders: r('POST', '/vip/findRefundOrders.xhtml', FORM, 'main'),
  markVipOrderRefundSuccess: r('POST', '/vip/markVipOrderRefundSuccess.xhtml', FORM, 'main', true),
  rejectVipOrderRefund: r('POST', '/vip/rejectVipOrderRefund.xhtml', FORM, 'main', true),
  findPendingRefunds: r('POST', '/vip/findPendingRefunds.xhtml', FORM, 'main'),
};
