import { initServer } from '@ts-rest/fastify';
import { programmeShakeContract } from '@card/contract';
import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

const s = initServer();

/** Handlers of the programme area's shake part (contract programme-shake.contract.ts, issue 18). */
export function shakeHandlers(ctx: AppContext) {
  void ctx;
  return s.router(programmeShakeContract, {});
}

/** Scheduled work of the shake part. */
export function shakeJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
