import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';
import { smsSendService } from './sms-send.service';

/** Handlers of the programme area's sms part (contract programme-sms.contract.ts, issue 18). */
export { smsHandlers } from './sms.router';

/** Scheduled work of the sms part: the auto-send after a card exchange (a manual send settles within its request). */
export function smsJobs(ctx: AppContext): Job[] {
  return [{ name: 'sms.autoSend', everyMs: 60_000, run: () => smsSendService(ctx).autoPass() }];
}
