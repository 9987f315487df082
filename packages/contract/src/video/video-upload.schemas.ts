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
/**
 * What an UPLOAD_EXISTS refusal carries in its `data` (issue 32): the earlier upload of the same bytes and the video
 * made from it (null while none was made), and the title that names it (the video's, else the upload's file name).
 */
export const ZUploadExists = z.object({ uploadId: z.string(), videoId: z.string().nullable(), title: z.string() });
export type TUploadExists = z.infer<typeof ZUploadExists>;

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
export type TUserUploadVideoBody = z.input<typeof ZUserUploadVideoBody>;

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

// === material host, premium, quota and import (the upload part's material block) ====================================
// Imports of this block sit with it so the upload calls above and these can grow apart without touching each other.
import { fEnum as mEnum, fInt as mInt } from '../common/form';
import { zTxPassword } from '../common/rules';
import { rule as mRule } from '../common/validation';
import { PAY_CHANNELS, ZPayStart } from '../orders/orders.schemas';

const zImage = z
  .string()
  .trim()
  .min(1, mRule('required'))
  .max(500, mRule('maxLength', { max: 500 }));
/** A blank (or null from JSON) optional id is "none". */
const zOptId = z.preprocess((v) => (v === '' || v === null ? undefined : v), fId().optional());

/** An epilogue (closing card) a user may put after a video: built in, or the user's own. */
export const ZVideoEpilogue = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  text: z.string(),
  seconds: z.number().int(),
  builtIn: z.boolean(),
  isDefault: z.boolean(),
});
export type TVideoEpilogue = z.infer<typeof ZVideoEpilogue>;
/** Built-in epilogues first, then the caller's own (newest first); `defaultId` is the caller's default or null. */
export const ZVideoEpilogues = z.object({ defaultId: z.string().nullable(), list: z.array(ZVideoEpilogue) });
export const ZAddEpilogueBody = z.object({
  name: fText(1, V.epilogueNameMax),
  /** One of the caller's pictures (picture library, album, material) or a built-in one. */
  imageUrl: zImage,
  text: fOptText(V.epilogueTextMax),
  seconds: mInt(V.epilogueSecondsMin, V.epilogueSecondsMax).default(3),
});
/** setDefaultMicroVideoEpilogue: an epilogue the caller may use, or blank to have none by default. */
export const ZDefaultEpilogueBody = z.object({ epilogueId: zOptId });

/** syntheticMicroVideo (JSON): a poster record of the caller, or pictures, shown `secondsPerImage` each. */
export const ZSyntheticBody = z.object({
  posterRecordId: zOptId,
  images: z
    .array(zImage)
    .max(V.synthImagesMax, mRule('listSize', { max: V.synthImagesMax }))
    .default([]),
  secondsPerImage: mInt(V.synthSecondsMin, V.synthSecondsMax).default(V.synthSecondsDefault),
  /** A track of the music catalogue (blank: a silent track). */
  musicId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, mRule('idFormat'))
      .optional(),
  ),
  /** An epilogue the caller may use; missing: the caller's default one; blank (""): none. */
  epilogueId: z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), fId()]).optional()),
});
export type TSyntheticBody = z.infer<typeof ZSyntheticBody>;

/** Premium: whether the caller has it, until when, whether through VIP, and what a year costs. */
export const ZVideoPremium = z.object({
  premium: z.boolean(),
  /** The end of bought premium (null when never bought or ended). */
  premiumUntil: z.string().nullable(),
  /** Premium comes with the caller's active VIP. */
  viaVip: z.boolean(),
  priceFen: z.number().int(),
  years: z.number().int(),
});
export const VIDEO_PREMIUM_METHODS = ['wallet', 'wxpay'] as const;
export const ZBuyPremiumBody = z
  .object({
    /** What the buyer was shown, in fen (AMOUNT_ABNORMAL when the price differs). */
    amountFen: mInt(0, 100_000_000),
    method: mEnum([...VIDEO_PREMIUM_METHODS]),
    txPwd: z.preprocess((v) => (v === '' ? undefined : v), zTxPassword.optional()),
    channel: z.preprocess((v) => (v === '' ? undefined : v), mEnum([...PAY_CHANNELS]).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.method === 'wallet' && !b.txPwd) ctx.addIssue({ code: 'custom', path: ['txPwd'], message: mRule('codeMissing') });
    if (b.method === 'wxpay' && !b.channel) ctx.addIssue({ code: 'custom', path: ['channel'], message: mRule('codeMissing') });
  });
export type TBuyPremiumBody = z.infer<typeof ZBuyPremiumBody>;
/** After paying with the wallet: premium as it is now; for WeChat Pay, what the client opens (premium follows the notification). */
export const ZBuyPremiumResult = z.object({ orderId: z.string(), status: ZVideoPremium, pay: ZPayStart.nullable() });

/** Videos kept against the quota (free or premium). */
export const ZVideoQuantity = z.object({ used: z.number().int(), max: z.number().int(), premium: z.boolean() });
/** Whether the caller may upload now, and why not (the catalogue code, its text in the caller's language). */
export const ZUploadEntrance = z.object({
  allowed: z.boolean(),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  used: z.number().int(),
  max: z.number().int(),
});
export const ZEditVideoUrl = z.object({ url: z.string() });
/** A new session for the material host's Token header, and when it ends. */
export const ZMaterialToken = z.object({ token: z.string(), expiresAt: z.string() });

/** videoImport: a finished upload log of the caller becomes a micro video (title: the log's file name when blank). */
export const ZVideoImportBody = z.object({ logId: fId(), title: fOptText(V.titleMax) });
export const ZImportLogQuery = z.object({ logId: fId() });
/** The import screen's view of a log: its state and preview, and whether importing it now would be refused. */
export const ZImportPreview = z.object({
  log: ZVideoUploadLog,
  /** What importing answers now (not ready, failed, quota full), or null when it would succeed. */
  refusalCode: z.string().nullable(),
  refusal: z.string().nullable(),
});

/** Labels of the material block's body fields (merged into the area's labels by video.schemas.ts). */
export const VIDEO_MATERIAL_LABELS: AreaLabels = {
  fields: {
    logId: label('上传记录', 'upload record'),
    posterRecordId: label('海报', 'poster'),
    images: label('图片', 'pictures'),
    secondsPerImage: label('每张图片秒数', 'seconds per picture'),
    musicId: label('背景音乐', 'background music'),
    epilogueId: label('片尾', 'epilogue'),
    amountFen: label('支付金额', 'amount'),
    method: label('支付方式', 'payment method'),
    txPwd: label('交易密码', 'transaction password'),
  },
  calls: {
    addMicroVideoEpilogue: {
      name: label('片尾名称', 'epilogue name'),
      imageUrl: label('片尾图片', 'epilogue picture'),
      text: label('片尾文字', 'epilogue text'),
      seconds: label('片尾秒数', 'epilogue seconds'),
    },
    videoImport: { title: label('视频标题', 'video title') },
  },
};
