import { initServer } from '@ts-rest/fastify';
import { videoVisitorsContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the micro video area's visitors part (contract video-visitors.contract.ts). */
export function videoVisitorsHandlers(ctx: AppContext) {
  void ctx;
  return s.router(videoVisitorsContract, {});
}
