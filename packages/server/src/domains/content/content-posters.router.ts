import { initServer } from '@ts-rest/fastify';
import { contentPostersContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { contentPostersService } from './content-posters.service';

const s = initServer();

/** Handlers of the content area's posters part (contract content-posters.contract.ts). */
export function contentPostersHandlers(ctx: AppContext) {
  const p = contentPostersService(ctx);
  return s.router(contentPostersContract, {
    findPosterMaterialLabels: signedIn(({ request }) => p.labels(request.lang)),
    findPosterMaterialsByLabelId: signedIn(({ body, request }) => p.byLabel(body.labelId, body, request.lang)),
    findPosterMaterials: signedIn(({ body, request }) => p.all(body.moduleId, body, request.lang)),
    searchPosterMaterials: signedIn(({ body, request }) => p.search(body.keyword, body, request.lang)),
    findPoster: signedIn(({ body }, userId) => p.find(userId, body)),
    addModulePosterGenerateRecord: signedIn(({ body, request }, userId) => p.generate(userId, body, request.lang)),
    updatePosterModuleGenerateRecord: signedIn(({ body, request }, userId) => p.redraw(userId, body, request.lang)),
    setModuleDataPresetPoster: signedIn(({ body }, userId) => p.preset(userId, body)),
    isGenerateRecordPoster: signedIn(({ body, query }, userId) => p.stillGenerated(userId, query, body)),
    findModulePosterGenerateRecords: signedIn(({ body }, userId) => p.records(userId, body.moduleId, body)),
    setDefaultCoverPoster: signedIn(({ body }, userId) => p.setCover(userId, body)),
  });
}
