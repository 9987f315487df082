import { initServer } from '@ts-rest/fastify';
import { videoLabelsContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { videoLabelsService } from './video-labels.service';
import { videoTypesService } from './video-labels-types.service';
import { videoLabelsFeedService } from './video-labels-feed.service';

const s = initServer();

/** Handlers of the micro video area's labels part (contract video-labels.contract.ts). */
export function videoLabelsHandlers(ctx: AppContext) {
  const l = videoLabelsService(ctx);
  const t = videoTypesService(ctx);
  const f = videoLabelsFeedService(ctx);
  return s.router(videoLabelsContract, {
    findVideoLibraryAllLabel: signedIn((_i, userId, request) => l.all(userId, request.lang)),
    findVideoLibraryTopLabel: signedIn((_i, userId, request) => l.top(userId, request.lang)),
    findVideoLibraryCompanyLabel: signedIn((_i, userId, request) => l.company(userId, request.lang)),
    findVideoLibraryByLabelId: open(({ params, body }, viewerId, request) => f.cardVideos(params.phoneIdEcr, viewerId, body, request.lang)),
    updateMicroVideoLabel: signedIn(({ query }, userId, request) => l.setVideoLabel(userId, query.videoId, query.labelId, request.lang)),
    findLabelInfo: open(({ params, query }, viewerId, request) => f.info(params.phoneIdEcr, viewerId, query.labelId, request.lang)),
    addVideoLabel: signedIn(({ body }, userId, request) => l.add(userId, body.name, request.lang)),
    renameVideoLabel: signedIn(({ body }, userId, request) => l.rename(userId, body.id, body.name, request.lang)),
    delVideoLabel: signedIn(({ body }, userId) => l.remove(userId, body.id)),
    sortVideoLabel: signedIn(({ body }, userId, request) => l.sort(userId, body.ids, request.lang)),
    topVideoLabel: signedIn(({ body }, userId, request) => l.pin(userId, body.id, body.on, request.lang)),
    addCompanyVideoLabel: signedIn(({ body }, userId, request) => l.addCompany(userId, body.name, request.lang)),
    delCompanyVideoLabel: signedIn(({ body }, userId) => l.removeCompany(userId, body.id)),
    addMicroVideoType: signedIn(({ body }, userId) => t.add(userId, body.name)),
    delMicroVideoType: signedIn(({ body }, userId) => t.remove(userId, body.id)),
    updateMicroVideoType: signedIn(({ body }, userId) => t.rename(userId, body.id, body.name)),
    sortMicroVideoType: signedIn(({ body }, userId) => t.sort(userId, body.ids)),
    setMicroVideoType: signedIn(({ body }, userId, request) => t.setVideoType(userId, body.videoId, body.typeId, request.lang)),
    findMicroVideoType: signedIn((_i, userId) => t.list(userId)),
    findLabelVideos: open(({ body }, viewerId, request) => f.labelFeed(viewerId, body, request.lang)),
    followVideoLabel: signedIn(({ body }, userId, request) => f.follow(userId, body.labelId, body.on, request.lang)),
    findFollowLabels: signedIn(({ body }, userId, request) => f.followed(userId, body, request.lang)),
    findFollowLabelVideos: signedIn(({ body }, userId, request) => f.followedFeed(userId, body, request.lang)),
    searchLabels: open(({ query }, viewerId, request) => f.search(viewerId, query, request.lang)),
  });
}
