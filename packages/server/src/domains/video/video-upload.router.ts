import { initServer } from '@ts-rest/fastify';
import { videoUploadContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { videoUploadService } from './video-upload.service';

const s = initServer();

/** Handlers of the micro video area's upload part (contract video-upload.contract.ts). */
export function videoUploadHandlers(ctx: AppContext) {
  const u = videoUploadService(ctx);
  return s.router(videoUploadContract, {
    editUploadVideo: signedIn(({ body }, userId, req) => u.upload(userId, body, req.lang)),
    videoTranscoding: signedIn(({ body }, userId, req) => u.retry(userId, body.id, req.lang)),
    getVideoTranscodingStatus: signedIn(({ query }, userId, req) => u.status(userId, query.id, req.lang)),
    findUploadVideoList: signedIn(({ body }, userId, req) => u.list(userId, body, req.lang)),
    delUploadVideo: signedIn(({ body }, userId) => u.remove(userId, body.id)),
    userUploadVideo: signedIn(({ body }, userId, req) => u.makeVideo(userId, body, req.lang)),
  });
}
