import { LIMITS } from '../common/limits';
import { commonResponses, envelope } from '../common/envelope';
import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { imageUpload } from '../common/uploads';
import {
  ZAddBulletinCommentBody,
  ZBulletinDetail,
  ZBulletinMsgPage,
  ZBulletinPage,
  ZBulletinReaderPage,
  ZBulletinRef,
  ZBulletinRefBody,
  ZBulletinPageBody,
  ZBulletinReadersBody,
  ZBulletinVideoPage,
  ZBulletinUploadBody,
  ZBulletinComment,
  ZBulletinCommentPage,
  ZBulletinCommentPageBody,
  ZBulletinCommentRef,
  ZBulletinCommentRefBody,
  ZCircleComplaintBody,
  ZCircleComplaintRef,
  ZCircleIssuerInfo,
  ZCircleIssuerInfoBody,
  ZPublishBulletinBody,
  ZRemoveIllegalBulletinBody,
  ZReplyBulletinCommentBody,
  ZOwnerComplaintPage,
  ZBulletinUploadedFile,
  ZComplaintPicture,
  ZBulletin,
} from './circle-bulletin.schemas';

/** A multipart upload route of this part: one file per request, with `cid`. */
const upload = <R extends Parameters<typeof envelope>[0]>(path: `/circle/${string}.xhtml`, result: R, limits: ReturnType<typeof imageUpload>, summary: string) => ({
  method: 'POST' as const,
  path,
  contentType: MULTIPART,
  body: ZBulletinUploadBody,
  responses: { 200: envelope(result) },
  metadata: meta('user', 'main', { upload: limits }),
  summary,
});

/** Circles, bulletin part (issue 12). Calls the spec does not name carry a summary starting "Ours:". */
export const circleBulletinContract = c.router(
  {
    publishCircleBulletin: formPost('/circle/publishCircleBulletin.xhtml', ZPublishBulletinBody, ZBulletin, 'user', {
      needs: { idempotent: true },
      summary:
        'Ours: publish an announcement (Announce): link, image-text or video; text 1-200 filtered for sensitive words, at most 4 different links and 9 images, optional merchandise and micro-fold attachments; members who may act, admins only when restricted; rate limited per publisher and circle',
    }),
    uploadCircleBulletinImage: upload(
      '/circle/uploadCircleBulletinImage.xhtml',
      ZBulletinUploadedFile,
      imageUpload('circleBulletinImage'),
      'Ours: upload one announcement image (multipart `cid`, `file`); publish names up to 9 of the answered URLs',
    ),
    uploadCircleBulletinVideo: upload(
      '/circle/uploadCircleBulletinVideo.xhtml',
      ZBulletinUploadedFile,
      { files: 1, maxBytes: LIMITS.circle.bulletinVideoMaxBytes, types: ['video/mp4', 'video/quicktime'], purpose: 'circleBulletinVideo' },
      'Ours: upload one announcement video (addVideo; mp4 or quicktime, multipart `cid`, `file`)',
    ),
    searchCircleBulletinVideos: formPost('/circle/searchCircleBulletinVideos.xhtml', ZBulletinPageBody, ZBulletinVideoPage, 'user', {
      summary: "Ours: videos already used in this circle's announcements, newest first, to use again (searchVideo)",
    }),
    findCircleBulletins: formPost('/circle/findCircleBulletins.xhtml', ZBulletinPageBody, ZBulletinPage, 'optional', {
      summary:
        "Ours: the circle's announcements newest first (CircleAffiche), with author, images, links, comment and read counts and whether I read each; members, paid viewers, or anyone when viewing is free",
    }),
    findCircleBulletinDetail: formPost('/circle/findCircleBulletinDetail.xhtml', ZBulletinRefBody, ZBulletinDetail, 'user', {
      summary: "Ours: one announcement (CircleBulletinAffiche) with the circle's name; marks it read by the caller (counted once per user)",
    }),
    findCircleBulletinReaders: formPost('/circle/findCircleBulletinReaders.xhtml', ZBulletinReadersBody, ZBulletinReaderPage, 'user', {
      summary: 'Ours: who read an announcement, latest first (ReadInfo); its publisher and admins only',
    }),
    deleteCircleBulletin: formPost('/circle/deleteCircleBulletin.xhtml', ZBulletinRefBody, ZBulletinRef, 'user', {
      summary: 'Ours: delete an announcement: its publisher or an admin',
    }),
    removeIllegalCircleBulletin: formPost('/circle/removeIllegalCircleBulletin.xhtml', ZRemoveIllegalBulletinBody, ZBulletinRef, 'user', {
      needs: { roles: [{ role: 'operator' }] },
      summary: 'Ours: a platform operator deletes an illegal announcement; its publisher is told why',
    }),
    addCircleBulletinComment: formPost('/circle/addCircleBulletinComment.xhtml', ZAddBulletinCommentBody, ZBulletinComment, 'user', {
      needs: { idempotent: true },
      summary: 'Ours: comment on an announcement (1-200, filtered for sensitive words); members who may act',
    }),
    replyCircleBulletinComment: formPost('/circle/replyCircleBulletinComment.xhtml', ZReplyBulletinCommentBody, ZBulletinComment, 'user', {
      needs: { idempotent: true },
      summary: "Ours: reply to a comment or reply: admins, the announcement's publisher, or the comment's own author; the comment's author is messaged",
    }),
    deleteCircleBulletinComment: formPost('/circle/deleteCircleBulletinComment.xhtml', ZBulletinCommentRefBody, ZBulletinCommentRef, 'user', {
      summary: "Ours: delete a comment or reply: its author, an admin, or the announcement's publisher",
    }),
    findCircleBulletinComments: formPost('/circle/findCircleBulletinComments.xhtml', ZBulletinCommentPageBody, ZBulletinCommentPage, 'user', {
      summary: "Ours: an announcement's comments and replies in time order, each reply naming whom it answers",
    }),
    findCircleBulletinMsgs: formPost('/circle/findCircleBulletinMsgs.xhtml', ZBulletinPageBody, ZBulletinMsgPage, 'user', {
      summary: 'Ours: comments on my announcements and replies to my comments in this circle, newest first (CircleBulletinMsg)',
    }),
    uploadCircleComplaintPicture: upload(
      '/circle/uploadCircleComplaintPicture.xhtml',
      ZComplaintPicture,
      imageUpload('circleComplaintPicture'),
      'Ours: upload one complaint picture (multipart `cid`, `file`); complaintCircle names it in `fileNames`',
    ),
    complaintCircle: formPost('/circle/complaintCircle.xhtml', ZCircleComplaintBody, ZCircleComplaintRef, 'user', {
      needs: { idempotent: true },
      summary: 'Complain about a circle: 1-4 of its announcements as evidence, up to 9 pictures (fileNames, comma-joined), text 1-200; the owner is messaged',
    }),
    findCircleComplaintInbox: formPost('/circle/findCircleComplaintInbox.xhtml', ZBulletinPageBody, ZOwnerComplaintPage, 'user', {
      needs: { roles: [{ role: 'circleCreator', from: 'body.cid' }] },
      summary: "Ours: the owner's inbox of complaints about their circle, newest first, each with its evidence and outcome (open or handled); the complainant is not named",
    }),
    findCircleIssuerInfo: formPost('/circle/findCircleIssuerInfo.xhtml', ZCircleIssuerInfoBody, ZCircleIssuerInfo, 'user', {
      summary: "Ours: a publisher's card summary within the circle; refused to members when others' info is restricted, mobile hidden when adding contacts is",
    }),
  },
  { commonResponses },
);
