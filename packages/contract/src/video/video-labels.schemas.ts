import { z } from 'zod';
import { fBool, fCsv, fId, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { feedQueryShape, pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { videoMediaShape, ZVideoOwner } from './video.schemas';

/**
 * Micro video, labels part (issue 15): body and answer shapes of video-labels.contract.ts. A video has one label
 * (the caller's own, their company's or a platform topic) and one type (class, always the caller's own).
 */
const L = LIMITS.video;

/** Where a label comes from: a platform topic (seeded), the caller's company (kept by its admins) or the caller's own. */
export const VIDEO_LABEL_SCOPES = ['platform', 'company', 'own'] as const;
export type VideoLabelScope = (typeof VIDEO_LABEL_SCOPES)[number];

/** A blank field is "none" (clear a video's label or type). */
const optId = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional());

// --- answers -------------------------------------------------------------------------------------------------------
/** A label as the owner manages and picks it; `videoCount` counts the caller's own videos carrying it. */
export const ZVideoLabel = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(VIDEO_LABEL_SCOPES),
  top: z.boolean(),
  sort: z.number().int(),
  videoCount: z.number().int(),
});
export type TVideoLabel = z.infer<typeof ZVideoLabel>;
export const ZVideoLabelList = z.array(ZVideoLabel);

/** A label as visitors see it (feeds, follows, search): who follows it and whether the caller does. */
export const ZLabelTopic = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(VIDEO_LABEL_SCOPES),
  followers: z.number().int(),
  following: z.boolean(),
});
export type TLabelTopic = z.infer<typeof ZLabelTopic>;
export const ZLabelTopicPage = pageOf(ZLabelTopic);
/** findLabelInfo: a topic plus its video count on the card asked about (the caller's own for `0`). */
export const ZLabelInfo = ZLabelTopic.extend({ videoCount: z.number().int() });

/** A video in a label feed, as visitors see it (the owner's library uses ZMicroVideo). */
export const ZLabelVideo = z.object({
  ...videoMediaShape,
  views: z.number().int(),
  collects: z.number().int(),
  labelId: z.string().nullable(),
  labelName: z.string().nullable(),
  sharedAt: z.string().nullable(),
  owner: ZVideoOwner,
});
export type TLabelVideo = z.infer<typeof ZLabelVideo>;
export const ZLabelVideoPage = pageOf(ZLabelVideo);
/** A label's feed with the label itself on top (its name, followers, whether the caller follows it). */
export const ZLabelFeedPage = pageOf(ZLabelVideo, { label: ZLabelTopic });

/** A type (class) of the caller's videos with how many of their videos carry it. */
export const ZVideoType = z.object({ id: z.string(), name: z.string(), sort: z.number().int(), videoCount: z.number().int() });
export type TVideoType = z.infer<typeof ZVideoType>;
export const ZVideoTypeList = z.array(ZVideoType);
export const ZVideoRemoved = z.object({ id: z.string() });

// --- bodies and queries --------------------------------------------------------------------------------------------
export const ZLabelNameBody = z.object({ name: fText(1, L.labelNameMax) });
export const ZLabelRenameBody = z.object({ id: fId(), name: fText(1, L.labelNameMax) });
export const ZLabelIdsBody = z.object({ ids: fCsv(fId(), L.ownLabelsMax).refine((a) => a.length > 0, rule('required')) });
export const ZLabelSwitchBody = z.object({ id: fId(), on: fBool() });
export const ZTypeNameBody = z.object({ name: fText(1, L.typeNameMax) });
export const ZTypeRenameBody = z.object({ id: fId(), name: fText(1, L.typeNameMax) });
export const ZTypeIdsBody = z.object({ ids: fCsv(fId(), L.typesMax).refine((a) => a.length > 0, rule('required')) });
/** Set (or, blank, clear) one of the caller's videos' label. */
export const ZSetLabelQuery = z.object({ videoId: fId(), labelId: optId() });
/** Set (or, blank, clear) one of the caller's videos' type. */
export const ZSetTypeBody = z.object({ videoId: fId(), typeId: optId() });
export const ZLabelIdQuery = z.object({ labelId: fId() });
export const ZLabelVideosBody = z.object({ labelId: fId(), ...pageQueryShape });
export const ZLabelFeedBody = z.object({ labelId: fId(), ...feedQueryShape });
export const ZFollowLabelBody = z.object({ labelId: fId(), on: fBool() });
export const ZSearchLabelsQuery = z.object({ keyword: fText(1, L.labelKeywordMax), ...pageQueryShape });
export const ZVideoCardParam = z.object({ phoneIdEcr: z.string().regex(/^(0|[A-Za-z0-9_-]{8,64})$/, rule('idFormat')) });

/** Every body field of this part's calls, with its zh-CN and English label. */
const LABEL_FIELDS = {
  name: label('标签名称', 'label name'),
  id: label('标签', 'label'),
  ids: label('标签顺序', 'label order'),
  on: label('开关', 'switch'),
  labelId: label('标签', 'label'),
  videoId: label('视频', 'video'),
  keyword: label('搜索关键字', 'search keyword'),
  phoneIdEcr: label('名片', 'card'),
};
const TYPE_FIELDS = {
  name: label('分类名称', 'class name'),
  id: label('分类', 'class'),
  ids: label('分类顺序', 'class order'),
  typeId: label('分类', 'class'),
  videoId: label('视频', 'video'),
};
const LABEL_CALLS = [
  'findVideoLibraryAllLabel',
  'findVideoLibraryTopLabel',
  'findVideoLibraryCompanyLabel',
  'findVideoLibraryByLabelId',
  'updateMicroVideoLabel',
  'findLabelInfo',
  'addVideoLabel',
  'renameVideoLabel',
  'delVideoLabel',
  'sortVideoLabel',
  'topVideoLabel',
  'addCompanyVideoLabel',
  'delCompanyVideoLabel',
  'findLabelVideos',
  'followVideoLabel',
  'findFollowLabels',
  'findFollowLabelVideos',
  'searchLabels',
] as const;
const TYPE_CALLS = ['addMicroVideoType', 'delMicroVideoType', 'updateMicroVideoType', 'sortMicroVideoType', 'setMicroVideoType', 'findMicroVideoType'] as const;

export const VIDEO_LABELS_LABELS: AreaLabels = {
  fields: {},
  calls: {
    ...Object.fromEntries(LABEL_CALLS.map((call) => [call, LABEL_FIELDS])),
    ...Object.fromEntries(TYPE_CALLS.map((call) => [call, TYPE_FIELDS])),
  },
};
