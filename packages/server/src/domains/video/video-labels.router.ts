import { initServer } from '@ts-rest/fastify';
import { videoLabelsContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the micro video area's labels part (contract video-labels.contract.ts). */
export function videoLabelsHandlers(ctx: AppContext) {
  void ctx;
  return s.router(videoLabelsContract, {});
}
