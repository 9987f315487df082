import { contractArea } from '../../core/area';
import { registerOrdersHttp, ordersJobs } from './index';
import { VIP_LINES } from './vip-plans.lines';
import { PLANS } from './vip-plans.seed';
import { ordersRouter } from './orders.router';

/**
 * Orders and payment, with the plans (VIP, enterprise...) as its own lines. WeChat Pay's notifications are HTTP
 * routes outside the contract; what the platform sells follows the seed on every start (prices and names).
 * Its contract key stays `vip`: the legacy URL prefix (/vip/*.xhtml) and the published operation ids (`vip.*`).
 */
export const ordersArea = contractArea('vip', {
  router: ordersRouter,
  jobs: ordersJobs,
  http: registerOrdersHttp,
  orderLines: VIP_LINES,
  seed: {
    async platform({ db }) {
      for (const p of PLANS) await db.plan.upsert({ where: { code: p.code }, create: p, update: p });
    },
  },
});
