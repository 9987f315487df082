import { z } from 'zod';
import { fBool, fFile, fId, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf } from '../common/paging';

/** Micro video, upload part (issue 15): body and answer shapes of video-upload.contract.ts. */
const V = LIMITS.video;

/** An upload log's life: queued for transcoding, transcoding (progress 0-100), done (playable files), failed. */
export const VIDEO_UPLOAD_STATUSES = ['queued', 'transcoding', 'done', 'failed'] as const;
export type VideoUploadStatus = (typeof VIDEO_UPLOAD_STATUSES)[number];

// --- answers -------------------------------------------------------------------------------------------------------
/** One upload log (the spec's "log id" is `id`): what the status poll and the upload list show. */
export const ZVideoUploadLog = z.object({
  id: z.string(),
  kind: z.enum(['upload', 'synthetic']),
  fileName: z.string(),
  status: z.enum(VIDEO_UPLOAD_STATUSES),
  progress: z.number().int(),
  /** When failed: the catalogue code and its text in the caller's language; null otherwise. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** When done: the transcoded MP4 and its first-frame cover. */
  videoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** The video made from it (userUploadVideo), or null. */
  videoId: z.string().nullable(),
  /** Removed with its files at this time unless it became a video (spec section 9, one day). */
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TVideoUploadLog = z.infer<typeof ZVideoUploadLog>;
export const ZVideoUploadPage = pageOf(ZVideoUploadLog);
export const ZVideoUploadDeleted = z.object({ id: z.string() });

// --- bodies --------------------------------------------------------------------------------------------------------
/** A video from the phone: the bytes, the name it had there, and optionally the SHA-256 the phone computed. */
export const ZEditUploadVideoBody = z.object({
  file: fFile(),
  fileName: fOptText(V.fileNameMax),
  /** Hex of the bytes' SHA-256; compared by the server (a mismatch, or anything that is not one, is UPLOAD_BLOCK_VERIFY). */
  sha256: fOptText(128),
});
/** An upload log of the caller (`?id=`). */
export const ZUploadIdQuery = z.object({ id: fId() });
/** Turn a finished upload into a micro video (JSON body). */
export const ZUserUploadVideoBody = z.object({
  uploadId: fId(),
  title: fText(1, V.titleMax),
  intro: fOptText(V.introMax, { multiline: true }),
  labelId: z.preprocess((v) => (v === '' || v === null ? undefined : v), fId().optional()),
  typeId: z.preprocess((v) => (v === '' || v === null ? undefined : v), fId().optional()),
  /** true: kept as a draft (not shown to visitors); default false: published. */
  draft: fBool().default(false),
});

/** Every body field of this part's calls, with its zh-CN and English label. */
export const VIDEO_UPLOAD_LABELS: AreaLabels = {
  fields: {
    file: label('视频文件', 'video file'),
    fileName: label('文件名', 'file name'),
    sha256: label('文件校验值', 'file checksum'),
    uploadId: label('上传记录', 'upload'),
    title: label('视频标题', 'video title'),
    intro: label('视频简介', 'video introduction'),
    labelId: label('视频标签', 'video label'),
    typeId: label('视频分类', 'video type'),
    draft: label('存为草稿', 'save as draft'),
  },
};
