import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { networkExchangeHandlers } from './network-exchange.router';
import { networkCompanyHandlers } from './network-company.router';
import { networkMirrorHandlers } from './network-mirror.router';
import { networkRadarHandlers } from './network-radar.router';
import { networkShareBackHandlers } from './network-shareback.router';
import { networkScanHandlers } from './network-scan.router';
import { scanHandler } from './network-scan-task';
import type { QueueHandler } from '../../core/queue';

/** The public card page's reading of a sub card's mirrored content (share area). */
export { mirroredContentOf } from './network-mirror-page';

const s = initServer();

/** The network (issue 13): five parts (share back: issue 34), one router. */
export function networkRouter(ctx: AppContext) {
  return s.router(contract.network, {
    ...networkExchangeHandlers(ctx),
    ...networkCompanyHandlers(ctx),
    ...networkMirrorHandlers(ctx),
    ...networkRadarHandlers(ctx),
    ...networkShareBackHandlers(ctx),
    ...networkScanHandlers(ctx),
  });
}

/** The area's work-queue handlers (reading paper cards, issue 34): run by core/queue's workers. */
export function networkQueueHandlers(ctx: AppContext): QueueHandler<any>[] {
  return [scanHandler(ctx)];
}

/** Scheduled work of the area; parts add theirs here. */
export function networkJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}

/** One-key cleanup (user centre) counts and clears the radar's rows through the radar's repository (issue 31). */
export { radarRepository } from './network-radar.repository';
/** What an owner's open app is told of a view of their card (the chat socket delivers it, issue 31). */
export { radarService } from './network-radar.service';
/** The unread demand consultations of a user (the user centre's countAdvisoryUnreadMessage). */
export { advisoryService } from './network-advisory.service';
/** Share backs become exchanges when their visitor opens an account (app.ts's accountOpened, issue 34). */
export { shareBacksBecomeExchanges } from './network-shareback-claim';
