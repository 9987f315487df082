import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/** Editions, orders, payment and refunds (spec section 7 "VIP, orders, register, pay", /vip/*, /register/V0/*). */
export const vipContract = c.router(
  {
  },
  { commonResponses },
);
