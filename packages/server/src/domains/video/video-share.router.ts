import { initServer } from '@ts-rest/fastify';
import { videoShareContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { videoShareService } from './video-share.service';
import { videoSyncService } from './video-sync.service';
import { videoAdsService } from './video-ads.service';

const s = initServer();

/** Handlers of the micro video area's share part (contract video-share.contract.ts). */
export function videoShareHandlers(ctx: AppContext) {
  const sh = videoShareService(ctx);
  const sy = videoSyncService(ctx);
  const ad = videoAdsService(ctx);
  return s.router(videoShareContract, {
    shareMicroVideo: signedIn(({ body }, userId, request) => sh.share(userId, body.id, request.lang)),
    findShareMicroVideos: signedIn(({ query }, userId, request) => sh.sharedList(userId, query, request.lang)),
    delShareMicroVideo: signedIn(({ query }, userId, request) => sh.unshare(userId, query.id, request.lang)),
    joinOrCancelChoicenessVideo: signedIn(({ body }, userId, request) => sh.choiceness(userId, body.id, body.on, request.lang)),
    findMicroVideoSubCards: signedIn((_input, userId) => sy.subCards(userId)),
    pushMicroVideoSync: signedIn(({ body }, userId) => sy.push(userId, body.ids, body.subIds)),
    findShowSyncMicroVideoList: signedIn(({ body }, userId) => sy.waiting(userId, body)),
    showSyncMicroVideo: signedIn(({ body }, userId) => sy.show(userId, body.ids)),
    searchSyncMicroVideo: signedIn(({ body }, userId) => sy.search(userId, body.keyword, body)),
    delSyncMicroVideo: signedIn(({ body }, userId) => sy.remove(userId, body.ids)),
    pickCompanyMicroVideo: signedIn(({ body }, userId) => sh.pick(userId, body.id, body.on)),
    countCompanyMicroVideo: signedIn((_input, userId) => sh.companyCount(userId)),
    findCompanyMicroVideoList: open(({ params, body }, viewerId) => sh.companyList(params.phoneIdEcr, viewerId, body)),
    findCompanyMicroVideo: open(({ params, body }, viewerId) => sh.companyOne(params.phoneIdEcr, viewerId, body.id)),
    findCompanyPrevOrNextMicroVideo: open(({ params, body }, viewerId) => sh.companyNeighbour(params.phoneIdEcr, viewerId, body.id, body.direction)),
    getMicroVideoAdSwitch: signedIn((_input, userId) => ad.settingOf(userId)),
    updateMicroVideoAdSwitch: signedIn(({ body }, userId) => ad.setSwitch(userId, body.on)),
    findMicroVideoAdHistory: signedIn(({ body }, userId) => ad.history(userId, body)),
    addMicroVideoAd: signedIn(({ body }, userId) => ad.add(userId, body)),
    delMicroVideoAd: signedIn(({ body }, userId) => ad.remove(userId, body.id)),
    setDefaultMicroVideoAd: signedIn(({ body }, userId) => ad.setDefault(userId, body.id)),
    getDefaultMicroVideoAd: signedIn((_input, userId) => ad.getDefault(userId)),
    setMicroVideoAd: signedIn(({ body }, userId, request) => ad.setVideoAd(userId, body.id, body.adId, request.lang)),
    findShowMicroVideoByType: open(({ params, body }, viewerId) => sh.byType(params.phoneIdEcr, viewerId, body)),
  });
}
