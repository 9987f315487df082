import { initServer } from '@ts-rest/fastify';
import { videoMaterialContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { videoMaterialService } from './video-material.service';
import { videoPremiumService } from './video-premium.service';
import { videoImportService } from './video-import.service';

const s = initServer();

/** Handlers of the upload part's material block (contract videoMaterialContract in video-upload.contract.ts). */
export function videoMaterialHandlers(ctx: AppContext) {
  const m = videoMaterialService(ctx);
  const p = videoPremiumService(ctx);
  const i = videoImportService(ctx);
  return s.router(videoMaterialContract, {
    findPosterVideoUseHistorys: signedIn(({ body }, userId, r) => m.history(userId, body, r.lang)),
    findMicroVideoEpilogue: signedIn((_input, userId, r) => m.epilogues(userId, r.lang)),
    setDefaultMicroVideoEpilogue: signedIn(({ body }, userId, r) => m.setDefault(userId, body.epilogueId, r.lang)),
    addMicroVideoEpilogue: signedIn(({ body }, userId) => m.addEpilogue(userId, body)),
    delMicroVideoEpilogue: signedIn(({ body }, userId, r) => m.removeEpilogue(userId, body.id, r.lang)),
    syntheticMicroVideo: signedIn(({ body }, userId, r) => m.synthesize(userId, body, r.lang)),
    isOpenMicroVideoPremium: signedIn((_input, userId) => p.status(userId)),
    buyMicroVideoPremium: signedIn(({ body }, userId, r) => p.buy(userId, body, r.ip, r.lang)),
    findUploadMicroVideoQuantity: signedIn((_input, userId) => i.quantity(userId)),
    showUploadVideoEntrance: signedIn((_input, userId, r) => i.entrance(userId, r.session!.access, r.lang)),
    getEditVideoUrl: signedIn(({ body }, userId) => i.editUrl(userId, body.id)),
    getMaterialLoginToken: signedIn((_input, userId) => m.loginToken(userId)),
    videoImport: signedIn(({ body }, userId, r) => i.importLog(userId, body, r.lang)),
    findImportVideoByLogId: signedIn(({ query }, userId, r) => i.preview(userId, query.logId, r.lang)),
  });
}
