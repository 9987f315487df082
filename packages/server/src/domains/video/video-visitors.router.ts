import { initServer } from '@ts-rest/fastify';
import { videoVisitorsContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { videoVisitorsService } from './video-visitors.service';
import { videoVisitorsActions } from './video-visitors-actions.service';

const s = initServer();

/** Handlers of the micro video area's visitors part (contract video-visitors.contract.ts). */
export function videoVisitorsHandlers(ctx: AppContext) {
  const v = videoVisitorsService(ctx);
  const a = videoVisitorsActions(ctx);
  return s.router(videoVisitorsContract, {
    findShowMicroVideo: open(({ body }) => v.discover(body)),
    findShowMicroVideobyId: open(({ params, query }, viewerId) => v.show(params.phoneIdEcr, query.id, viewerId)),
    searchShowMicroVideo: open(({ body }) => v.search(body)),
    findShowPrevOrNextMicroVideo: open(({ body }, viewerId) => v.neighbour(body, viewerId)),
    collectMicroVideo: signedIn(({ body }, userId) => a.collect(userId, body.id, body.on)),
    findCollectMicroVideos: signedIn(({ body }, userId) => a.collections(userId, body)),
    uploadMicroVideoComplaintPicture: signedIn(({ body }, userId) => a.uploadPicture(userId, body.file)),
    addMicroVideoComplaint: signedIn(({ params, body }, userId) => a.complain(userId, params.phoneIdEcr, body)),
    changedToMyVideo: signedIn(({ query }, userId, request) => a.copyToMine(userId, query.id, request.lang)),
    findCardMicroVideos: open(({ params, body }) => v.cardVideos(params.phoneIdEcr, body)),
  });
}
