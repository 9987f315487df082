import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZPageQuery } from '../common/paging';
import { VIDEO_MODULE, ZMicroVideo, ZMicroVideoList, ZMicroVideoPage } from './video.schemas';
import {
  ZDraftStatistics,
  ZEditVideoBody,
  ZFindMicroVideosQuery,
  ZSearchMicroVideoQuery,
  ZUpdateMicroVideoBody,
  ZVideoButtonCardParam,
  ZVideoButtonType,
  ZVideoButtonTypeBody,
  ZVideoCoverBody,
  ZVideoHiddenQuery,
  ZVideoIdQuery,
  ZVideoIdsBody,
  ZVideoMusicBody,
  ZVideoMusicPage,
  ZVideoRows,
  ZVideoRowsBody,
  ZVideoSortQuery,
  ZVideoTopBody,
  ZVideosRemoved,
} from './video-library.schemas';

/**
 * Micro video, library part (issue 15). The spec's calls keep its names (section 7 "Micro video"); calls we design carry
 * a summary starting "Ours:". Someone else's id answers NOT_FOUND. Every call is the owner's (module 54) except the
 * button visitors see under a card's videos.
 */
const P = '/microVideo';
const mod = { module: VIDEO_MODULE } as const;
const get = <Q>(path: string, query: Q, needs: object = mod) => ({ method: 'GET' as const, path, query, metadata: meta('user', 'main', needs) });
/** A GET that changes something (the spec's legacy shape): start-up refuses one without `changesState`. */
const change = { ...mod, changesState: true } as const;

export const videoLibraryContract = c.router(
  {
    findMicroVideos: {
      ...get(`${P}/findMicroVideos.xhtml`, ZFindMicroVideosQuery),
      responses: { 200: envelope(ZMicroVideoPage) },
      summary:
        "The caller's videos of one state (published by default; optional label and type): pinned first (latest pinned first), then their order; taken-down ones are in the violation list instead",
    },
    findMicroVideo: {
      ...get(`${P}/findMicroVideo.xhtml`, ZVideoIdQuery),
      responses: { 200: envelope(ZMicroVideo) },
      summary: "One of the caller's videos (any state)",
    },
    updateMicroVideo: formPost(`${P}/updateMicroVideo.xhtml`, ZUpdateMicroVideoBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Title, introduction, label (own, company or platform; blank: none) and class (own; blank: none) of one of the caller's videos; no sensitive words",
    }),
    delMicroVideo: {
      ...get(`${P}/delMicroVideo.xhtml`, ZVideoIdQuery, change),
      responses: { 200: envelope(ZVideosRemoved) },
      summary: "Delete one of the caller's videos; its files go too unless another video (a synced copy) still plays them",
    },
    batchDelMicroVideo: formPost(`${P}/batchDelMicroVideo.xhtml`, ZVideoIdsBody, ZVideosRemoved, 'user', {
      needs: mod,
      summary: "Ours: batch delete (manageVideo): every id must be the caller's, else nothing is deleted (NOT_FOUND naming ids)",
    }),
    updateMicroVideoTop: formPost(`${P}/updateMicroVideoTop.xhtml`, ZVideoTopBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Pin (top: the latest pinned comes first) or unpin one of the caller's videos",
    }),
    microVideoHideOrShow: {
      ...get(`${P}/microVideoHideOrShow.xhtml`, ZVideoHiddenQuery, change),
      responses: { 200: envelope(ZMicroVideo) },
      summary: "Hide one of the caller's videos from visitors (hidden=true) or show it again",
    },
    updateMicroVideoSort: {
      ...get(`${P}/updateMicroVideoSort.xhtml`, ZVideoSortQuery, change),
      responses: { 200: envelope(ZMicroVideoList) },
      summary: "Reorder the caller's published videos: `ids` (comma list) must be exactly those, each once; answers the new order",
    },
    findMicroVideoSortList: formPost(`${P}/findMicroVideoSortList.xhtml`, ZNoBody, ZMicroVideoList, 'user', {
      needs: mod,
      summary: 'Every published video of the caller in their order (the sort screen reorders the whole set; bounded by the quota)',
    }),
    searchMicroVideo: {
      ...get(`${P}/searchMicroVideo.xhtml`, ZSearchMicroVideoQuery),
      responses: { 200: envelope(ZMicroVideoPage) },
      summary: "The caller's videos (drafts too) whose title holds the keyword (case-insensitive), in the library order",
    },
    editVideo: formPost(`${P}/editVideo.xhtml`, ZEditVideoBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "The edit screen's save: title, cover (picture library), epilogue (own or built-in), music, ad (own); absent fields unchanged, a blank choice cleared",
    }),
    updateVideoFirstImg: formPost(`${P}/updateVideoFirstImg.xhtml`, ZVideoCoverBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "The cover: an image of the caller's picture library, or blank for the video's own first frame",
    }),
    removeWatermark: formPost(`${P}/removeWatermark.xhtml`, ZVideoIdQuery, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Remove the platform watermark of one of the caller's videos: premium (bought or VIP) only, else VIDEO_WATERMARK_PREMIUM",
    }),
    findMicroVideoMusic: formPost(`${P}/findMicroVideoMusic.xhtml`, ZPageQuery, ZVideoMusicPage, 'user', {
      needs: mod,
      summary: "Ours ([music endpoints]): a page of the music a video may play, in the caller's language",
    }),
    setMicroVideoMusic: formPost(`${P}/setMicroVideoMusic.xhtml`, ZVideoMusicBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Ours ([music endpoints]): the music of one of the caller's videos, or none when musicId is blank",
    }),
    findMicroVideoDraft: formPost(`${P}/findMicroVideoDraft.xhtml`, ZPageQuery, ZMicroVideoPage, 'user', { needs: mod, summary: "A page of the caller's drafts, newest first" }),
    statisticsMicroVideoDraft: formPost(`${P}/statisticsMicroVideoDraft.xhtml`, ZNoBody, ZDraftStatistics, 'user', {
      needs: mod,
      summary: 'How many drafts and published videos the caller keeps (taken-down ones not counted)',
    }),
    publishMicroVideo: formPost(`${P}/publishMicroVideo.xhtml`, ZVideoIdQuery, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Ours: publish one of the caller's drafts at the end of their order, within the quota (VIDEO_QUOTA_FULL)",
    }),
    getMicroVideoButtonType: formPost(`${P}/:phoneIdEcr/getMicroVideoButtonType.xhtml`, ZNoBody, ZVideoButtonType, 'optional', {
      pathParams: ZVideoButtonCardParam,
      summary: "The button visitors see under a card's videos (card, consult, call, products); `0`: the caller's own (a session needed)",
    }),
    setMicroVideoButtonType: formPost(`${P}/setMicroVideoButtonType.xhtml`, ZVideoButtonTypeBody, ZVideoButtonType, 'user', {
      needs: mod,
      summary: "Ours: choose the button visitors see under the caller's videos",
    }),
    getMicroVideoNumberOfRows: formPost(`${P}/getMicroVideoNumberOfRows.xhtml`, ZNoBody, ZVideoRows, 'user', {
      needs: mod,
      summary: "Videos per row in the caller's library list (1-3, 2 by default)",
    }),
    setMicroVideoNumberOfRows: formPost(`${P}/setMicroVideoNumberOfRows.xhtml`, ZVideoRowsBody, ZVideoRows, 'user', {
      needs: mod,
      summary: "Ours: videos per row in the caller's library list (LIMITS.video.rowsPerLineMin..Max)",
    }),
  },
  { commonResponses },
);
