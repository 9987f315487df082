import { initServer } from '@ts-rest/fastify';
import { programmeSmsContract } from '@card/contract';
import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

const s = initServer();

/** Handlers of the programme area's sms part (contract programme-sms.contract.ts, issue 18). */
export function smsHandlers(ctx: AppContext) {
  void ctx;
  return s.router(programmeSmsContract, {});
}

/** Scheduled work of the sms part. */
export function smsJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
