import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';
import { smsRouter } from './sms.router';
import './sms-pack.line';

/** Handlers of the programme area's sms part (contract programme-sms.contract.ts, issue 18). */
export function smsHandlers(ctx: AppContext) {
  return smsRouter(ctx);
}

/** Scheduled work of the sms part: none (a send settles within its own request). */
export function smsJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
