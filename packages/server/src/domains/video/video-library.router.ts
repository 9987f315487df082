import { initServer } from '@ts-rest/fastify';
import { videoLibraryContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { videoLibraryService } from './video-library.service';
import { videoLibraryEditService } from './video-library-edit.service';

const s = initServer();

/** Handlers of the micro video area's library part (contract video-library.contract.ts). */
export function videoLibraryHandlers(ctx: AppContext) {
  const lib = videoLibraryService(ctx);
  const ed = videoLibraryEditService(ctx);
  return s.router(videoLibraryContract, {
    findMicroVideos: signedIn(({ query }, userId, r) => lib.list(userId, query, r.lang)),
    findMicroVideo: signedIn(({ query }, userId, r) => lib.find(userId, query.id, r.lang)),
    updateMicroVideo: signedIn(({ body }, userId, r) => ed.update(userId, body, r.lang)),
    delMicroVideo: signedIn(({ query }, userId) => lib.remove(userId, [query.id], 'id')),
    batchDelMicroVideo: signedIn(({ body }, userId) => lib.remove(userId, body.ids)),
    updateMicroVideoTop: signedIn(({ body }, userId, r) => lib.setTop(userId, body.id, body.top, r.lang)),
    microVideoHideOrShow: signedIn(({ query }, userId, r) => lib.setHidden(userId, query.id, query.hidden, r.lang)),
    updateMicroVideoSort: signedIn(({ query }, userId, r) => lib.sort(userId, query.ids, r.lang)),
    findMicroVideoSortList: signedIn((_input, userId, r) => lib.sortList(userId, r.lang)),
    searchMicroVideo: signedIn(({ query }, userId, r) => lib.search(userId, query, r.lang)),
    editVideo: signedIn(({ body }, userId, r) => ed.edit(userId, body, r.lang)),
    updateVideoFirstImg: signedIn(({ body }, userId, r) => ed.cover(userId, body.id, body.coverUrl, r.lang)),
    removeWatermark: signedIn(({ body }, userId, r) => ed.removeWatermark(userId, body.id, r.lang)),
    findMicroVideoMusic: signedIn(({ body }, _userId, r) => ed.musicPage(body, r.lang)),
    setMicroVideoMusic: signedIn(({ body }, userId, r) => ed.setMusic(userId, body.id, body.musicId, r.lang)),
    findMicroVideoDraft: signedIn(({ body }, userId, r) => lib.drafts(userId, body, r.lang)),
    statisticsMicroVideoDraft: signedIn((_input, userId) => lib.statistics(userId)),
    publishMicroVideo: signedIn(({ body }, userId, r) => lib.publish(userId, body.id, r.lang)),
    getMicroVideoButtonType: open(({ params }, viewerId) => ed.buttonType(params.phoneIdEcr, viewerId)),
    setMicroVideoButtonType: signedIn(({ body }, userId) => ed.setButtonType(userId, body.buttonType)),
    getMicroVideoNumberOfRows: signedIn((_input, userId) => ed.rows(userId)),
    setMicroVideoNumberOfRows: signedIn(({ body }, userId) => ed.setRows(userId, body.rowsPerLine)),
  });
}
