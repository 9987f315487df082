import { z } from 'zod';
import { fBool, fCsv, fEnum, fId, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { isHttpUrl } from '../links/links.schemas';
import { ZMicroVideo, ZVideoOwner } from './video.schemas';

/**
 * Micro video, share part (issue 15): body and answer shapes of video-share.contract.ts: shares (the discover feed),
 * the choiceness set, syncs to sub cards, the company's videos, and the ads shown at the end of a video.
 */
const L = LIMITS.video;

/** A card named in a `{0}/…` path: `0` is the caller's own card (needs a session), anything else a card's public id. */
export const zCardRef = z.union([z.literal('0'), fId()]);
export const ZCardRefParam = z.object({ phoneIdEcr: zCardRef });

// --- answers -------------------------------------------------------------------------------------------------------
/** A shared video with what the owner sends: the visitor's page (`/multipage/microvideo/shortVideo/<id>`) and its QR. */
export const ZVideoShare = z.object({
  video: ZMicroVideo,
  /** The visitor's page of the video, absolute (the main host's public origin). */
  shareUrl: z.string(),
  /** A QR code of shareUrl, as a PNG data URL. */
  qrDataUrl: z.string(),
  sharedAt: z.string(),
});
export const ZVideoSharePage = pageOf(ZVideoShare);

/** A video as a visitor of a card sees it in a list (company videos, a card's videos by type). */
export const ZVideoTile = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string(),
  coverUrl: z.string(),
  videoUrl: z.string(),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  views: z.number().int(),
  typeId: z.string().nullable(),
  choiceness: z.boolean(),
  owner: ZVideoOwner,
});
export type TVideoTile = z.infer<typeof ZVideoTile>;
export const ZVideoTilePage = pageOf(ZVideoTile);

/** An ad of the owner's history. `isDefault`: the owner's default ad. */
export const ZVideoAd = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  usedAt: z.string(),
  isDefault: z.boolean(),
});
export type TVideoAd = z.infer<typeof ZVideoAd>;
export const ZVideoAdPage = pageOf(ZVideoAd);
/** The owner's ad settings: the switch (the default ad plays after videos without their own ad) and the default ad. */
export const ZVideoAdSetting = z.object({ adSwitch: z.boolean(), defaultAd: ZVideoAd.nullable() });

/** One sync of the sub card's list. state: pushed (waiting) | shown (copied as targetVideoId) | deleted. */
export const ZVideoSync = z.object({
  id: z.string(),
  state: z.enum(['pushed', 'shown', 'deleted']),
  createdAt: z.string(),
  from: ZVideoOwner,
  video: z.object({ id: z.string(), title: z.string(), coverUrl: z.string(), videoUrl: z.string(), durationMs: z.number().int() }),
  targetVideoId: z.string().nullable(),
});
export const ZVideoSyncPage = pageOf(ZVideoSync);
export const ZVideoSyncList = z.array(ZVideoSync);
export const ZVideoSyncPushed = z.object({ pushed: z.number().int(), subCards: z.number().int() });
/** A sub card bound to the caller (the push screen lists them to choose from). */
export const ZVideoSubCard = ZVideoOwner;
export const ZIdsDone = z.object({ ids: z.array(z.string()) });

export const ZCompanyVideoCount = z.object({ count: z.number().int(), max: z.number().int() });
export const ZCompanyPick = z.object({ id: z.string(), picked: z.boolean(), count: z.number().int() });
/** A card's videos for visitors: the page, plus the owner's types to filter by. */
export const ZVideosByType = pageOf(ZVideoTile, { types: z.array(z.object({ id: z.string(), name: z.string() })) });

// --- bodies --------------------------------------------------------------------------------------------------------
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const zImageUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
/** An ad's link: blank is "no link"; otherwise an http(s) address (never javascript:, data: or an app scheme). */
const zAdLink = z
  .string()
  .trim()
  .default('')
  .superRefine((s, ctx) => {
    if (s === '') return;
    if ([...s].length > L.adLinkMax) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max: L.adLinkMax }) });
    else if (!isHttpUrl(s)) ctx.addIssue({ code: 'custom', message: rule('url') });
  });
const required = (a: unknown[]) => a.length > 0;

export const ZVideoSwitchBody = z.object({ id: fId(), on: fBool() });
export const ZAdSwitchBody = z.object({ on: fBool() });
export const ZAddAdBody = z.object({ title: fText(1, L.adTitleMax), imageUrl: zImageUrl, linkUrl: zAdLink });
export type TAddAdBody = z.infer<typeof ZAddAdBody>;
/** One video's own ad (`adId`), or blank: back to the owner's default ad. */
export const ZSetVideoAdBody = z.object({ id: fId(), adId: z.preprocess(blank, fId().optional()) });
export const ZPushSyncBody = z.object({
  ids: fCsv(fId(), L.syncPushVideosMax).refine(required, rule('required')),
  /** The sub cards' public ids; blank: every bound sub card. */
  subIds: fCsv(fId(), L.syncPushSubsMax).default([]),
});
export const ZSyncIdsBody = z.object({ ids: fCsv(fId(), L.syncBatchMax).refine(required, rule('required')) });
export const ZSearchSyncBody = z.object({ keyword: fText(1, L.syncKeywordMax), ...pageQueryShape });
export const ZVideosByTypeBody = z.object({ typeId: z.preprocess(blank, fId().optional()), ...pageQueryShape });
export const ZCompanyPrevNextBody = z.object({ id: fId(), direction: fEnum(['prev', 'next']) });
export const ZCompanyVideoBody = z.object({ id: fId() });

/**
 * Every body field of this part's calls, with its zh-CN and English label. Names other parts also use (title, on,
 * imageUrl, typeId) are labelled per call, so the area's merged labels keep each part's meaning.
 */
export const VIDEO_SHARE_LABELS: AreaLabels = {
  fields: {
    linkUrl: label('广告链接', 'ad link'),
    adId: label('广告', 'ad'),
    subIds: label('子名片', 'sub cards'),
    direction: label('方向', 'direction'),
  },
  calls: {
    joinOrCancelChoicenessVideo: { on: label('精选', 'choiceness') },
    updateMicroVideoAdSwitch: { on: label('广告开关', 'ad switch') },
    pickCompanyMicroVideo: { on: label('企业视频', 'company video') },
    addMicroVideoAd: { title: label('广告文字', 'ad text'), imageUrl: label('广告图片', 'ad picture'), linkUrl: label('广告链接', 'ad link') },
    findShowMicroVideoByType: { typeId: label('视频分类', 'video type') },
    pushMicroVideoSync: { ids: label('视频', 'videos') },
    showSyncMicroVideo: { ids: label('同步视频', 'synced videos') },
    delSyncMicroVideo: { ids: label('同步视频', 'synced videos') },
    delMicroVideoAd: { id: label('广告', 'ad') },
    setDefaultMicroVideoAd: { id: label('广告', 'ad') },
  },
};
