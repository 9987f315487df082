import { initServer } from '@ts-rest/fastify';
import { programmeCheckinContract } from '@card/contract';
import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

const s = initServer();

/** Handlers of the programme area's checkin part (contract programme-checkin.contract.ts, issue 18). */
export function checkinHandlers(ctx: AppContext) {
  void ctx;
  return s.router(programmeCheckinContract, {});
}

/** Scheduled work of the checkin part. */
export function checkinJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
