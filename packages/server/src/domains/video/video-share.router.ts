import { initServer } from '@ts-rest/fastify';
import { videoShareContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the micro video area's share part (contract video-share.contract.ts). */
export function videoShareHandlers(ctx: AppContext) {
  void ctx;
  return s.router(videoShareContract, {});
}
