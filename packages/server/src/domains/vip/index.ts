import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';

export { vipRouter } from './vip.router';

/** Scheduled work of the area (closing unpaid orders, lapsing temporary VIPs, recovering lost notifications). */
export function vipJobs(_ctx: AppContext): Job[] {
  return [];
}

/** HTTP routes outside the contract: WeChat Pay's notification endpoints (they speak WeChat's format, not ours). */
export function registerVipHttp(_app: FastifyInstance, _ctx: AppContext) {}
