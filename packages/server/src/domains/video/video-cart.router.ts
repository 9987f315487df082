import { initServer } from '@ts-rest/fastify';
import { videoCartContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the micro video area's cart part (contract video-cart.contract.ts). */
export function videoCartHandlers(ctx: AppContext) {
  void ctx;
  return s.router(videoCartContract, {});
}
