import { describe, expect, it } from 'vitest';
import { ZCircleComplaintBody, ZPublishBulletinBody } from '@card/contract';
import {
  assertBulletinImages,
  assertBulletinShown,
  assertComplaintPictures,
  assertKindFits,
  assertMayHandleComment,
  assertMayPublish,
  attachmentsOf,
  bulletinLinks,
  complaintEvidence,
  mayManageBulletin,
} from './circle-bulletin.rules';

const now = new Date('2026-11-24T10:00:00Z');
const fail = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    const d = e as { code: string; details?: { field?: string } };
    return `${d.code}:${d.details?.field}`;
  }
};
const links = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/${i}`);
const member = (role = 'member', o: { disabled?: boolean; state?: string } = {}) => ({
  state: o.state ?? 'joined',
  role,
  disabled: o.disabled ?? false,
  paidUntil: null,
  viewPaidUntil: null,
});
const cid = 'circle000000000001';

describe('bulletin content (schema)', () => {
  const parse = (content: string) => ZPublishBulletinBody.safeParse({ cid, kind: 'imageText', content }).success;
  it('200 characters pass, 201 and empty do not', () => {
    expect(parse('公'.repeat(200))).toBe(true);
    expect(parse('公'.repeat(201))).toBe(false);
    expect(parse('  ')).toBe(false);
  });
});

describe('links and images', () => {
  it('4 different links pass; a 5th different one is BULLETIN_LINK_LIMIT', () => {
    expect(bulletinLinks(links(4))).toHaveLength(4);
    expect(fail(() => bulletinLinks(links(5)))).toBe('BULLETIN_LINK_LIMIT:links');
  });
  it('5 links with one repeat are 4 different: accepted, stored once each', () => {
    expect(bulletinLinks([...links(4), links(4)[1]!])).toEqual(links(4));
  });
  it('9 images pass, 10 are BULLETIN_IMAGE_LIMIT', () => {
    expect(fail(() => assertBulletinImages(links(9)))).toBeNull();
    expect(fail(() => assertBulletinImages(links(10)))).toBe('BULLETIN_IMAGE_LIMIT:images');
  });
});

describe('kinds and attachments', () => {
  it('a link bulletin needs a link, a video one a video, and only a video one has one', () => {
    expect(fail(() => assertKindFits('link', [], undefined))).toBe('BULLETIN_KIND_MISMATCH:links');
    expect(fail(() => assertKindFits('link', links(1), undefined))).toBeNull();
    expect(fail(() => assertKindFits('video', [], undefined))).toBe('BULLETIN_KIND_MISMATCH:videoUrl');
    expect(fail(() => assertKindFits('video', [], 'v.mp4'))).toBeNull();
    expect(fail(() => assertKindFits('imageText', [], 'v.mp4'))).toBe('BULLETIN_KIND_MISMATCH:videoUrl');
    expect(fail(() => assertKindFits('imageText', [], undefined))).toBeNull();
  });
  it('an attachment is all its required fields or none', () => {
    expect(attachmentsOf({})).toEqual({ merchandise: null, microFold: null });
    expect(attachmentsOf({ merchandiseTitle: '茶', merchandisePriceFen: 990, merchandiseUrl: 'https://s.example/1', microFoldTitle: '折页', microFoldUrl: 'https://f.example/1' })).toEqual({
      merchandise: { title: '茶', priceFen: 990, url: 'https://s.example/1', imageUrl: null },
      microFold: { title: '折页', url: 'https://f.example/1' },
    });
    expect(fail(() => attachmentsOf({ merchandiseTitle: '茶', merchandiseUrl: 'https://s.example/1' }))).toBe('BULLETIN_ATTACHMENT_INCOMPLETE:merchandisePriceFen');
    expect(fail(() => attachmentsOf({ merchandiseImageUrl: 'https://s.example/1.png' }))).toBe('BULLETIN_ATTACHMENT_INCOMPLETE:merchandiseTitle');
    expect(fail(() => attachmentsOf({ microFoldUrl: 'https://f.example/1' }))).toBe('BULLETIN_ATTACHMENT_INCOMPLETE:microFoldTitle');
  });
});

describe('who publishes, manages, replies', () => {
  it('members who may act publish; disabled members and outsiders do not; a restricted circle lets only admins', () => {
    expect(fail(() => assertMayPublish({ noMemberBulletin: false }, member(), now))).toBeNull();
    expect(fail(() => assertMayPublish({ noMemberBulletin: false }, member('member', { disabled: true }), now))).toBe('CIRCLE_MEMBER_DISABLED:cid');
    expect(fail(() => assertMayPublish({ noMemberBulletin: false }, null, now))).toBe('CIRCLE_NOT_MEMBER:cid');
    expect(fail(() => assertMayPublish({ noMemberBulletin: false }, member('member', { state: 'applied' }), now))).toBe('CIRCLE_NOT_MEMBER:cid');
    expect(fail(() => assertMayPublish({ noMemberBulletin: true }, member(), now))).toBe('CIRCLE_RESTRICTED_BY_ADMIN:cid');
    expect(fail(() => assertMayPublish({ noMemberBulletin: true }, member('admin'), now))).toBeNull();
    expect(fail(() => assertMayPublish({ noMemberBulletin: true }, member('owner'), now))).toBeNull();
  });
  it('a bulletin removed by its author is not found; one the system deleted says so', () => {
    expect(fail(() => assertBulletinShown({ state: 'normal' }))).toBeNull();
    expect(fail(() => assertBulletinShown({ state: 'removed' }))).toBe('BULLETIN_NOT_FOUND:bulletinId');
    expect(fail(() => assertBulletinShown(null))).toBe('BULLETIN_NOT_FOUND:bulletinId');
    expect(fail(() => assertBulletinShown({ state: 'illegal' }))).toBe('ANNOUNCE_ILLEGAL_DELETED:bulletinId');
  });
  it('its publisher and admins manage a bulletin; other members do not', () => {
    expect(mayManageBulletin(member(), now, 'u1', 'u1')).toBe(true);
    expect(mayManageBulletin(member('admin'), now, 'u2', 'u1')).toBe(true);
    expect(mayManageBulletin(member(), now, 'u2', 'u1')).toBe(false);
    expect(mayManageBulletin(null, now, 'u1', 'u1')).toBe(false);
  });
  it("admins, the publisher and the comment's author handle a comment; other members get COMMENT_NOT_ALLOWED", () => {
    expect(fail(() => assertMayHandleComment(member('admin'), now, 'a', 'p', 'c'))).toBeNull();
    expect(fail(() => assertMayHandleComment(member(), now, 'p', 'p', 'c'))).toBeNull();
    expect(fail(() => assertMayHandleComment(member(), now, 'c', 'p', 'c'))).toBeNull();
    expect(fail(() => assertMayHandleComment(member(), now, 'x', 'p', 'c'))).toBe('COMMENT_NOT_ALLOWED:commentId');
    expect(fail(() => assertMayHandleComment(null, now, 'c', 'p', 'c'))).toBe('CIRCLE_NOT_MEMBER:cid');
  });
});

describe('complaints', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `bulletin0000000${i}`);
  it('1 to 4 evidences pass; 0 and 5 are COMPLAINT_EVIDENCE_RANGE; repeats count once', () => {
    expect(complaintEvidence(ids(1))).toHaveLength(1);
    expect(complaintEvidence(ids(4))).toHaveLength(4);
    expect(fail(() => complaintEvidence([]))).toBe('COMPLAINT_EVIDENCE_RANGE:bulletinIds');
    expect(fail(() => complaintEvidence(ids(5)))).toBe('COMPLAINT_EVIDENCE_RANGE:bulletinIds');
    expect(complaintEvidence([...ids(4), ids(4)[0]!])).toHaveLength(4);
  });
  it('9 pictures pass, 10 do not', () => {
    expect(fail(() => assertComplaintPictures(ids(9)))).toBeNull();
    expect(fail(() => assertComplaintPictures(ids(10)))).toBe('BULLETIN_IMAGE_LIMIT:fileNames');
  });
  it('complaint text: 200 characters pass, 201 do not; fileNames arrive as one comma string', () => {
    const body = (content: string) => ZCircleComplaintBody.safeParse({ cid, bulletinIds: 'bulletin00000001', fileNames: 'a.png,b.png', content });
    const ok = body('投'.repeat(200));
    expect(ok.success && ok.data.fileNames).toEqual(['a.png', 'b.png']);
    expect(body('投'.repeat(201)).success).toBe(false);
  });
});
