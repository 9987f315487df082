import { initServer } from '@ts-rest/fastify';
import { videoUploadContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the micro video area's upload part (contract video-upload.contract.ts). */
export function videoUploadHandlers(ctx: AppContext) {
  void ctx;
  return s.router(videoUploadContract, {});
}
