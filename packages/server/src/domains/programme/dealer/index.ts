import { initServer } from '@ts-rest/fastify';
import { programmeDealerContract } from '@card/contract';
import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

const s = initServer();

/** Handlers of the programme area's dealer part (contract programme-dealer.contract.ts, issue 18). */
export function dealerHandlers(ctx: AppContext) {
  void ctx;
  return s.router(programmeDealerContract, {});
}

/** Scheduled work of the dealer part. */
export function dealerJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
