import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { ZPageQuery } from '../common/paging';
import { LIMITS } from '../common/limits';
import { VIDEO_MODULE, ZMicroVideo } from './video.schemas';
import { ZEditUploadVideoBody, ZUploadIdQuery, ZUserUploadVideoBody, ZVideoUploadDeleted, ZVideoUploadLog, ZVideoUploadPage } from './video-upload.schemas';

/**
 * Micro video, upload part (issue 15). The spec's calls keep its names (section 7 "Micro video"); calls we design carry
 * a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
const P = '/microVideo';
const mod = { module: VIDEO_MODULE } as const;

export const videoUploadContract = c.router(
  {
    // --- upload and transcoding -----------------------------------------------------------------------------------
    editUploadVideo: {
      method: 'POST',
      path: `${P}/editUploadVideo.xhtml`,
      contentType: MULTIPART,
      body: ZEditUploadVideoBody,
      responses: { 200: envelope(ZVideoUploadLog) },
      metadata: meta('user', 'main', { ...mod, upload: { files: 1, maxBytes: LIMITS.video.uploadMaxBytes, types: LIMITS.video.uploadTypes, purpose: 'videoRaw' } }),
      summary:
        'Upload a video from the phone (multipart `file`, optional `fileName` and `sha256`): checked (checksum, duplicate, readable, duration and size), kept one day and queued for transcoding; answers the upload log (its id is the log id)',
    },
    videoTranscoding: formPost(`${P}/videoTranscoding.xhtml`, ZIdBody, ZVideoUploadLog, 'user', {
      needs: mod,
      summary: 'The transcoding request: a failed upload of the caller is transcoded again; a queued, running or done one answers its current state',
    }),
    getVideoTranscodingStatus: {
      method: 'GET',
      path: `${P}/getVideoTranscodingStatus.xhtml`,
      query: ZUploadIdQuery,
      responses: { 200: envelope(ZVideoUploadLog) },
      metadata: meta('user', 'main', mod),
      summary: "An upload log's transcoding state: status, progress 0-100, the failure's catalogue code and text, the files when done",
    },
    findUploadVideoList: formPost(`${P}/findUploadVideoList.xhtml`, ZPageQuery, ZVideoUploadPage, 'user', {
      needs: mod,
      summary: "Ours: the caller's kept upload logs (the updateVideo screen), newest first",
    }),
    delUploadVideo: formPost(`${P}/delUploadVideo.xhtml`, ZIdBody, ZVideoUploadDeleted, 'user', {
      needs: mod,
      summary: "Ours: remove one of the caller's upload logs with its files (a video made from it keeps its files)",
    }),
    userUploadVideo: {
      method: 'POST',
      path: `${P}/userUploadVideo.xhtml`,
      contentType: 'application/json',
      body: ZUserUploadVideoBody,
      responses: { 200: envelope(ZMicroVideo) },
      metadata: meta('user', 'main', { ...mod, idempotent: true }),
      summary: "Turn a transcoded upload into a micro video (JSON body; draft or published; the caller's, company or platform label; own type); replaying answers the same video",
    },
  },
  { commonResponses },
);

// === material host, premium, quota and import (the upload part's material block) ====================================
// Its own router (merged into the area by video.contract.ts) so its server handlers live in video-material.router.ts.
import {
  ZAddEpilogueBody,
  ZBuyPremiumBody,
  ZBuyPremiumResult,
  ZDefaultEpilogueBody,
  ZEditVideoUrl,
  ZImportLogQuery,
  ZImportPreview,
  ZMaterialToken,
  ZSyntheticBody,
  ZUploadEntrance,
  ZVideoEpilogue,
  ZVideoEpilogues,
  ZVideoImportBody,
  ZVideoPremium,
  ZVideoQuantity,
} from './video-upload.schemas';
import { ZNoBody } from '../common/envelope';

const MV = '/mv/edit';
/** The material host takes the session from the `Token` header (getMaterialLoginToken gives one). */
const host = { base: 'material', needs: { ...mod, tokenHeader: true } } as const;

export const videoMaterialContract = c.router(
  {
    findPosterVideoUseHistorys: formPost(`${MV}/findPosterVideoUseHistorys.xhtml`, ZPageQuery, ZVideoUploadPage, 'user', {
      ...host,
      summary: "The caller's videos made from posters and pictures (synthetic upload logs), newest first, by page (material host: the Token header)",
    }),
    findMicroVideoEpilogue: formPost(`${MV}/findMicroVideoEpilogue.xhtml`, ZNoBody, ZVideoEpilogues, 'user', {
      ...host,
      summary: "The epilogues the caller may use: the built-in ones, then the caller's own, with the caller's default (material host: the Token header)",
    }),
    setDefaultMicroVideoEpilogue: formPost(`${MV}/setDefaultMicroVideoEpilogue.xhtml`, ZDefaultEpilogueBody, ZVideoEpilogues, 'user', {
      ...host,
      summary: 'Makes an epilogue the caller may use the default one (blank epilogueId: no default) (material host: the Token header)',
    }),
    addMicroVideoEpilogue: formPost(`${MV}/addMicroVideoEpilogue.xhtml`, ZAddEpilogueBody, ZVideoEpilogue, 'user', {
      base: 'material',
      needs: { ...mod, tokenHeader: true, idempotent: true },
      summary: "Ours: adds an epilogue of the caller (name, one of the caller's pictures, a line of text, seconds) (material host: the Token header)",
    }),
    delMicroVideoEpilogue: formPost(`${MV}/delMicroVideoEpilogue.xhtml`, ZIdBody, ZVideoEpilogues, 'user', {
      ...host,
      summary: "Ours: removes one of the caller's epilogues (no longer the default; videos that had it play without) (material host: the Token header)",
    }),
    syntheticMicroVideo: {
      method: 'POST',
      path: `${MV}/syntheticMicroVideo.xhtml`,
      contentType: 'application/json',
      body: ZSyntheticBody,
      responses: { 200: envelope(ZVideoUploadLog) },
      metadata: meta('user', 'material', { ...mod, tokenHeader: true, idempotent: true }),
      summary:
        "Premium: makes a 720x1280 H.264/AAC video from one of the caller's posters or pictures (seconds each), with music and an epilogue, in the background; answers its upload log (poll findImportVideoByLogId, then videoImport) (JSON body; material host: the Token header)",
    },
    isOpenMicroVideoPremium: formPost('/system/isOpenMicroVideoPremium.xhtml', ZNoBody, ZVideoPremium, 'user', {
      base: 'material',
      needs: mod,
      summary: 'Whether the caller has micro video premium (bought, or with VIP), until when, and the price of a year',
    }),
    buyMicroVideoPremium: formPost(`${P}/buyMicroVideoPremium.xhtml`, ZBuyPremiumBody, ZBuyPremiumResult, 'user', {
      needs: { ...mod, idempotent: true },
      summary: 'Ours: buys a year of micro video premium (order line videoPremium): with the wallet and the transaction password at once, or starts WeChat Pay',
    }),
    findUploadMicroVideoQuantity: formPost(`${P}/findUploadMicroVideoQuantity.xhtml`, ZNoBody, ZVideoQuantity, 'user', {
      needs: mod,
      summary: 'How many micro videos the caller keeps, how many they may keep (free or premium), and whether premium',
    }),
    showUploadVideoEntrance: formPost(`${P}/showUploadVideoEntrance.xhtml`, ZNoBody, ZUploadEntrance, 'user', {
      summary: 'Whether the caller may upload now (module 54 open, quota left) and why not; asks no module itself so a locked module is answered, not refused',
    }),
    getEditVideoUrl: formPost(`${P}/getEditVideoUrl.xhtml`, ZIdBody, ZEditVideoUrl, 'user', { needs: mod, summary: "The app address of the edit screen of one of the caller's videos" }),
    getMaterialLoginToken: formPost(`${P}/getMaterialLoginToken.xhtml`, ZNoBody, ZMaterialToken, 'user', {
      needs: mod,
      summary: "A new two-hour session for the material host's Token header (never the caller's own token)",
    }),
    videoImport: formPost(`${P}/videoImport.xhtml`, ZVideoImportBody, ZMicroVideo, 'user', {
      needs: { ...mod, idempotent: true },
      summary: 'Turns a finished upload log of the caller (uploaded or made from posters) into a published micro video; a log already imported answers its video',
    }),
    findImportVideoByLogId: {
      method: 'GET',
      path: `${P}/findImportVideoByLogId.xhtml`,
      query: ZImportLogQuery,
      responses: { 200: envelope(ZImportPreview) },
      metadata: meta('user', 'main', mod),
      summary: 'An upload log of the caller for the import screen: state, progress, preview, and what importing it would answer now',
    },
  },
  { commonResponses },
);
