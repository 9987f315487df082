import { z } from 'zod';
import { fBool, fCsv, fEnum, fFile, fId, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { feedQueryShape, pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { videoMediaShape, ZVideoOwner } from './video.schemas';

/**
 * Micro video, visitors part (issue 15): body and answer shapes of video-visitors.contract.ts. Visitors see only
 * visible videos (published, not hidden, not taken down); the discover feed and search only shared ones.
 */
const V = LIMITS.video;

/** The button a visitor sees under a video (the owner's VideoSetting.buttonType). */
export const VIDEO_BUTTON_TYPES = ['card', 'consult', 'call', 'products'] as const;
export type VideoButtonType = (typeof VIDEO_BUTTON_TYPES)[number];
/** The preset complaint reasons; the client shows them in the caller's language. */
export const VIDEO_COMPLAINT_REASONS = ['vulgar', 'violence', 'fraud', 'infringement', 'ad', 'other'] as const;
export type VideoComplaintReason = (typeof VIDEO_COMPLAINT_REASONS)[number];

// --- answers -------------------------------------------------------------------------------------------------------
/** One video in a visitor's list (discover, search, a card's videos, collections). */
export const ZVideoCard = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  durationMs: z.number().int(),
  views: z.number().int(),
  collects: z.number().int(),
  owner: ZVideoOwner,
});
export type TVideoCard = z.infer<typeof ZVideoCard>;
export const ZVideoCardPage = pageOf(ZVideoCard);

export const ZVideoAdShown = z.object({ id: z.string(), title: z.string(), imageUrl: z.string(), linkUrl: z.string() });
export const ZVideoEpilogueShown = z.object({ id: z.string(), name: z.string(), imageUrl: z.string(), text: z.string(), seconds: z.number().int() });

/** The player's view of one video (shortVideo). */
export const ZShowVideo = z.object({
  ...videoMediaShape,
  intro: z.string(),
  videoUrl: z.string(),
  views: z.number().int(),
  collects: z.number().int(),
  /** Draw the platform's watermark over the player. */
  watermark: z.boolean(),
  owner: ZVideoOwner,
  /** The caller is the owner (the owner sees their own in any state and is not counted as a view). */
  mine: z.boolean(),
  /** The signed-in caller collected it (false when signed out). */
  collected: z.boolean(),
  /** The ad shown when the video ends; null for none. */
  ad: ZVideoAdShown.nullable(),
  /** The closing card shown after the ad; null for none. */
  epilogue: ZVideoEpilogueShown.nullable(),
  buttonType: z.enum(VIDEO_BUTTON_TYPES),
  /** The number the "call" button dials: the owner's first card mobile unless the owner hides it; null otherwise. */
  callNumber: z.string().nullable(),
  /** The video carries products (the products button opens them). */
  hasProducts: z.boolean(),
});
export type TShowVideo = z.infer<typeof ZShowVideo>;

export const ZVideoCollected = z.object({ id: z.string(), collected: z.boolean(), collects: z.number().int() });
export const ZVideoComplaintRef = z.object({ id: z.string(), state: z.literal('open') });
/** A complaint picture: `url` is what addMicroVideoComplaint's `pictures` takes back. */
export const ZVideoComplaintPicture = z.object({ url: z.string() });

// --- bodies --------------------------------------------------------------------------------------------------------
/**
 * `{0}` of the spec's calls: a card's phoneIdEcr, `0` for the caller's own card (needs a session), or `_` for "the
 * video's own card" (a shared link names only the video: /multipage/microvideo/shortVideo/<id>).
 */
export const ANY_CARD = '_' as const;
export const zCardOrSelf = z.union([z.literal('0'), z.literal(ANY_CARD), fId()], { errorMap: () => ({ message: rule('idFormat') }) });
export const ZCardOrSelfParam = z.object({ phoneIdEcr: zCardOrSelf });
export const ZCardParam = z.object({ phoneIdEcr: fId() });

export const ZShowFeedBody = z.object(feedQueryShape).default({});
export const ZShowVideoQuery = z.object({ id: fId() });
export const ZSearchShowBody = z.object({ keyword: fText(1, V.searchKeywordMax), ...feedQueryShape });
export const VIDEO_DIRECTIONS = ['prev', 'next'] as const;
/** A blank phoneIdEcr is "the discover feed". */
const optId = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional());
export const ZPrevNextBody = z.object({ id: fId(), direction: fEnum([...VIDEO_DIRECTIONS]), phoneIdEcr: optId });
export type TPrevNextBody = z.infer<typeof ZPrevNextBody>;
export const ZCollectBody = z.object({ id: fId(), on: fBool() });
export const ZCollectListBody = z.object(feedQueryShape).default({});
const zPictureUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
export const ZVideoComplaintBody = z.object({
  videoId: fId(),
  reason: fEnum([...VIDEO_COMPLAINT_REASONS]),
  text: fOptText(V.complaintTextMax, { multiline: true }),
  pictures: fCsv(zPictureUrl, V.complaintPicturesMax).default([]),
});
export type TVideoComplaintBody = z.infer<typeof ZVideoComplaintBody>;
export const ZComplaintPictureBody = z.object({ file: fFile() });
export const ZCardVideosBody = z.object(pageQueryShape).default({});

const FIELDS = {
  videoId: label('视频', 'video'),
  direction: label('方向', 'direction'),
  on: label('收藏开关', 'collect switch'),
  reason: label('投诉原因', 'complaint reason'),
  text: label('投诉说明', 'complaint details'),
  pictures: label('投诉图片', 'complaint pictures'),
  keyword: label('视频标题关键字', 'video title keyword'),
};

/** Every body field of this part's calls, with its zh-CN and English label (per call: other parts share the names). */
export const VIDEO_VISITORS_LABELS: AreaLabels = {
  fields: {},
  calls: {
    searchShowMicroVideo: { keyword: FIELDS.keyword },
    findShowPrevOrNextMicroVideo: { direction: FIELDS.direction },
    collectMicroVideo: { on: FIELDS.on },
    addMicroVideoComplaint: { videoId: FIELDS.videoId, reason: FIELDS.reason, text: FIELDS.text, pictures: FIELDS.pictures },
  },
};
