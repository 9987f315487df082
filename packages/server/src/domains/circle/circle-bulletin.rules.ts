import { LIMITS, type BulletinKind, type TBulletinAttachments, type TPublishBulletinBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertActiveMember, isAdminRole, isMember, type MemberFacts } from './circle.rules';

/**
 * Pure rules of circle bulletins, comments and complaints (spec sections 5, 6 and 9): what a bulletin may hold, who
 * may publish, read, reply and delete, what a complaint must name. Data and `now` in, a decision or a DomainError out.
 */

const C = LIMITS.circle;

/** The links of a bulletin, each once, in the order given: a repeated link counts once. At most 4 different. */
export function bulletinLinks(links: readonly string[]): string[] {
  const distinct = [...new Set(links)];
  if (distinct.length > C.announcementLinks) throw new DomainError('BULLETIN_LINK_LIMIT', { field: 'links' });
  return distinct;
}

/** At most 9 images. */
export function assertBulletinImages(images: readonly string[]) {
  if (images.length > C.announcementImages) throw new DomainError('BULLETIN_IMAGE_LIMIT', { field: 'images' });
}

/** A link bulletin names a link; a video bulletin a video, and only a video bulletin has one. */
export function assertKindFits(kind: BulletinKind, links: readonly string[], videoUrl: string | undefined) {
  if (kind === 'link' && links.length === 0) throw new DomainError('BULLETIN_KIND_MISMATCH', { field: 'links' });
  if (kind === 'video' && !videoUrl) throw new DomainError('BULLETIN_KIND_MISMATCH', { field: 'videoUrl' });
  if (kind !== 'video' && videoUrl) throw new DomainError('BULLETIN_KIND_MISMATCH', { field: 'videoUrl' });
}

type AttachmentFields = Pick<TPublishBulletinBody, 'merchandiseTitle' | 'merchandisePriceFen' | 'merchandiseUrl' | 'merchandiseImageUrl' | 'microFoldTitle' | 'microFoldUrl'>;

/**
 * The attachments a publish names: an attachment is given when any of its fields is, and then its required fields
 * must all be there (the first missing one is named). Nothing given is no attachment.
 */
export function attachmentsOf(b: AttachmentFields): TBulletinAttachments {
  const missing = (fields: [string, unknown][]) => fields.find(([, v]) => v === undefined)?.[0];
  let merchandise: TBulletinAttachments['merchandise'] = null;
  if ([b.merchandiseTitle, b.merchandisePriceFen, b.merchandiseUrl, b.merchandiseImageUrl].some((v) => v !== undefined)) {
    const field = missing([
      ['merchandiseTitle', b.merchandiseTitle],
      ['merchandisePriceFen', b.merchandisePriceFen],
      ['merchandiseUrl', b.merchandiseUrl],
    ]);
    if (field) throw new DomainError('BULLETIN_ATTACHMENT_INCOMPLETE', { field });
    merchandise = { title: b.merchandiseTitle!, priceFen: b.merchandisePriceFen!, url: b.merchandiseUrl!, imageUrl: b.merchandiseImageUrl ?? null };
  }
  let microFold: TBulletinAttachments['microFold'] = null;
  if (b.microFoldTitle !== undefined || b.microFoldUrl !== undefined) {
    const field = missing([
      ['microFoldTitle', b.microFoldTitle],
      ['microFoldUrl', b.microFoldUrl],
    ]);
    if (field) throw new DomainError('BULLETIN_ATTACHMENT_INCOMPLETE', { field });
    microFold = { title: b.microFoldTitle!, url: b.microFoldUrl! };
  }
  return { merchandise, microFold };
}

/** Members who may act publish; when the circle restricts publishing (noMemberBulletin), only admins do. */
export function assertMayPublish(c: { noMemberBulletin: boolean }, m: MemberFacts | null, now: Date): asserts m is MemberFacts {
  assertActiveMember(m, now);
  if (c.noMemberBulletin && !isAdminRole(m.role)) throw new DomainError('CIRCLE_RESTRICTED_BY_ADMIN', { field: 'cid' });
}

/** A bulletin the caller may open: one removed by its author is gone; one the system deleted says so. */
export function assertBulletinShown(b: { state: string } | null): asserts b is { state: string } {
  if (!b || b.state === 'removed') throw new DomainError('BULLETIN_NOT_FOUND', { field: 'bulletinId' });
  if (b.state === 'illegal') throw new DomainError('ANNOUNCE_ILLEGAL_DELETED', { field: 'bulletinId' });
}

const isAdmin = (m: MemberFacts | null, now: Date) => !!m && isMember(m, now) && isAdminRole(m.role);

/** Its publisher (still a member) or an admin manages a bulletin: deletes it, sees who read it. */
export const mayManageBulletin = (m: MemberFacts | null, now: Date, userId: string, authorId: string) => isAdmin(m, now) || (!!m && isMember(m, now) && userId === authorId);

/**
 * Replying to or deleting a comment (spec: "non-admin, non-publisher users cannot reply to or delete others' replies
 * or comments"): admins, the bulletin's publisher, and the comment's own author.
 */
export const mayHandleComment = (m: MemberFacts | null, now: Date, userId: string, bulletinAuthorId: string, commentAuthorId: string) =>
  isAdmin(m, now) || (!!m && isMember(m, now) && (userId === bulletinAuthorId || userId === commentAuthorId));

export function assertMayHandleComment(m: MemberFacts | null, now: Date, userId: string, bulletinAuthorId: string, commentAuthorId: string) {
  assertActiveMember(m, now);
  if (!mayHandleComment(m, now, userId, bulletinAuthorId, commentAuthorId)) throw new DomainError('COMMENT_NOT_ALLOWED', { field: 'commentId' });
}

/** A complaint names 1-4 different bulletins as evidence. Returns them, each once. */
export function complaintEvidence(ids: readonly string[]): string[] {
  const distinct = [...new Set(ids)];
  if (distinct.length < LIMITS.complaint.evidenceMin || distinct.length > LIMITS.complaint.evidenceMax) {
    throw new DomainError('COMPLAINT_EVIDENCE_RANGE', { field: 'bulletinIds' });
  }
  return distinct;
}

/** A complaint carries at most 9 pictures. */
export function assertComplaintPictures(fileNames: readonly string[]) {
  if (fileNames.length > LIMITS.complaint.pictures) throw new DomainError('BULLETIN_IMAGE_LIMIT', { field: 'fileNames' });
}
