import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { imageUpload } from '../common/uploads';
import { ZMicroVideo, VIDEO_MODULE } from './video.schemas';
import {
  ZCardOrSelfParam,
  ZCardParam,
  ZCardVideosBody,
  ZCollectBody,
  ZCollectListBody,
  ZComplaintPictureBody,
  ZPrevNextBody,
  ZSearchShowBody,
  ZShowFeedBody,
  ZShowVideo,
  ZShowVideoQuery,
  ZVideoCard,
  ZVideoCardPage,
  ZVideoCollected,
  ZVideoComplaintBody,
  ZVideoComplaintPicture,
  ZVideoComplaintRef,
} from './video-visitors.schemas';

/**
 * Micro video, visitors part (issue 15). The spec's calls keep its names (section 7 "Micro video"); calls we design carry
 * a summary starting "Ours:". Someone else's id answers NOT_FOUND. Visitors' calls need no module; collecting,
 * complaining and saving a copy need a session. `{0}` is a card's phoneIdEcr, `0` the caller's own card.
 */
const P = '/microVideo';

export const videoVisitorsContract = c.router(
  {
    findShowMicroVideo: formPost(`${P}/findShowMicroVideo.xhtml`, ZShowFeedBody, ZVideoCardPage, 'public', {
      summary: 'The discover feed: shared visible videos, newest shared first (keyset cursor)',
    }),
    findShowMicroVideobyId: {
      method: 'GET',
      path: `${P}/:phoneIdEcr/findShowMicroVideobyId.xhtml`,
      pathParams: ZCardOrSelfParam,
      query: ZShowVideoQuery,
      responses: { 200: envelope(ZShowVideo) },
      metadata: meta('optional', 'main', { changesState: true }),
      summary:
        "One video of the card (`_`: whichever card owns it, for a shared link) for the player (visible, or the caller's own in any state) with its owner, watermark, ad, epilogue, button and whether the caller collected it; counts a view (not the owner's)",
    },
    searchShowMicroVideo: formPost(`${P}/searchShowMicroVideo.xhtml`, ZSearchShowBody, ZVideoCardPage, 'public', {
      summary: 'Shared visible videos whose title holds the keyword, newest shared first (keyset cursor)',
    }),
    findShowPrevOrNextMicroVideo: formPost(`${P}/findShowPrevOrNextMicroVideo.xhtml`, ZPrevNextBody, ZVideoCard.nullable(), 'optional', {
      summary: "The video before (prev) or after (next) `id` in the same order: the card's videos when phoneIdEcr is given, else the discover feed; null at either end",
    }),
    collectMicroVideo: formPost(`${P}/collectMicroVideo.xhtml`, ZCollectBody, ZVideoCollected, 'user', {
      summary: "Ours (popVideoCollect): collect (on) or uncollect (off) a visible video; repeating changes nothing; the video's collect count moves with it",
    }),
    findCollectMicroVideos: formPost(`${P}/findCollectMicroVideos.xhtml`, ZCollectListBody, ZVideoCardPage, 'user', {
      summary: "Ours (popVideoCollect): the caller's collected videos still visible, latest collected first (keyset cursor)",
    }),
    uploadMicroVideoComplaintPicture: {
      method: 'POST',
      path: `${P}/uploadMicroVideoComplaintPicture.xhtml`,
      contentType: MULTIPART,
      body: ZComplaintPictureBody,
      responses: { 200: envelope(ZVideoComplaintPicture) },
      metadata: meta('user', 'main', { upload: imageUpload('videoComplaintPicture') }),
      summary: 'Ours: upload one complaint picture (multipart `file`); addMicroVideoComplaint names up to 3 of the answered URLs',
    },
    addMicroVideoComplaint: formPost(`${P}/:phoneIdEcr/addMicroVideoComplaint.xhtml`, ZVideoComplaintBody, ZVideoComplaintRef, 'user', {
      pathParams: ZCardOrSelfParam,
      needs: { idempotent: true },
      summary:
        "Complain about a visible video of the card: a preset reason, an optional text, up to 3 of the caller's own complaint pictures; once per reporter and video, never one's own; operators review it",
    }),
    changedToMyVideo: {
      method: 'GET',
      path: `${P}/changedToMyVideo.xhtml`,
      query: ZShowVideoQuery,
      responses: { 200: envelope(ZMicroVideo) },
      metadata: meta('user', 'main', { module: VIDEO_MODULE, changesState: true }),
      summary: "Save a visible shared video of someone else into the caller's library as a draft using the same files; once per source (again answers the same copy)",
    },
    findCardMicroVideos: formPost(`${P}/:phoneIdEcr/findCardMicroVideos.xhtml`, ZCardVideosBody, ZVideoCardPage, 'public', {
      pathParams: ZCardParam,
      summary: "Ours: a card's visible videos for its visitors: choiceness first, then pinned (latest first), then the owner's order",
    }),
  },
  { commonResponses },
);
