import { commonResponses } from '../common/envelope';
import { c, formPost } from '../common/contract-builder';
import { ZCidBody } from './circle-common.schemas';
import {
  ZAddCircleTitleBody,
  ZCircleComplaintItem,
  ZCircleComplaintPage,
  ZCircleDeleted,
  ZCircleEdited,
  ZCircleJurisdiction,
  ZCircleManageInfo,
  ZCircleMemberBody,
  ZCircleMemberItem,
  ZCircleMemberList,
  ZCircleMemberPage,
  ZCircleSanctionBody,
  ZCircleSanctionList,
  ZCircleSanctionOutcome,
  ZCircleTitle,
  ZCircleTitleBody,
  ZCircleTitleList,
  ZCircleTransferred,
  ZEditCircleDescribeBody,
  ZEditCircleHonourBody,
  ZEditCircleNameBody,
  ZFindCircleComplaintsBody,
  ZFindCircleMembersBody,
  ZDecideCircleComplaintBody,
  ZSetCircleJoinWayBody,
  ZSetCircleJurisdictionBody,
  ZSetCircleMemberTitleBody,
  ZUnbanCircleBody,
} from './circle-manage.schemas';

/**
 * Circles, manage part (issue 12): members, admins, titles, restrictions, editing, transfer, deletion, operator
 * sanctions. The guard asks the circle's role resolvers first (circleAdmin / circleCreator on `body.cid`); each
 * service checks the same rules again with circle.rules' asserts. Calls the spec does not name carry "Ours:".
 */
const admin = { roles: [{ role: 'circleAdmin', from: 'body.cid' }] } as const;
const owner = { roles: [{ role: 'circleCreator', from: 'body.cid' }] } as const;
const operator = { roles: [{ role: 'operator' }] } as const;

export const circleManageContract = c.router(
  {
    findCircleManageInfo: formPost('/circle/findCircleManageInfo.xhtml', ZCidBody, ZCircleManageInfo, 'user', {
      needs: admin,
      summary: "Ours: what the management home (CircleManage) shows: counts of members, admins, titles and pending applications, the caller's role",
    }),
    findCircleMembers: formPost('/circle/findCircleMembers.xhtml', ZFindCircleMembersBody, ZCircleMemberPage, 'user', {
      summary:
        "Ours: a page of the circle's members (owner, then admins, then by join time) with role, title and flags; keyword on the card name. Members only; refused to non-admins when viewing others is restricted",
    }),
    findCircleAdmins: formPost('/circle/findCircleAdmins.xhtml', ZCidBody, ZCircleMemberList, 'user', { needs: admin, summary: "Ours: the circle's owner and admins (CircleAdmin)" }),
    addCircleAdmin: formPost('/circle/addCircleAdmin.xhtml', ZCircleMemberBody, ZCircleMemberItem, 'user', {
      needs: owner,
      summary: 'Ours: the owner makes a joined member an admin (at most 5 admins); the member is told',
    }),
    delCircleAdmin: formPost('/circle/delCircleAdmin.xhtml', ZCircleMemberBody, ZCircleMemberItem, 'user', {
      needs: owner,
      summary: 'Ours: the owner makes an admin a plain member again; the member is told',
    }),
    findCircleTitles: formPost('/circle/findCircleTitles.xhtml', ZCidBody, ZCircleTitleList, 'user', { needs: admin, summary: "Ours: the circle's titles with how many members hold each" }),
    addCircleTitle: formPost('/circle/addCircleTitle.xhtml', ZAddCircleTitleBody, ZCircleTitle, 'user', {
      needs: admin,
      summary: 'Ours: an admin adds a title (1-15 characters, at most 5, no duplicates)',
    }),
    delCircleTitle: formPost('/circle/delCircleTitle.xhtml', ZCircleTitleBody, ZCircleTitleList, 'user', {
      needs: admin,
      summary: 'Ours: an admin deletes a title; the members holding it lose it',
    }),
    setCircleMemberTitle: formPost('/circle/setCircleMemberTitle.xhtml', ZSetCircleMemberTitleBody, ZCircleMemberItem, 'user', {
      needs: admin,
      summary: 'Ours: an admin gives a member a title, or clears it with an empty titleId; the member is told',
    }),
    disableCircleMember: formPost('/circle/disableCircleMember.xhtml', ZCircleMemberBody, ZCircleMemberItem, 'user', {
      needs: admin,
      summary: 'Ours: an admin disables a member (not the owner; only the owner disables an admin)',
    }),
    restoreCircleMember: formPost('/circle/restoreCircleMember.xhtml', ZCircleMemberBody, ZCircleMemberItem, 'user', { needs: admin, summary: 'Ours: an admin restores a disabled member' }),
    deleteCircleMember: formPost('/circle/deleteCircleMember.xhtml', ZCircleMemberBody, ZCircleManageInfo, 'user', {
      needs: admin,
      summary: "Ours: an admin removes a member (not the owner; an admin only by the owner; refused while the member's paid membership runs in a paid circle); the member is told",
    }),
    editCircleName: formPost('/circle/editCircleName.xhtml', ZEditCircleNameBody, ZCircleEdited, 'user', {
      needs: admin,
      summary: 'Ours: an admin renames the circle (EditCircleName, 1-15 characters)',
    }),
    editCircleDescribe: formPost('/circle/editCircleDescribe.xhtml', ZEditCircleDescribeBody, ZCircleEdited, 'user', {
      needs: admin,
      summary: 'Ours: an admin edits description, avatar, location, industry and labels (CircleDescribe), with the create rules',
    }),
    editCircleHonour: formPost('/circle/editCircleHonour.xhtml', ZEditCircleHonourBody, ZCircleEdited, 'user', {
      needs: admin,
      summary: "Ours: an admin edits the circle's honours (CircleHonour)",
    }),
    findCircleJurisdiction: formPost('/circle/findCircleJurisdiction.xhtml', ZCidBody, ZCircleJurisdiction, 'user', {
      needs: admin,
      summary: 'Ours: the three member restrictions (CircleJurisdiction)',
    }),
    setCircleJurisdiction: formPost('/circle/setCircleJurisdiction.xhtml', ZSetCircleJurisdictionBody, ZCircleJurisdiction, 'user', {
      needs: admin,
      summary: 'Ours: an admin sets the member restrictions: no announcements, no viewing others, no adding contacts',
    }),
    setCircleJoinWay: formPost('/circle/setCircleJoinWay.xhtml', ZSetCircleJoinWayBody, ZCircleEdited, 'user', {
      needs: owner,
      summary: "Ours: the owner sets the join way and prices (1-200 yuan); refused in a paid circle while a paying member's term runs",
    }),
    transferCircle: formPost('/circle/transferCircle.xhtml', ZCircleMemberBody, ZCircleTransferred, 'user', {
      needs: owner,
      summary: 'Ours: the owner hands the circle to a joined member (CircleTransfer); the old owner becomes an admin (a member when 5 admins exist); the new owner is told',
    }),
    deleteCircle: formPost('/circle/deleteCircle.xhtml', ZCidBody, ZCircleDeleted, 'user', {
      needs: owner,
      summary: "Ours: the owner dissolves the circle: refused while other members remain, while paying members' terms run, and for 15 days after a ban",
    }),
    warnCircle: formPost('/circle/warnCircle.xhtml', ZCircleSanctionBody, ZCircleSanctionOutcome, 'user', {
      needs: { ...operator, idempotent: true },
      summary: 'Ours: an operator warns a circle; the third warning dissolves it; the owner is told',
    }),
    banCircle: formPost('/circle/banCircle.xhtml', ZCircleSanctionBody, ZCircleSanctionOutcome, 'user', {
      needs: { ...operator, idempotent: true },
      summary: 'Ours: an operator bans a normal or warned circle; the owner is told',
    }),
    unbanCircle: formPost('/circle/unbanCircle.xhtml', ZUnbanCircleBody, ZCircleSanctionOutcome, 'user', {
      needs: { ...operator, idempotent: true },
      summary: 'Ours: an operator lifts a ban (back to normal, or warned when it has warnings); the owner is told',
    }),
    findCircleSanctions: formPost('/circle/findCircleSanctions.xhtml', ZCidBody, ZCircleSanctionList, 'user', {
      needs: operator,
      summary: "Ours: a circle's record of operator actions, newest first, with its state and warnings",
    }),
    findCircleComplaints: formPost('/circle/findCircleComplaints.xhtml', ZFindCircleComplaintsBody, ZCircleComplaintPage, 'user', {
      needs: operator,
      summary: "Ours: the operators' page of complaints about circles (open or handled), newest first",
    }),
    decideCircleComplaint: formPost('/circle/decideCircleComplaint.xhtml', ZDecideCircleComplaintBody, ZCircleComplaintItem, 'user', {
      needs: operator,
      summary: 'Ours: an operator upholds (reason required) or dismisses an open complaint, once; the complainant is told, and the owner when upheld',
    }),
  },
  { commonResponses },
);
