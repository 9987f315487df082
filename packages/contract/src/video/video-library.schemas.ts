import { z } from 'zod';
import { fBool, fCsv, fEnum, fId, fInt, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { ZMusicItem } from '../card/card-style.schemas';
import { VIDEO_STATES } from './video.schemas';
// The button visitors see under a card's videos (card, consult, call, products): the visitors part shows it.
import { VIDEO_BUTTON_TYPES } from './video-visitors.schemas';

/**
 * Micro video, library part (issue 15): body and answer shapes of video-library.contract.ts. The owner's library:
 * the list (pinned first, then the owner's order), edits, pins, hide/show, order, deletes, drafts, music, covers,
 * the watermark, and two settings (the button visitors see under the card's videos, the videos per row).
 */
const L = LIMITS.video;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Absent or blank: none (a filter not applied, a label or type cleared). */
const optId = () => z.preprocess(blankToUndefined, fId().optional());
/** Absent: left as it is; blank: cleared (null); else an id. For editVideo's optional choices. */
const keepOrClearId = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), fId().nullable().optional());
const zImageUrl = z
  .string()
  .trim()
  .max(500, rule('maxLength', { max: 500 }));
const ids = () => fCsv(fId(), L.libraryIdsMax).refine((a) => a.length > 0, rule('required'));

// --- answers -------------------------------------------------------------------------------------------------------
export const ZVideosRemoved = z.object({ ids: z.array(z.string()) });
export const ZDraftStatistics = z.object({ drafts: z.number().int(), published: z.number().int() });
export const ZVideoButtonType = z.object({ buttonType: z.enum(VIDEO_BUTTON_TYPES) });
export const ZVideoRows = z.object({ rowsPerLine: z.number().int() });
/** The music a video may play, in the caller's language (the card's music table). */
export const ZVideoMusicPage = pageOf(ZMusicItem);

// --- bodies and queries --------------------------------------------------------------------------------------------
export const ZFindMicroVideosQuery = z.object({
  state: z.preprocess(blankToUndefined, fEnum([...VIDEO_STATES]).default('published')),
  labelId: optId(),
  typeId: optId(),
  ...pageQueryShape,
});
export const ZVideoIdQuery = z.object({ id: fId() });
export const ZVideoIdsBody = z.object({ ids: ids() });
export const ZUpdateMicroVideoBody = z.object({
  id: fId(),
  title: fText(1, L.titleMax),
  intro: fOptText(L.introMax, { multiline: true }),
  labelId: optId(),
  typeId: optId(),
});
export const ZVideoTopBody = z.object({ id: fId(), top: fBool() });
export const ZVideoHiddenQuery = z.object({ id: fId(), hidden: fBool() });
export const ZVideoSortQuery = z.object({ ids: ids() });
export const ZSearchMicroVideoQuery = z.object({ keyword: fText(1, L.searchKeywordMax), ...pageQueryShape });
/** The edit screen's save: every field but id optional (absent = unchanged; a blank choice clears it). */
export const ZEditVideoBody = z.object({
  id: fId(),
  title: z.preprocess(blankToUndefined, fText(1, L.titleMax).optional()),
  coverUrl: z.preprocess(blankToUndefined, zImageUrl.optional()),
  epilogueId: keepOrClearId(),
  musicId: keepOrClearId(),
  adId: keepOrClearId(),
});
/** A cover from the caller's picture library; blank goes back to the video's first frame. */
export const ZVideoCoverBody = z.object({ id: fId(), coverUrl: zImageUrl.default('') });
export const ZVideoMusicBody = z.object({ id: fId(), musicId: optId() });
export const ZVideoButtonTypeBody = z.object({ buttonType: fEnum([...VIDEO_BUTTON_TYPES]) });
export const ZVideoRowsBody = z.object({ rowsPerLine: fInt(L.rowsPerLineMin, L.rowsPerLineMax) });
export const ZVideoButtonCardParam = z.object({ phoneIdEcr: z.string().regex(/^(0|[A-Za-z0-9_-]{8,64})$/, rule('idFormat')) });

/** Every body field of this part's calls, with its zh-CN and English label. */
const LIBRARY_FIELDS = {
  id: label('视频', 'video'),
  ids: label('视频', 'videos'),
  state: label('视频状态', 'video state'),
  labelId: label('标签', 'label'),
  typeId: label('分类', 'class'),
  title: label('视频标题', 'video title'),
  intro: label('视频简介', 'video introduction'),
  top: label('置顶', 'pin'),
  hidden: label('隐藏', 'hide'),
  keyword: label('搜索关键词', 'search keyword'),
  coverUrl: label('视频封面', 'video cover'),
  epilogueId: label('片尾', 'epilogue'),
  musicId: label('背景音乐', 'background music'),
  adId: label('广告', 'ad'),
  buttonType: label('视频下方按钮', 'button under videos'),
  rowsPerLine: label('每行视频数', 'videos per row'),
  phoneIdEcr: label('名片', 'card'),
};
const LIBRARY_CALLS = [
  'findMicroVideos',
  'findMicroVideo',
  'updateMicroVideo',
  'delMicroVideo',
  'batchDelMicroVideo',
  'updateMicroVideoTop',
  'microVideoHideOrShow',
  'findMicroVideoSortList',
  'searchMicroVideo',
  'editVideo',
  'updateVideoFirstImg',
  'removeWatermark',
  'findMicroVideoMusic',
  'setMicroVideoMusic',
  'findMicroVideoDraft',
  'statisticsMicroVideoDraft',
  'publishMicroVideo',
  'getMicroVideoButtonType',
  'setMicroVideoButtonType',
  'getMicroVideoNumberOfRows',
  'setMicroVideoNumberOfRows',
] as const;

export const VIDEO_LIBRARY_LABELS: AreaLabels = {
  fields: {},
  calls: {
    ...Object.fromEntries(LIBRARY_CALLS.map((call) => [call, LIBRARY_FIELDS])),
    updateMicroVideoSort: { ...LIBRARY_FIELDS, ids: label('视频顺序', 'video order') },
  },
};
