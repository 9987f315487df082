import { z } from 'zod';
import { fCsv, fEnum, fFile, fId, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { zLinkUrl } from '../links/links.schemas';
import { zCid } from './circle-common.schemas';
import { fFen } from '../common/money';

/**
 * Circles, bulletin part (issue 12): body and answer shapes of circle-bulletin.contract.ts: announcements (bulletins),
 * comments and replies, read info, complaints, a publisher's card within a circle.
 */

const C = LIMITS.circle;
export const BULLETIN_KINDS = ['link', 'imageText', 'video'] as const;
export type BulletinKind = (typeof BULLETIN_KINDS)[number];

/** A stored file's address as an upload call answered it (the server checks it is the caller's file of that purpose). */
const zFileUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
/** Optional text: a blank form field is "not given". */
const optional = <T extends z.ZodTypeAny>(t: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), t.optional());

/**
 * Publish a bulletin. Lists are comma-joined on the wire (or arrays from JSON callers). The list caps here are only
 * the wire's (`bulletinListEntriesMax`): the rules count what the spec limits, distinct links (4; a repeated link
 * counts once, BULLETIN_LINK_LIMIT) and images (9, BULLETIN_IMAGE_LIMIT), so each gets its own message.
 *
 * Attachments are flat form fields, not JSON: at most one merchandise (title, priceFen, url, imageUrl) and one micro
 * fold (title, url). The commerce and content areas will offer real pickers later; until then the server checks
 * what is given (all or none of an attachment's required fields, http(s) addresses, title length, price range) and
 * stores it as a reference, never as a promise that the goods or the fold exist.
 */
export const ZPublishBulletinBody = z.object({
  cid: zCid,
  kind: fEnum([...BULLETIN_KINDS] as [BulletinKind, ...BulletinKind[]]),
  content: fText(1, C.announcementLength, { multiline: true }),
  links: fCsv(zLinkUrl, C.bulletinListEntriesMax).default([]),
  images: fCsv(zFileUrl, C.bulletinListEntriesMax).default([]),
  /** A video from uploadCircleBulletinVideo (the caller's) or from searchCircleBulletinVideos (used in this circle). */
  videoUrl: optional(zFileUrl),
  merchandiseTitle: optional(fText(1, C.attachmentTitleLength)),
  merchandisePriceFen: optional(fFen(0, C.attachmentPriceMaxFen)),
  merchandiseUrl: optional(zLinkUrl),
  merchandiseImageUrl: optional(zFileUrl),
  microFoldTitle: optional(fText(1, C.attachmentTitleLength)),
  microFoldUrl: optional(zLinkUrl),
});
export type TPublishBulletinBody = z.infer<typeof ZPublishBulletinBody>;

export const ZBulletinRefBody = z.object({ cid: zCid, bulletinId: fId() });
export const ZBulletinPageBody = z.object({ cid: zCid, ...pageQueryShape });
export const ZBulletinReadersBody = z.object({ cid: zCid, bulletinId: fId(), ...pageQueryShape });
export const ZRemoveIllegalBulletinBody = z.object({ cid: zCid, bulletinId: fId(), reason: fText(1, C.reasonLength) });

/** One image or video upload per request (the client shows each one's progress). `cid` names the circle it is for. */
export const ZBulletinUploadBody = z.object({ cid: zCid, file: fFile() });
export const ZBulletinUploadedFile = z.object({ url: z.string() });
/** A complaint picture: `fileName` is what complaintCircle's `fileNames` takes back. */
export const ZComplaintPicture = z.object({ fileName: z.string(), url: z.string() });

export const ZBulletinPerson = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type TBulletinPerson = z.infer<typeof ZBulletinPerson>;

export const ZBulletinAttachments = z.object({
  merchandise: z.object({ title: z.string(), priceFen: z.number().int(), url: z.string(), imageUrl: z.string().nullable() }).nullable(),
  microFold: z.object({ title: z.string(), url: z.string() }).nullable(),
});
export type TBulletinAttachments = z.infer<typeof ZBulletinAttachments>;

/** A bulletin as the circle's list shows it. */
export const ZBulletin = z.object({
  bulletinId: z.string(),
  cid: z.string(),
  kind: z.enum(BULLETIN_KINDS),
  content: z.string(),
  links: z.array(z.string()),
  images: z.array(z.string()),
  videoUrl: z.string().nullable(),
  attachments: ZBulletinAttachments,
  author: ZBulletinPerson,
  commentCount: z.number().int(),
  readCount: z.number().int(),
  readByMe: z.boolean(),
  /** The caller may delete it (its publisher or an admin). */
  canDelete: z.boolean(),
  /** The caller may see who read it (its publisher or an admin). */
  canSeeReaders: z.boolean(),
  createdAt: z.string(),
});
export type TBulletin = z.infer<typeof ZBulletin>;
export const ZBulletinPage = pageOf(ZBulletin);
export const ZBulletinDetail = ZBulletin.extend({ circleName: z.string() });
export type TBulletinDetail = z.infer<typeof ZBulletinDetail>;
export const ZBulletinRef = z.object({ bulletinId: z.string() });

export const ZBulletinReader = ZBulletinPerson.extend({ readAt: z.string() });
export const ZBulletinReaderPage = pageOf(ZBulletinReader);

/** A video used in this circle's bulletins (searchVideo: pick one again). */
export const ZBulletinVideo = z.object({ videoUrl: z.string(), bulletinId: z.string(), content: z.string(), createdAt: z.string() });
export const ZBulletinVideoPage = pageOf(ZBulletinVideo);

// --- comments ---
export const ZAddBulletinCommentBody = z.object({ cid: zCid, bulletinId: fId(), content: fText(1, C.commentLength, { multiline: true }) });
export const ZReplyBulletinCommentBody = z.object({ cid: zCid, commentId: fId(), content: fText(1, C.commentLength, { multiline: true }) });
export const ZBulletinCommentRefBody = z.object({ cid: zCid, commentId: fId() });
export const ZBulletinCommentPageBody = z.object({ cid: zCid, bulletinId: fId(), ...pageQueryShape });

/**
 * A comment or a reply, flat in time order: a reply names the comment thread it is in (`parentId`) and whom it
 * answers (`replyTo`).
 */
export const ZBulletinComment = z.object({
  commentId: z.string(),
  bulletinId: z.string(),
  parentId: z.string().nullable(),
  content: z.string(),
  author: ZBulletinPerson,
  replyTo: ZBulletinPerson.nullable(),
  canReply: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type TBulletinComment = z.infer<typeof ZBulletinComment>;
export const ZBulletinCommentPage = pageOf(ZBulletinComment);
export const ZBulletinCommentRef = z.object({ commentId: z.string() });

/** CircleBulletinMsg: a comment on one of my bulletins, or a reply to one of my comments. */
export const ZBulletinMsg = z.object({
  commentId: z.string(),
  bulletinId: z.string(),
  bulletinContent: z.string(),
  kind: z.enum(['comment', 'reply']),
  content: z.string(),
  author: ZBulletinPerson,
  createdAt: z.string(),
});
export const ZBulletinMsgPage = pageOf(ZBulletinMsg);

// --- complaints ---
/**
 * A complaint. `bulletinIds`: 1-4 bulletins of this circle as evidence (COMPLAINT_EVIDENCE_RANGE past it).
 * `fileNames`: the spec's wire form, the client's array of picture names joined into ONE comma string (at most 9),
 * each a name uploadCircleComplaintPicture answered to the caller.
 */
export const ZCircleComplaintBody = z.object({
  cid: zCid,
  bulletinIds: fCsv(fId(), C.bulletinListEntriesMax).default([]),
  fileNames: fCsv(zFileUrl, C.bulletinListEntriesMax).default([]),
  content: fText(1, LIMITS.complaint.length, { multiline: true }),
});
export type TCircleComplaintBody = z.infer<typeof ZCircleComplaintBody>;
export const ZCircleComplaintRef = z.object({ complaintId: z.string() });

/**
 * The owner's complaint inbox (issue 32, item 5): each complaint about their circle and its outcome ('open' while the
 * platform reviews it, then 'upheld' or 'dismissed' with the operator's reason). The complainant is not named: an owner who could see who
 * complained could retaliate inside their own circle.
 */
export const OWNER_COMPLAINT_STATES = ['open', 'upheld', 'dismissed'] as const;
export const ZOwnerComplaint = z.object({
  complaintId: z.string(),
  content: z.string(),
  /** The announcements named as evidence; `shown` false when one was removed since (its text is then empty). */
  evidence: z.array(z.object({ bulletinId: z.string(), content: z.string(), shown: z.boolean() })),
  pictureCount: z.number().int(),
  state: z.enum(OWNER_COMPLAINT_STATES),
  /** The operator's reason once decided (empty while open, or for a dismissal given none). */
  decisionReason: z.string(),
  createdAt: z.string(),
});
export type TOwnerComplaint = z.infer<typeof ZOwnerComplaint>;
export const ZOwnerComplaintPage = pageOf(ZOwnerComplaint);

// --- the publisher's card within the circle ---
export const ZCircleIssuerInfoBody = z.object({ cid: zCid, phoneIdEcr: fId() });
export const ZCircleIssuerInfo = ZBulletinPerson.extend({
  company: z.string(),
  position: z.string(),
  /** Null when the circle forbids adding contacts (noAddContacts) and the caller is not an admin. */
  mobile: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'member']).nullable(),
  bulletinCount: z.number().int(),
});

/** Field labels of the bulletin part. */
export const CIRCLE_BULLETIN_LABELS: AreaLabels = {
  fields: {
    bulletinId: label('公告', 'announcement'),
    kind: label('公告类型', 'announcement type'),
    content: label('内容', 'content'),
    links: label('链接', 'links'),
    images: label('图片', 'images'),
    videoUrl: label('视频', 'video'),
    merchandiseTitle: label('商品名称', 'merchandise title'),
    merchandisePriceFen: label('商品价格', 'merchandise price'),
    merchandiseUrl: label('商品链接', 'merchandise link'),
    merchandiseImageUrl: label('商品图片', 'merchandise image'),
    microFoldTitle: label('微折页标题', 'micro fold title'),
    microFoldUrl: label('微折页链接', 'micro fold link'),
    reason: label('原因', 'reason'),
    commentId: label('评论', 'comment'),
    bulletinIds: label('证据公告', 'evidence announcements'),
    fileNames: label('图片', 'pictures'),
  },
};
