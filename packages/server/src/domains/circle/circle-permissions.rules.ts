import type { ErrorCode, TViewerPermissions } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertMayPublish } from './circle-bulletin.rules';
import { assertMayViewMembers } from './circle-manage.rules';
import { assertActiveMember, assertMember, type MemberFacts } from './circle.rules';

/**
 * What the viewer of a circle may do, with the catalogue code that refuses each action (issue 32, item 5): the
 * circle's screens hide or disable an action and show why BEFORE the member starts writing. Each answer runs the
 * very assert the action's service runs, so a screen can never offer what the server then refuses, nor the reverse.
 */
function reasonOf(check: () => void): ErrorCode | null {
  try {
    check();
    return null;
  } catch (err) {
    if (err instanceof DomainError) return err.code;
    throw err;
  }
}

export function viewerPermissions(c: { noMemberBulletin: boolean; noViewOthers: boolean }, me: MemberFacts | null, now: Date): TViewerPermissions {
  const postReason = reasonOf(() => assertMayPublish(c, me, now));
  const commentReason = reasonOf(() => assertActiveMember(me, now));
  const inviteReason = reasonOf(() => assertActiveMember(me, now));
  const membersReason = reasonOf(() => {
    assertMember(me, now);
    assertMayViewMembers(c, me.role);
  });
  return {
    canPost: postReason === null,
    postReason,
    canComment: commentReason === null,
    commentReason,
    canInvite: inviteReason === null,
    inviteReason,
    canSeeMembers: membersReason === null,
    membersReason,
  };
}
