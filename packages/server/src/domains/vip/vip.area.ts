import { contractArea } from '../../core/area';
import { registerVipHttp, vipJobs } from './index';
import { VIP_LINES } from './lines';
import { PLANS } from './plans.seed';
import { vipRouter } from './vip.router';

/**
 * Orders and payment, with the plans (VIP, enterprise...) as its own lines. WeChat Pay's notifications are HTTP
 * routes outside the contract; what the platform sells follows the seed on every start (prices and names).
 */
export const vipArea = contractArea('vip', {
  router: vipRouter,
  jobs: vipJobs,
  http: registerVipHttp,
  orderLines: VIP_LINES,
  seed: {
    async platform({ db }) {
      for (const p of PLANS) await db.plan.upsert({ where: { code: p.code }, create: p, update: p });
    },
  },
});
