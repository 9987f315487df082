import { initServer } from '@ts-rest/fastify';
import { programmePromotionContract } from '@card/contract';
import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

const s = initServer();

/** Handlers of the programme area's promotion part (contract programme-promotion.contract.ts, issue 18). */
export function promotionHandlers(ctx: AppContext) {
  void ctx;
  return s.router(programmePromotionContract, {});
}

/** Scheduled work of the promotion part. */
export function promotionJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
