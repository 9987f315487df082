import { z } from 'zod';
import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { pageQueryShape, ZPageQuery } from '../common/paging';
import { ZMicroVideo, VIDEO_MODULE } from './video.schemas';
import {
  ZAddAdBody,
  ZAdSwitchBody,
  ZCardRefParam,
  ZVideosByTypeBody,
  ZCompanyPick,
  ZCompanyVideoBody,
  ZCompanyVideoCount,
  ZIdsDone,
  ZCompanyPrevNextBody,
  ZPushSyncBody,
  ZSearchSyncBody,
  ZSetVideoAdBody,
  ZSyncIdsBody,
  ZVideoAd,
  ZVideoAdPage,
  ZVideoAdSetting,
  ZVideoShare,
  ZVideoSharePage,
  ZVideoSubCard,
  ZVideosByType,
  ZVideoSwitchBody,
  ZVideoSyncList,
  ZVideoSyncPage,
  ZVideoSyncPushed,
  ZVideoTile,
  ZVideoTilePage,
} from './video-share.schemas';

/**
 * Micro video, share part (issue 15): shares (the discover feed), the choiceness set, syncs from a master card to its
 * bound sub cards, the company's videos and the ads shown at the end of a video. The spec's calls keep its names
 * (section 7 "Micro video"); calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 * `{0}` calls take the card in the path: `0` is the caller's own card.
 */
const P = '/microVideo';
const mod = { module: VIDEO_MODULE } as const;
const admin = { module: VIDEO_MODULE, roles: [{ role: 'companyAdmin' as const }] };

export const videoShareContract = c.router(
  {
    // --- shares and choiceness ---
    shareMicroVideo: formPost(`${P}/:phoneIdEcr/shareMicroVideo.xhtml`, ZIdBody, ZVideoShare, 'user', {
      pathParams: ZCardRefParam,
      needs: mod,
      summary:
        "Share one of the caller's published, shown videos into the discover feed (again: the share is renewed); answers the visitor's link and its QR code. The path's card is 0 (the app's own card); only the caller's own video is ever shared",
    }),
    findShareMicroVideos: {
      method: 'GET',
      path: `${P}/findShareMicroVideos.xhtml`,
      query: z.object(pageQueryShape),
      responses: { 200: envelope(ZVideoSharePage) },
      metadata: meta('user', 'main', mod),
      summary: "The caller's shared videos, latest shared first, each with its link and QR code",
    },
    delShareMicroVideo: {
      method: 'GET',
      path: `${P}/delShareMicroVideo.xhtml`,
      query: ZIdBody,
      responses: { 200: envelope(ZMicroVideo) },
      metadata: meta('user', 'main', { ...mod, changesState: true }),
      summary: "Unshare one of the caller's videos (it leaves the discover feed); unsharing twice changes nothing",
    },
    joinOrCancelChoicenessVideo: formPost(`${P}/joinOrCancelChoicenessVideo.xhtml`, ZVideoSwitchBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Put (on) one of the caller's shown videos into their choiceness set, shown first on their card (at most LIMITS.video.choicenessMax), or take it out (off)",
    }),
    // --- sync to sub cards ---
    findMicroVideoSubCards: formPost(`${P}/findMicroVideoSubCards.xhtml`, ZNoBody, z.array(ZVideoSubCard), 'user', {
      needs: mod,
      summary: "Ours: the sub cards bound to the caller's master card (what a push can name); empty for a card that is no master",
    }),
    pushMicroVideoSync: formPost(`${P}/pushMicroVideoSync.xhtml`, ZPushSyncBody, ZVideoSyncPushed, 'user', {
      needs: { ...mod, idempotent: true },
      summary:
        "Ours: a master card pushes some of its shown videos to all (subIds blank) or the named bound sub cards; each waits in the sub card's sync list and its owner gets a message. A video already waiting or shown there is not pushed twice",
    }),
    findShowSyncMicroVideoList: formPost(`${P}/findShowSyncMicroVideoList.xhtml`, ZPageQuery, ZVideoSyncPage, 'user', {
      needs: mod,
      summary: "The sub card's pushed videos waiting to be shown, latest pushed first",
    }),
    showSyncMicroVideo: formPost(`${P}/showSyncMicroVideo.xhtml`, ZSyncIdsBody, ZVideoSyncList, 'user', {
      needs: mod,
      summary:
        "Ours: show in batch: each waiting sync becomes a video of the sub card's library (the same files, syncSourceId naming the original); a sync already shown stays as it is. All-or-nothing: an id not the caller's is NOT_FOUND",
    }),
    searchSyncMicroVideo: formPost(`${P}/searchSyncMicroVideo.xhtml`, ZSearchSyncBody, ZVideoSyncPage, 'user', {
      needs: mod,
      summary: 'Ours: the waiting syncs whose video title holds the keyword (case-insensitive), latest pushed first',
    }),
    delSyncMicroVideo: formPost(`${P}/delSyncMicroVideo.xhtml`, ZSyncIdsBody, ZIdsDone, 'user', {
      needs: mod,
      summary: "Ours: delete syncs from the sub card's list (a copy already shown stays in the library). All-or-nothing: an id not the caller's is NOT_FOUND",
    }),
    // --- company videos ---
    pickCompanyMicroVideo: formPost(`${P}/pickCompanyMicroVideo.xhtml`, ZVideoSwitchBody, ZCompanyPick, 'user', {
      needs: admin,
      summary: "Ours: a company admin puts (on) one of their own shown videos into the company's videos (at most LIMITS.video.companyVideosMax) or takes it out (off)",
    }),
    countCompanyMicroVideo: formPost(`${P}/countCompanyMicroVideo.xhtml`, ZNoBody, ZCompanyVideoCount, 'user', {
      needs: mod,
      summary: "How many videos the caller's company shows (0 outside a company), and the cap",
    }),
    findCompanyMicroVideoList: formPost(`${P}/:phoneIdEcr/findCompanyMicroVideoList.xhtml`, ZPageQuery, ZVideoTilePage, 'optional', {
      pathParams: ZCardRefParam,
      summary:
        "The company videos of the card's company, shown ones only, in the company's order (latest picked last); 0 = the caller's own card (session needed). A card outside a company has none",
    }),
    findCompanyMicroVideo: formPost(`${P}/:phoneIdEcr/findCompanyMicroVideo.xhtml`, ZCompanyVideoBody, ZVideoTile, 'optional', {
      pathParams: ZCardRefParam,
      summary: "One company video of the card's company (NOT_FOUND if it is not one, or not shown)",
    }),
    findCompanyPrevOrNextMicroVideo: formPost(`${P}/:phoneIdEcr/findCompanyPrevOrNextMicroVideo.xhtml`, ZCompanyPrevNextBody, ZVideoTile.nullable(), 'optional', {
      pathParams: ZCardRefParam,
      summary: "The company video before (prev) or after (next) the given one in the company's order; null at either end",
    }),
    // --- ads ---
    getMicroVideoAdSwitch: formPost(`${P}/getMicroVideoAdSwitch.xhtml`, ZNoBody, ZVideoAdSetting, 'user', {
      needs: mod,
      summary: "The caller's ad switch (on: the default ad plays after videos without their own ad) and default ad",
    }),
    updateMicroVideoAdSwitch: formPost(`${P}/updateMicroVideoAdSwitch.xhtml`, ZAdSwitchBody, ZVideoAdSetting, 'user', { needs: mod, summary: "Turn the caller's ad switch on or off" }),
    findMicroVideoAdHistory: formPost(`${P}/findMicroVideoAdHistory.xhtml`, ZPageQuery, ZVideoAdPage, 'user', { needs: mod, summary: "Ours: the caller's ads, latest used first" }),
    addMicroVideoAd: formPost(`${P}/addMicroVideoAd.xhtml`, ZAddAdBody, ZVideoAd, 'user', {
      needs: { ...mod, idempotent: true },
      summary:
        "Ours: add an ad to the caller's history: a line of text (sensitive words refused), a picture of the caller's own (picture library, albums, material, built-in) and an optional http(s) link",
    }),
    delMicroVideoAd: formPost(`${P}/delMicroVideoAd.xhtml`, ZIdBody, ZIdsDone, 'user', {
      needs: mod,
      summary: "Ours: remove an ad from the caller's history; it is no longer shown (as the default or on a video)",
    }),
    setDefaultMicroVideoAd: formPost(`${P}/setDefaultMicroVideoAd.xhtml`, ZIdBody, ZVideoAdSetting, 'user', { needs: mod, summary: "Ours: make one of the caller's ads their default ad" }),
    getDefaultMicroVideoAd: formPost(`${P}/getDefaultMicroVideoAd.xhtml`, ZNoBody, ZVideoAd.nullable(), 'user', { needs: mod, summary: "Ours: the caller's default ad, or null" }),
    setMicroVideoAd: formPost(`${P}/setMicroVideoAd.xhtml`, ZSetVideoAdBody, ZMicroVideo, 'user', {
      needs: mod,
      summary: "Ours: give one of the caller's videos its own ad (adId), or back to the default ad (adId blank)",
    }),
    // --- a card's videos for visitors ---
    findShowMicroVideoByType: formPost(`${P}/:phoneIdEcr/findShowMicroVideoByType.xhtml`, ZVideosByTypeBody, ZVideosByType, 'optional', {
      pathParams: ZCardRefParam,
      summary:
        "A card's shown videos, optionally of one of the owner's types: the choiceness set first (latest chosen first), then pinned, then the owner's order; with the owner's types. 0 = the caller's own card",
    }),
  },
  { commonResponses },
);
