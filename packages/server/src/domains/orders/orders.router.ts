import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { payService } from './orders-pay.service';
import { refundService } from './orders-refund.service';
import { registerService } from './vip-register.service';
import { orderService } from './orders.service';

const s = initServer();

/** WeChat's in-app browser says so in its user agent: there JSAPI pay works, elsewhere H5. */
const inWeChat = (r: FastifyRequest) => /MicroMessenger/i.test(String(r.headers['user-agent'] ?? ''));

export function ordersRouter(ctx: AppContext) {
  const orders = orderService(ctx);
  const pay = payService(ctx);
  const refunds = refundService(ctx);
  const reg = registerService(ctx);

  return s.router(contract.vip, {
    getPlansList: open((_, viewerId, r) => orders.vipPlans(viewerId, r.lang)),
    getEnterprisePlans: open((_, __, r) => orders.enterprisePlans(r.lang)),
    findBrandEnterpriseEditionVipSetMeal: open((_, __, r) => orders.otherPlans(r.lang)),
    findVipInfo: signedIn((_, userId) => orders.vipInfo(userId)),
    findMyOrders: signedIn(({ body }, userId, r) => orders.myOrders(userId, body, r.lang)),
    getRegiserOrder: signedIn(({ body }, userId, r) => orders.orderOf(userId, body.orderId, r.lang)),
    updateMpUserTempVIPOverdue: signedIn((_, userId) => orders.lapseTemp(userId)),
    registerPayVip: signedIn(({ body }, userId, r) => orders.buy(userId, 'registerPayVip', body.planCode, r.lang)),
    registerPayEnterprise: signedIn(({ body }, userId, r) => orders.buy(userId, 'registerPayEnterprise', body.planCode, r.lang)),
    renewUser: signedIn(({ body }, userId, r) => orders.buy(userId, 'renewUser', body.planCode, r.lang)),
    buyServiceSecurities: signedIn(({ body }, userId, r) => orders.buy(userId, 'buyServiceSecurities', body.planCode, r.lang)),
    buyEnterpriseWebsite: signedIn(({ body }, userId, r) => orders.buy(userId, 'buyEnterpriseWebsite', body.planCode, r.lang)),
    buyDealerPayForward: signedIn(({ body }, userId, r) => orders.buy(userId, 'buyDealerPayForward', body.planCode, r.lang)),
    buyPrintedCards: signedIn(({ body }, userId, r) => orders.buyPrintedCards(userId, body, r.lang)),
    closeVipOrder: signedIn(({ body }, userId, r) => orders.close(userId, body.orderId, r.lang)),
    getPayInfo: signedIn(({ body }, userId, r) => orders.payInfo(userId, body.orderId, r.lang, inWeChat(r))),
    vipOrderPay: signedIn(({ body }, userId, r) => pay.wxPay(userId, body, r.ip)),
    buyVipPayment: signedIn(({ body }, userId, r) => pay.buyAndWxPay(userId, body, r.ip, r.lang)),
    buyVipPaymentForward: signedIn(({ body }, userId, r) => pay.forward(userId, body.orderId, r.lang)),
    mpWalletOpenVIP: signedIn(({ body }, userId, r) => pay.walletPay(userId, body, r.lang)),
    mpWalletBuySuperMember: signedIn(({ body }, userId, r) => pay.walletBuy(userId, body, r.lang)),

    getJmIndustryDetail: open((_, __, r) => reg.industries(r.lang)),
    getRegisterDetail: open(({ body }, viewerId, r) => reg.detail(viewerId, body.ref, r.lang)),
    registerShareParam: signedIn((_, userId, r) => reg.shareParam(userId, r.lang)),
    checkMobile: open(({ body }) => reg.checkMobile(body.phone, body.regionCode)),
    ucRegisterInfoSubmit: signedIn(({ body }, userId) => reg.submitInfo(userId, body)),
    registerSuccessInfo: signedIn(({ body }, userId, r) => reg.successInfo(userId, body.orderId, r.lang)),

    refundEntranceControl: signedIn((_, userId) => refunds.entrance(userId)),
    findVipRefundOrderInfo: signedIn(({ body }, userId, r) => refunds.info(userId, body.orderId, r.lang)),
    applyRefundVipOrder: signedIn(({ body }, userId, r) => refunds.apply(userId, body, r.lang)),
    revokeVipOrderRefund: signedIn(({ body }, userId, r) => refunds.revoke(userId, body.orderId, r.lang)),
    findRefundOrders: signedIn(({ body }, userId, r) => refunds.refundOrders(userId, body, r.lang)),
    markVipOrderRefundSuccess: signedIn(({ body }) => refunds.approve(body.refundId)),
    rejectVipOrderRefund: signedIn(({ body }) => refunds.reject(body.refundId, body.refusalReason)),
    findPendingRefunds: signedIn(({ body }) => refunds.pending(body)),
  });
}
