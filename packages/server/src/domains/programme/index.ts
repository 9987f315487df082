import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { dealerHandlers, dealerJobs } from './dealer';
import { promotionHandlers, promotionJobs } from './promotion';
import { smsHandlers, smsJobs } from './sms';
import { checkinHandlers, checkinJobs } from './checkin';
import { insightHandlers, insightJobs } from './insight';
import { shakeHandlers, shakeJobs } from './shake';
import { personaHandlers, personaJobs } from './persona';

const s = initServer();

/** Growth programmes and small modules (issue 18): seven parts, each in its own folder, one router. */
export function programmeRouter(ctx: AppContext) {
  return s.router(contract.programme, {
    ...dealerHandlers(ctx),
    ...promotionHandlers(ctx),
    ...smsHandlers(ctx),
    ...checkinHandlers(ctx),
    ...insightHandlers(ctx),
    ...shakeHandlers(ctx),
    ...personaHandlers(ctx),
  });
}

/** Scheduled work of the area's parts. */
export function programmeJobs(ctx: AppContext): Job[] {
  return [...dealerJobs(ctx), ...promotionJobs(ctx), ...smsJobs(ctx), ...checkinJobs(ctx), ...insightJobs(ctx), ...shakeJobs(ctx), ...personaJobs(ctx)];
}
