import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import type { RouteNeeds } from '../common/bases';
import { CONTENT_MODULES } from './content.schemas';
import {
  ZDefaultCoverBody,
  ZFindPosterBody,
  ZIsGenerateRecordBody,
  ZIsGenerateRecordQuery,
  ZModulePreset,
  ZModuleRecordsBody,
  ZPosterByLabelBody,
  ZPosterGenerateBody,
  ZPosterLabels,
  ZPosterLabelsBody,
  ZPosterMaterialPage,
  ZPosterMaterialsBody,
  ZPosterPresetBody,
  ZPosterRecord,
  ZPosterRecordIds,
  ZPosterRecordPage,
  ZPosterRedrawBody,
  ZPosterSearchBody,
} from './content-posters.schemas';

/**
 * Content, posters part (issue 14): the posters centre (module 55). Calls the spec names keep its spelling and path;
 * `isGenerateRecordPoster` takes a JSON array of record ids with moduleId and phoneIdEcr in the query, as the spec
 * says. The two material-host calls take the session from a `Token` header (`tokenHeader`), never from the body.
 */
const poster: RouteNeeds = { module: CONTENT_MODULES.posters };
const posterOnce: RouteNeeds = { ...poster, idempotent: true };

export const contentPostersContract = c.router(
  {
    findPosterMaterialLabels: formPost('/poster/findPosterMaterialLabels.xhtml', ZPosterLabelsBody, ZPosterLabels, 'user', {
      needs: poster,
      summary: 'The poster template categories, each with how many templates it holds',
    }),
    findPosterMaterialsByLabelId: formPost('/poster/findPosterMaterialsByLabelId.xhtml', ZPosterByLabelBody, ZPosterMaterialPage, 'user', {
      needs: poster,
      summary: 'The templates of one category, by page',
    }),
    findPosterMaterials: formPost('/poster/findPosterMaterials.xhtml', ZPosterMaterialsBody, ZPosterMaterialPage, 'user', {
      needs: poster,
      summary: 'Every template by page; with moduleId, the ones suited to that module first',
    }),
    searchPosterMaterials: formPost('/poster/searchPosterMaterials.xhtml', ZPosterSearchBody, ZPosterMaterialPage, 'user', {
      needs: poster,
      summary: 'Templates whose title or keywords hold the keyword (case-insensitive), by page',
    }),
    findPoster: formPost('/poster/findPoster.xhtml', ZFindPosterBody, ZPosterRecord.nullable(), 'user', {
      needs: poster,
      summary: "One of the caller's posters by recordId; or, by moduleId, the module's default cover poster (else its newest); null when there is none",
    }),
    addModulePosterGenerateRecord: formPost('/poster/module/addModulePosterGenerateRecord.xhtml', ZPosterGenerateBody, ZPosterRecord, 'user', {
      needs: posterOnce,
      summary:
        "Draws a poster PNG on the server from a template with the caller's card (name, company, position, phone unless hidden, signature), avatar and the QR code of the public card, and records it for the module",
    }),
    updatePosterModuleGenerateRecord: formPost('/poster/module/updatePosterModuleGenerateRecord.xhtml', ZPosterRedrawBody, ZPosterRecord, 'user', {
      needs: poster,
      summary: "Redraws one of the caller's posters from the card as it is now (with materialId, from another template); the old file is released",
    }),
    setModuleDataPresetPoster: formPost('/poster/module/setModuleDataPresetPoster.xhtml', ZPosterPresetBody, ZModulePreset, 'user', {
      needs: poster,
      summary: "Sets the template a module's poster uses by default (one per user and module)",
    }),
    isGenerateRecordPoster: {
      method: 'POST',
      path: '/poster/module/isGenerateRecordPoster.xhtml',
      contentType: 'application/json',
      query: ZIsGenerateRecordQuery,
      body: ZIsGenerateRecordBody,
      responses: { 200: envelope(ZPosterRecordIds) },
      metadata: meta('user', 'main', poster),
      summary:
        "Which of the given record ids (a JSON array body) are the caller's posters of the module that still have their image; moduleId and phoneIdEcr (the caller's card) in the query",
    },
    findModulePosterGenerateRecords: formPost('/poster/findModulePosterGenerateRecords.xhtml', ZModuleRecordsBody, ZPosterRecordPage, 'user', {
      base: 'material',
      needs: { ...poster, tokenHeader: true },
      summary: "The caller's posters of one module, newest first, by page (material host: the session from the Token header)",
    }),
    setDefaultCoverPoster: formPost('/poster/setDefaultCoverPoster.xhtml', ZDefaultCoverBody, ZPosterRecord, 'user', {
      base: 'material',
      needs: { ...poster, tokenHeader: true },
      summary:
        "Makes one of the caller's posters the default cover of its module (the module's other posters stop being it), or unsets it (material host: the session from the Token header)",
    }),
  },
  { commonResponses },
);
