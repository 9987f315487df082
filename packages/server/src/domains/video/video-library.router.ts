import { initServer } from '@ts-rest/fastify';
import { videoLibraryContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the micro video area's library part (contract video-library.contract.ts). */
export function videoLibraryHandlers(ctx: AppContext) {
  void ctx;
  return s.router(videoLibraryContract, {});
}
