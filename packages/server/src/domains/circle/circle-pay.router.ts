import { initServer } from '@ts-rest/fastify';
import { circlePayContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { circlePayService } from './circle-pay.service';

const s = initServer();

/** Handlers of the circle pay part (contract circle-pay.contract.ts). */
export function circlePayHandlers(ctx: AppContext) {
  const pay = circlePayService(ctx);
  return s.router(circlePayContract, {
    findCirclePayInfo: signedIn(({ body }, userId) => pay.payInfo(userId, body)),
    payForCircle: signedIn(({ body }, userId, r) => pay.order(userId, body, r.lang)),
    circlePay: signedIn(({ body }, userId, r) => pay.pay(userId, body, r.ip, r.lang)),
    findMyCirclePayments: signedIn(({ body }, userId, r) => pay.myPayments(userId, body, r.lang)),
    findCirclePayment: signedIn(({ body }, userId, r) => pay.payment(userId, body.orderId, r.lang)),
    refundCirclePay: signedIn(({ body }, userId, r) => pay.refund(userId, body.orderId, r.lang)),
    findCircleIncome: signedIn(({ body }) => pay.income(body.cid)),
  });
}
