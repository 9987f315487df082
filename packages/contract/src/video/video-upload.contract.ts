import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { ZPageQuery } from '../common/paging';
import { LIMITS } from '../common/limits';
import { VIDEO_MODULE, ZMicroVideo } from './video.schemas';
import {
  ZEditUploadVideoBody, ZUploadIdQuery, ZUserUploadVideoBody, ZVideoUploadDeleted, ZVideoUploadLog, ZVideoUploadPage,
} from './video-upload.schemas';

/**
 * Micro video, upload part (issue 15). The spec's calls keep its names (section 7 "Micro video"); calls we design carry
 * a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
const P = '/microVideo';
const mod = { module: VIDEO_MODULE } as const;

export const videoUploadContract = c.router({
  // --- upload and transcoding -----------------------------------------------------------------------------------
  editUploadVideo: {
    method: 'POST', path: `${P}/editUploadVideo.xhtml`, contentType: MULTIPART, body: ZEditUploadVideoBody,
    responses: { 200: envelope(ZVideoUploadLog) },
    metadata: meta('user', 'main', { ...mod, upload: { files: 1, maxBytes: LIMITS.video.uploadMaxBytes, types: LIMITS.video.uploadTypes, purpose: 'videoRaw' } }),
    summary: 'Upload a video from the phone (multipart `file`, optional `fileName` and `sha256`): checked (checksum, duplicate, readable, duration and size), kept one day and queued for transcoding; answers the upload log (its id is the log id)',
  },
  videoTranscoding: formPost(`${P}/videoTranscoding.xhtml`, ZIdBody, ZVideoUploadLog, 'user', { needs: mod,
    summary: 'The transcoding request: a failed upload of the caller is transcoded again; a queued, running or done one answers its current state',
  }),
  getVideoTranscodingStatus: {
    method: 'GET', path: `${P}/getVideoTranscodingStatus.xhtml`, query: ZUploadIdQuery,
    responses: { 200: envelope(ZVideoUploadLog) }, metadata: meta('user', 'main', mod),
    summary: 'An upload log\'s transcoding state: status, progress 0-100, the failure\'s catalogue code and text, the files when done',
  },
  findUploadVideoList: formPost(`${P}/findUploadVideoList.xhtml`, ZPageQuery, ZVideoUploadPage, 'user', { needs: mod,
    summary: 'Ours: the caller\'s kept upload logs (the updateVideo screen), newest first',
  }),
  delUploadVideo: formPost(`${P}/delUploadVideo.xhtml`, ZIdBody, ZVideoUploadDeleted, 'user', { needs: mod,
    summary: 'Ours: remove one of the caller\'s upload logs with its files (a video made from it keeps its files)',
  }),
  userUploadVideo: {
    method: 'POST', path: `${P}/userUploadVideo.xhtml`, contentType: 'application/json', body: ZUserUploadVideoBody,
    responses: { 200: envelope(ZMicroVideo) }, metadata: meta('user', 'main', { ...mod, idempotent: true }),
    summary: 'Turn a transcoded upload into a micro video (JSON body; draft or published; the caller\'s, company or platform label; own type); replaying answers the same video',
  },
}, { commonResponses });
