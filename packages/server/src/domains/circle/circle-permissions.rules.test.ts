import { describe, expect, it } from 'vitest';
import { viewerPermissions } from './circle-permissions.rules';

const now = new Date('2026-11-24T10:00:00Z');
const open = { noMemberBulletin: false, noViewOthers: false };
const member = (role = 'member', o: { disabled?: boolean; state?: string; paidUntil?: Date | null } = {}) => ({
  state: o.state ?? 'joined',
  role,
  disabled: o.disabled ?? false,
  paidUntil: o.paidUntil ?? null,
  viewPaidUntil: null,
});

describe('viewerPermissions', () => {
  it('a plain member of an unrestricted circle may do everything', () => {
    expect(viewerPermissions(open, member(), now)).toEqual({
      canPost: true,
      postReason: null,
      canComment: true,
      commentReason: null,
      canInvite: true,
      inviteReason: null,
      canSeeMembers: true,
      membersReason: null,
    });
  });

  it('a visitor (no row) is refused every action as not a member', () => {
    const p = viewerPermissions(open, null, now);
    expect([p.canPost, p.canComment, p.canInvite, p.canSeeMembers]).toEqual([false, false, false, false]);
    expect(new Set([p.postReason, p.commentReason, p.inviteReason, p.membersReason])).toEqual(new Set(['CIRCLE_NOT_MEMBER']));
  });

  it('publishing restricted (noMemberBulletin): a member may not post, with the restriction as reason; an admin still may', () => {
    const c = { ...open, noMemberBulletin: true };
    expect(viewerPermissions(c, member(), now)).toMatchObject({ canPost: false, postReason: 'CIRCLE_RESTRICTED_BY_ADMIN', canComment: true });
    expect(viewerPermissions(c, member('admin'), now)).toMatchObject({ canPost: true, postReason: null });
    expect(viewerPermissions(c, member('owner'), now)).toMatchObject({ canPost: true });
  });

  it('viewing others restricted (noViewOthers): a member may not open the members, an admin may', () => {
    const c = { ...open, noViewOthers: true };
    expect(viewerPermissions(c, member(), now)).toMatchObject({ canSeeMembers: false, membersReason: 'CIRCLE_RESTRICTED_BY_ADMIN', canPost: true });
    expect(viewerPermissions(c, member('admin'), now)).toMatchObject({ canSeeMembers: true, membersReason: null });
  });

  it('a disabled member may not post, comment or invite (CIRCLE_MEMBER_DISABLED), but still sees the members', () => {
    const p = viewerPermissions(open, member('member', { disabled: true }), now);
    expect(p).toMatchObject({
      canPost: false,
      postReason: 'CIRCLE_MEMBER_DISABLED',
      canComment: false,
      commentReason: 'CIRCLE_MEMBER_DISABLED',
      canInvite: false,
      inviteReason: 'CIRCLE_MEMBER_DISABLED',
      canSeeMembers: true,
    });
  });

  it('a paid term ending exactly now is over (not a member); one a millisecond later is still running', () => {
    expect(viewerPermissions(open, member('member', { paidUntil: now }), now)).toMatchObject({ canPost: false, postReason: 'CIRCLE_NOT_MEMBER' });
    expect(viewerPermissions(open, member('member', { paidUntil: new Date(now.getTime() + 1) }), now)).toMatchObject({ canPost: true });
  });

  it('an applicant (applied, not joined) may do nothing yet', () => {
    expect(viewerPermissions(open, member('member', { state: 'applied' }), now)).toMatchObject({ canComment: false, commentReason: 'CIRCLE_NOT_MEMBER' });
  });
});
