import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { imageUpload } from '../common/uploads';
import { ZCidBody, ZCircleDetail } from './circle-common.schemas';
import {
  ZApplyJoinCircleBody,
  ZCircleApplicationPage,
  ZCircleInvitationPage,
  ZCircleJoinInfo,
  ZCircleJoinInfoBody,
  ZCircleLabelOptions,
  ZCircleLoginCode,
  ZCircleMemberInfo,
  ZCircleMemberHitPage,
  ZCirclePage,
  ZCirclePageBody,
  ZCircleQrCode,
  ZCircleUserBody,
  ZCircleUserOutcome,
  ZCreateCircleBody,
  ZCreateLoginCodeBody,
  ZFindMyCirclesBody,
  ZFoundMpUsers,
  ZInviteCircleFriendsBody,
  ZInviteOutcome,
  ZLoginCodeBody,
  ZPollLoginCode,
  ZRelationOutcome,
  ZScanLoginCode,
  ZSearchCirUserBody,
  ZSearchCircleBody,
  ZSearchJoinCircleBody,
  ZSearchMpUserBody,
  ZUploadCircleAvatarBody,
  ZUploadedUrl,
} from './circle-core.schemas';
import { ZFeedQuery } from '../common/paging';

const ADMIN = { roles: [{ role: 'circleAdmin' as const, from: 'body.cid' as const }] };

/** Circles, core part (issue 12): circles, joining, applications and invitations, search, QR codes, scan login. Calls the spec does not name carry a summary starting "Ours:". */
export const circleCoreContract = c.router(
  {
    circleDetail: formPost('/circle/circleDetail.xhtml', ZCidBody, ZCircleDetail, 'optional', {
      summary: "One circle in full with the caller's relation to it (state, role, paid terms) and whether they may view its content",
    }),
    // --- creating ---
    createCircle: formPost('/circle/createCircle.xhtml', ZCreateCircleBody, ZCircleDetail, 'user', {
      needs: { idempotent: true },
      summary: 'Create a circle (name, description, avatar, location, industry, up to 4 labels, join method and prices); the caller becomes its owner. At most 20 per user',
    }),
    uploadCircleAvatar: {
      method: 'POST',
      path: '/circle/uploadCircleAvatar.xhtml',
      contentType: MULTIPART,
      body: ZUploadCircleAvatarBody,
      responses: { 200: envelope(ZUploadedUrl) },
      metadata: meta('user', 'main', { upload: imageUpload('circleAvatar') }),
      summary: 'Ours: store a circle avatar image (multipart field `file`) and answer its URL for createCircle / the edit screen',
    },
    findCircleLabels: formPost('/circle/findCircleLabels.xhtml', ZNoBody, ZCircleLabelOptions, 'public', {
      summary: 'Ours: the preset labels and industries the create and edit screens offer, with the label rules',
    }),
    // --- my circles ---
    findMyCircles: formPost('/circle/findMyCircles.xhtml', ZFindMyCirclesBody, ZCirclePage, 'user', {
      summary: 'My circles, newest first: `tab` newCircle (created by me) or joinCircle (joined, admin included)',
    }),
    // --- joining ---
    applyJoinCircle: formPost('/circle/applyJoinCircle.xhtml', ZApplyJoinCircleBody, ZRelationOutcome, 'user', {
      summary: 'Ours: join an open circle at once, or apply to an approval circle (optional note); a paid circle answers CIRCLE_NEEDS_PAYMENT',
    }),
    quitCircle: formPost('/circle/quitCircle.xhtml', ZCidBody, ZRelationOutcome, 'user', {
      summary: 'Ours: leave a circle (not its owner)',
    }),
    findCircleApplications: formPost('/circle/findCircleApplications.xhtml', ZCirclePageBody, ZCircleApplicationPage, 'user', {
      needs: ADMIN,
      summary: 'Ours: pending applications of a circle, newest first (CircleMemberWaitInfo; admins)',
    }),
    agreeCircleApplication: formPost('/circle/agreeCircleApplication.xhtml', ZCircleUserBody, ZCircleUserOutcome, 'user', {
      needs: ADMIN,
      summary: 'Ours: accept an application (joined; agreed in a paid circle, where the applicant then pays); admins',
    }),
    ignoreCircleApplication: formPost('/circle/ignoreCircleApplication.xhtml', ZCircleUserBody, ZCircleUserOutcome, 'user', {
      needs: ADMIN,
      summary: 'Ours: ignore an application; admins',
    }),
    inviteCircleFriends: formPost('/circle/inviteCircleFriends.xhtml', ZInviteCircleFriendsBody, ZInviteOutcome, 'user', {
      summary: 'Ours: a member invites card users (comma list `phoneIdEcrs`, at most 20); each gets a message (CircleInviteFriend)',
    }),
    findMyCircleInvitations: formPost('/circle/findMyCircleInvitations.xhtml', ZFeedQuery, ZCircleInvitationPage, 'user', {
      summary: 'Ours: invitations to the caller, newest first',
    }),
    agreeCircleInvitation: formPost('/circle/agreeCircleInvitation.xhtml', ZCidBody, ZRelationOutcome, 'user', {
      summary: 'Ours: accept an invitation (joined; agreed in a paid circle, then pay)',
    }),
    ignoreCircleInvitation: formPost('/circle/ignoreCircleInvitation.xhtml', ZCidBody, ZRelationOutcome, 'user', {
      summary: 'Ours: ignore an invitation',
    }),
    // --- QR codes, the join landing ---
    circleQrCode: formPost('/circle/circleQrCode.xhtml', ZCidBody, ZCircleQrCode, 'user', {
      summary: "Ours: a member's invitation QR code of the circle's join page (CircleQrCode, inviteQrCode)",
    }),
    circleJoinInfo: formPost('/circle/circleJoinInfo.xhtml', ZCircleJoinInfoBody, ZCircleJoinInfo, 'optional', {
      summary: "Ours: what the join page (CircleJoinInfo) shows a visitor: the circle's public part, the inviter, join method and prices",
    }),
    // --- scan login ---
    createCircleLoginCode: formPost('/circle/createCircleLoginCode.xhtml', ZCreateLoginCodeBody, ZCircleLoginCode, 'public', {
      summary: 'Ours: a one-time scan-login code and its QR image (CircleLoginCode), valid for a short time',
    }),
    pollCircleLoginCode: formPost('/circle/pollCircleLoginCode.xhtml', ZLoginCodeBody, ZPollLoginCode, 'public', {
      summary: 'Ours: the scan-login screen polls its code; once confirmed it is signed in (session issued exactly once)',
    }),
    scanCircleLoginCode: formPost('/circle/scanCircleLoginCode.xhtml', ZLoginCodeBody, ZScanLoginCode, 'user', {
      summary: 'Ours: the signed-in phone scanned a login code (the screen shows "scanned")',
    }),
    confirmCircleLoginCode: formPost('/circle/confirmCircleLoginCode.xhtml', ZLoginCodeBody, ZScanLoginCode, 'user', {
      summary: 'Ours: the phone that scanned the code confirms the sign-in',
    }),
    // --- search ---
    searchCircle: formPost('/circle/searchCircle.xhtml', ZSearchCircleBody, ZCirclePage, 'optional', {
      summary: 'Ours: search circles by name, label, location, industry or member name (SearchCircle)',
    }),
    searchJoinCircle: formPost('/circle/searchJoinCircle.xhtml', ZSearchJoinCircleBody, ZCirclePage, 'user', {
      summary: 'Ours: search my joined circles by name (SearchJoinCircle)',
    }),
    searchMpUser: formPost('/circle/searchMpUser.xhtml', ZSearchMpUserBody, ZFoundMpUsers, 'user', {
      summary: 'Ours: card users to invite into a circle, by card name or 11-digit mobile (SearchMpUser)',
    }),
    searchCirUser: formPost('/circle/searchCirUser.xhtml', ZSearchCirUserBody, ZCircleMemberHitPage, 'user', {
      summary: 'Ours: members of a circle by card name (SearchCirUser)',
    }),
    circleSearchMpUserInfo: formPost('/circle/circleSearchMpUserInfo.xhtml', ZCircleUserBody, ZCircleMemberInfo, 'user', {
      summary: "Ours: one member's card inside a circle (CircleSearchMpUserInfo)",
    }),
  },
  { commonResponses },
);
