import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZFeedQuery, ZPageQuery } from '../common/paging';
import { VIDEO_MODULE, ZMicroVideo, ZMicroVideoPage } from './video.schemas';
import {
  ZFollowLabelBody,
  ZLabelFeedBody,
  ZLabelIdQuery,
  ZLabelIdsBody,
  ZLabelInfo,
  ZLabelNameBody,
  ZLabelRenameBody,
  ZLabelSwitchBody,
  ZLabelTopic,
  ZLabelTopicPage,
  ZLabelVideoPage,
  ZLabelVideosBody,
  ZLabelFeedPage,
  ZSearchLabelsQuery,
  ZSetLabelQuery,
  ZSetTypeBody,
  ZTypeIdsBody,
  ZTypeNameBody,
  ZTypeRenameBody,
  ZVideoCardParam,
  ZVideoLabel,
  ZVideoLabelList,
  ZVideoRemoved,
  ZVideoType,
  ZVideoTypeList,
} from './video-labels.schemas';

/**
 * Micro video, labels part (issue 15). The spec's calls keep its names (section 7 "Micro video"); calls we design carry
 * a summary starting "Ours:". Someone else's id answers NOT_FOUND. `{0}` calls take the card's phoneIdEcr in the path,
 * `0` meaning the caller's own (a session is then needed).
 */
const P = '/microVideo';
const mod = { module: VIDEO_MODULE } as const;
const get = <Q>(path: string, query: Q, auth: 'user' | 'optional' | 'public', needs = {}) => ({ method: 'GET' as const, path, query, metadata: meta(auth, 'main', needs) });
/** A GET without parameters. */
const get0 = (path: string, needs = {}) => ({ method: 'GET' as const, path, metadata: meta('user', 'main', needs) });

export const videoLabelsContract = c.router(
  {
    // --- the owner's labels ---
    findVideoLibraryAllLabel: {
      ...get0(`${P}/findVideoLibraryAllLabel.xhtml`, mod),
      responses: { 200: envelope(ZVideoLabelList) },
      summary: "Every label the caller may give a video: platform topics, their company's, their own (in order), each with its count of the caller's videos",
    },
    findVideoLibraryTopLabel: {
      ...get0(`${P}/findVideoLibraryTopLabel.xhtml`, mod),
      responses: { 200: envelope(ZVideoLabelList) },
      summary: "The caller's pinned labels in their order (the label bar of the library home)",
    },
    findVideoLibraryCompanyLabel: {
      ...get0(`${P}/findVideoLibraryCompanyLabel.xhtml`, mod),
      responses: { 200: envelope(ZVideoLabelList) },
      summary: "The caller's company's labels in order (empty without a company)",
    },
    findVideoLibraryByLabelId: formPost(`${P}/:phoneIdEcr/findVideoLibraryByLabelId.xhtml`, ZLabelVideosBody, ZMicroVideoPage, 'optional', {
      pathParams: ZVideoCardParam,
      summary: "`0`: the caller's videos of one label (any state; pinned first, then their order); a card: its videos of the label that visitors may see",
    }),
    updateMicroVideoLabel: {
      ...get(`${P}/updateMicroVideoLabel.xhtml`, ZSetLabelQuery, 'user', { ...mod, changesState: true }),
      responses: { 200: envelope(ZMicroVideo) },
      summary: "Give one of the caller's videos a label they may use (own, company, platform), or none when labelId is blank",
    },
    findLabelInfo: {
      ...get(`${P}/:phoneIdEcr/findLabelInfo.xhtml`, ZLabelIdQuery, 'optional'),
      pathParams: ZVideoCardParam,
      responses: { 200: envelope(ZLabelInfo) },
      summary: "A label's name, its followers, whether the caller follows it, and its video count on the card (`0`: the caller's videos; a card: those visitors may see)",
    },
    addVideoLabel: formPost(`${P}/addVideoLabel.xhtml`, ZLabelNameBody, ZVideoLabel, 'user', {
      needs: { ...mod, idempotent: true },
      summary: "Ours: add an own label (1-8 characters, no sensitive words, not the name of another of the caller's labels) at the end of their order, up to LIMITS.video.ownLabelsMax",
    }),
    renameVideoLabel: formPost(`${P}/renameVideoLabel.xhtml`, ZLabelRenameBody, ZVideoLabel, 'user', {
      needs: mod,
      summary: "Ours: rename one of the caller's own labels (same rules as adding)",
    }),
    delVideoLabel: formPost(`${P}/delVideoLabel.xhtml`, ZLabelSwitchBody.pick({ id: true }), ZVideoRemoved, 'user', {
      needs: mod,
      summary: "Ours: delete one of the caller's own labels; their videos carrying it keep no label",
    }),
    sortVideoLabel: formPost(`${P}/sortVideoLabel.xhtml`, ZLabelIdsBody, ZVideoLabelList, 'user', {
      needs: mod,
      summary: "Ours: reorder the caller's own labels: `ids` must be exactly their labels, each once",
    }),
    topVideoLabel: formPost(`${P}/topVideoLabel.xhtml`, ZLabelSwitchBody, ZVideoLabel, 'user', {
      needs: mod,
      summary: "Ours: pin (on) or unpin (off) one of the caller's own labels in the label bar",
    }),
    addCompanyVideoLabel: formPost(`${P}/addCompanyVideoLabel.xhtml`, ZLabelNameBody, ZVideoLabel, 'user', {
      needs: { ...mod, idempotent: true, roles: [{ role: 'companyAdmin' }] },
      summary: 'Ours: a company admin adds a company label (offered to every colleague), up to LIMITS.video.companyLabelsMax',
    }),
    delCompanyVideoLabel: formPost(`${P}/delCompanyVideoLabel.xhtml`, ZLabelSwitchBody.pick({ id: true }), ZVideoRemoved, 'user', {
      needs: { ...mod, roles: [{ role: 'companyAdmin' }] },
      summary: "Ours: a company admin deletes one of the company's labels; colleagues' videos carrying it keep no label",
    }),
    // --- types (classes) ---
    addMicroVideoType: formPost(`${P}/addMicroVideoType.xhtml`, ZTypeNameBody, ZVideoType, 'user', {
      needs: { ...mod, idempotent: true },
      summary: "Ours ([type add]): add a class (1-10 characters, no duplicate among the caller's) at the end, up to LIMITS.video.typesMax",
    }),
    delMicroVideoType: formPost(`${P}/delMicroVideoType.xhtml`, ZLabelSwitchBody.pick({ id: true }), ZVideoRemoved, 'user', {
      needs: mod,
      summary: "Ours ([type del]): delete one of the caller's classes; their videos carrying it keep none",
    }),
    updateMicroVideoType: formPost(`${P}/updateMicroVideoType.xhtml`, ZTypeRenameBody, ZVideoType, 'user', {
      needs: mod,
      summary: "Ours ([type update]): rename one of the caller's classes",
    }),
    sortMicroVideoType: formPost(`${P}/sortMicroVideoType.xhtml`, ZTypeIdsBody, ZVideoTypeList, 'user', {
      needs: mod,
      summary: "Ours ([type sort]): reorder the caller's classes: `ids` must be exactly their classes, each once",
    }),
    setMicroVideoType: formPost(`${P}/setMicroVideoType.xhtml`, ZSetTypeBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Ours ([type set]): give one of the caller's videos one of their classes, or none when typeId is blank",
    }),
    findMicroVideoType: formPost(`${P}/findMicroVideoType.xhtml`, ZNoBody, ZVideoTypeList, 'user', {
      needs: mod,
      summary: "Ours ([type find]): the caller's classes in order, each with its count of their videos",
    }),
    // --- visitors ---
    findLabelVideos: formPost(`${P}/findLabelVideos.xhtml`, ZLabelFeedBody, ZLabelFeedPage, 'optional', {
      summary: "Ours: a platform label's feed: shared videos visitors may see, newest shared first (a keyset feed), with the label on top",
    }),
    followVideoLabel: formPost(`${P}/followVideoLabel.xhtml`, ZFollowLabelBody, ZLabelTopic, 'user', {
      summary: 'Ours: follow (on) or unfollow (off) a platform label; again is harmless; up to LIMITS.video.labelFollowsMax',
    }),
    findFollowLabels: formPost(`${P}/findFollowLabels.xhtml`, ZPageQuery, ZLabelTopicPage, 'user', {
      summary: 'Ours: the labels the caller follows, latest followed first',
    }),
    findFollowLabelVideos: formPost(`${P}/findFollowLabelVideos.xhtml`, ZFeedQuery, ZLabelVideoPage, 'user', {
      summary: "Ours: the followed labels' feed: shared videos visitors may see carrying any label the caller follows, newest shared first",
    }),
    searchLabels: {
      ...get(`${P}/searchLabels.xhtml`, ZSearchLabelsQuery, 'optional'),
      responses: { 200: envelope(ZLabelTopicPage) },
      summary: "Labels whose name holds the keyword: platform topics and, signed in, the caller's own and company labels",
    },
  },
  { commonResponses },
);
