import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZPersonBody } from './network-common.schemas';
import {
  ZAddDepartmentBody,
  ZCompanyApplicationBody,
  ZCompanyApplicationPage,
  ZCompanyDepartmentList,
  ZCompanyDone,
  ZCompanyIdBody,
  ZCompanyMasterCard,
  ZCompanyPage,
  ZCompanyPrivacyLock,
  ZCompanyPrivacyLockBody,
  ZCompanyStaffItem,
  ZCompanyStaffList,
  ZCompanyStaffPage,
  ZDepartedList,
  ZDepartmentIdBody,
  ZExitCompanyState,
  ZFindCompanyApplicationsBody,
  ZHandOverBody,
  ZHandOverResult,
  ZHandoverBody,
  ZHandoverList,
  ZHandoverPage,
  ZMyCompanyState,
  ZRenameDepartmentBody,
  ZCreateCompanyBody,
  ZInviteCompanyBody,
  ZCompanyInviteBody,
  ZCompanyInvite,
  ZCompanyInviteList,
  ZSearchCompanyBody,
  ZSetMemberDepartmentBody,
} from './network-company.schemas';
import { ZPageQuery } from '../common/paging';

/**
 * The network, company part (issue 13): company states, join and exit applications, admins, staff deletion,
 * departments, the enterprise master card, the privacy lock and the hand-over of a departed member's contacts.
 * Admin calls name the session role `companyAdmin` (the guard answers NO_PERMISSION) and the service checks again.
 * Calls the spec does not name carry a summary starting "Ours:".
 */
const admin = { roles: [{ role: 'companyAdmin' }] } as const;
const adminOnce = { roles: [{ role: 'companyAdmin' }], idempotent: true } as const;

export const networkCompanyContract = c.router(
  {
    getMyCompanyState: formPost('/acc/getMyCompanyState.xhtml', ZNoBody, ZMyCompanyState, 'user', {
      summary: 'My company state (none | applying | member | exitApplying | withdrawn) with the company, my role and department, and the application',
    }),
    searchCompany: formPost('/rel/searchCompany.xhtml', ZSearchCompanyBody, ZCompanyPage, 'user', {
      summary: 'Companies whose name contains the keyword (not blank), a page at a time',
    }),
    applyJoinCompanyN: formPost('/acc/applyJoinCompanyN.xhtml', ZCompanyIdBody, ZMyCompanyState, 'user', {
      needs: { idempotent: true },
      summary: 'Apply to join a company (one open application per user; refused when already in a company); its admins are told',
    }),
    withdrawJoinCompany: formPost('/acc/withdrawJoinCompany.xhtml', ZNoBody, ZMyCompanyState, 'user', {
      summary: 'Ours: the applicant takes back the open join application (state withdrawn)',
    }),
    findCompanyApplications: formPost('/acc/findCompanyApplications.xhtml', ZFindCompanyApplicationsBody, ZCompanyApplicationPage, 'user', {
      needs: admin,
      summary: 'Ours: the admin list (in2ManageList) of pending join or exit applications, oldest first',
    }),
    agreeJoinCompanyN: formPost('/acc/agreeJoinCompanyN.xhtml', ZCompanyApplicationBody, ZCompanyDone, 'user', {
      needs: admin,
      summary: 'Ours: an admin approves a join application; the applicant becomes a member in the same transaction and is told',
    }),
    ignoreJoinCompanyN: formPost('/acc/ignoreJoinCompanyN.xhtml', ZCompanyApplicationBody, ZCompanyDone, 'user', {
      needs: admin,
      summary: 'An admin ignores a join application; the applicant is told',
    }),
    getExitCompanyState: formPost('/acc/getExitCompanyState.xhtml', ZNoBody, ZExitCompanyState, 'user', {
      summary: 'Whether I am in no company, a member, or applying to quit',
    }),
    applyExitCompany: formPost('/acc/applyExitCompany.xhtml', ZNoBody, ZMyCompanyState, 'user', {
      needs: { idempotent: true },
      summary: 'Apply to quit the company (an admin approves); the last admin cannot; the admins are told',
    }),
    agreeExitCompany: formPost('/acc/agreeExitCompany.xhtml', ZCompanyApplicationBody, ZCompanyDone, 'user', {
      needs: admin,
      summary: 'Ours: an admin approves an exit application: the member leaves (department and master card cleared) and is told',
    }),
    refuseExitCompany: formPost('/acc/refuseExitCompany.xhtml', ZCompanyApplicationBody, ZCompanyDone, 'user', {
      needs: admin,
      summary: 'Ours: an admin refuses an exit application; the member stays and is told',
    }),
    outOfMyCompany: formPost('/acc/outOfMyCompany.xhtml', ZPersonBody, ZCompanyDone, 'user', {
      needs: admin,
      summary: 'An admin removes a staff member (staff deletion); never the last admin; the member is told',
    }),
    findCompanyStaff: formPost('/acc/findCompanyStaff.xhtml', ZPageQuery, ZCompanyStaffPage, 'user', {
      summary: "Ours: my company's members (admins first, then by joining order), with role and department; members only",
    }),
    getCompanyMpAdmins: formPost('/acc/getCompanyMpAdmins.xhtml', ZNoBody, ZCompanyStaffList, 'user', {
      summary: 'The admins of my company; members only',
    }),
    setCompanyAdmin: formPost('/acc/setCompanyAdmin.xhtml', ZPersonBody, ZCompanyStaffItem, 'user', { needs: admin, summary: 'Ours: an admin makes a member an admin; the member is told' }),
    unsetCompanyAdmin: formPost('/acc/unsetCompanyAdmin.xhtml', ZPersonBody, ZCompanyStaffItem, 'user', {
      needs: admin,
      summary: 'Ours: an admin makes an admin a plain member again (never the last admin); the member is told',
    }),
    findDepartments: formPost('/acc/findDepartments.xhtml', ZNoBody, ZCompanyDepartmentList, 'user', {
      summary: "Ours: my company's departments with their member counts; members only",
    }),
    addDepartment: formPost('/acc/addDepartment.xhtml', ZAddDepartmentBody, ZCompanyDepartmentList, 'user', {
      needs: adminOnce,
      summary: 'Ours: an admin adds a department (1-20 characters, unique in the company, at most 50)',
    }),
    renameDepartment: formPost('/acc/renameDepartment.xhtml', ZRenameDepartmentBody, ZCompanyDepartmentList, 'user', {
      needs: admin,
      summary: 'Ours: an admin renames a department (same rules as adding)',
    }),
    delDepartment: formPost('/acc/delDepartment.xhtml', ZDepartmentIdBody, ZCompanyDepartmentList, 'user', {
      needs: admin,
      summary: 'Ours: an admin deletes a department; its members become ungrouped',
    }),
    setMemberDepartment: formPost('/acc/setMemberDepartment.xhtml', ZSetMemberDepartmentBody, ZCompanyStaffItem, 'user', {
      needs: admin,
      summary: 'Ours: an admin puts a member in a department, or ungroups them with an empty departmentId; the member is told',
    }),
    setCompanyMasterCard: formPost('/acc/setCompanyMasterCard.xhtml', ZPersonBody, ZCompanyMasterCard, 'user', {
      needs: admin,
      summary: 'Ours: an admin chooses the enterprise master card among the members (non-admins: no permission); the company is told',
    }),
    findCompanyMasterCard: formPost('/acc/findCompanyMasterCard.xhtml', ZNoBody, ZCompanyMasterCard, 'user', {
      summary: "Ours: my company's enterprise master card, or null; members only",
    }),
    setCompanyPrivacyLock: formPost('/acc/setCompanyPrivacyLock.xhtml', ZCompanyPrivacyLockBody, ZCompanyPrivacyLock, 'user', {
      needs: admin,
      summary: "Ours: an admin locks or unlocks the members' privacy settings (then refused with COMPANY_NOT_ALLOWED); members are told",
    }),
    handOverContacts: formPost('/acc/handOverContacts.xhtml', ZHandOverBody, ZHandOverResult, 'user', {
      needs: adminOnce,
      summary: "Ours: an admin hands a departed member's contacts to a colleague: copies served by the colleague; each contact is told and may refuse",
    }),
    refuseHandover: formPost('/acc/refuseHandover.xhtml', ZHandoverBody, ZCompanyDone, 'user', {
      summary: "Ours: the handed-over contact refuses: the colleague's copy is removed and the colleague is told",
    }),
    findMyHandovers: formPost('/acc/findMyHandovers.xhtml', ZNoBody, ZHandoverList, 'user', {
      summary: 'Ours: hand-overs that concern me as a contact and that I may still refuse, newest first',
    }),
    findDepartedStaff: formPost('/acc/findDepartedStaff.xhtml', ZNoBody, ZDepartedList, 'user', {
      needs: admin,
      summary: 'Ours: people who left the company (approved exit or removal) and are not back, newest first: whom a hand-over can be from',
    }),
    findHandovers: formPost('/acc/findHandovers.xhtml', ZPageQuery, ZHandoverPage, 'user', { needs: admin, summary: "Ours: the company's hand-overs, newest first (admins)" }),
    // --- issue 31: companies from scratch ---
    createCompany: formPost('/acc/createCompany.xhtml', ZCreateCompanyBody, ZMyCompanyState, 'user', {
      needs: { idempotent: true },
      summary: 'Ours: a user in no company creates one (name 2-50 characters, unique among existing companies; USCC optional) and is its member and admin',
    }),
    inviteToCompany: formPost('/acc/inviteToCompany.xhtml', ZInviteCompanyBody, ZCompanyInvite, 'user', {
      needs: admin,
      summary: 'Ours: an admin invites a user in no company by mobile number or card id; a second invite answers the pending one; the invitee is told',
    }),
    findCompanyInvites: formPost('/acc/findCompanyInvites.xhtml', ZNoBody, ZCompanyInviteList, 'user', {
      needs: admin,
      summary: "Ours: the company's pending invitations, newest first (admins)",
    }),
    findMyCompanyInvites: formPost('/acc/findMyCompanyInvites.xhtml', ZNoBody, ZCompanyInviteList, 'user', {
      summary: 'Ours: invitations to me still pending, newest first',
    }),
    findCompanyInvite: formPost('/acc/findCompanyInvite.xhtml', ZCompanyInviteBody, ZCompanyInvite, 'user', {
      summary: 'Ours: one invitation, for its invitee or an admin of its company (anyone else: not found)',
    }),
    acceptCompanyInvite: formPost('/acc/acceptCompanyInvite.xhtml', ZCompanyInviteBody, ZMyCompanyState, 'user', {
      summary: 'Ours: the invitee accepts: member in the same transaction (refused when in a company meanwhile); the inviter is told',
    }),
    declineCompanyInvite: formPost('/acc/declineCompanyInvite.xhtml', ZCompanyInviteBody, ZCompanyDone, 'user', {
      summary: 'Ours: the invitee declines; the inviter is told',
    }),
    transferCompanyAdmin: formPost('/acc/transferCompanyAdmin.xhtml', ZPersonBody, ZCompanyDone, 'user', {
      needs: admin,
      summary: 'Ours: an admin hands the admin role to a member and becomes a member (one transaction); the member is told',
    }),
    dissolveCompany: formPost('/acc/dissolveCompany.xhtml', ZNoBody, ZMyCompanyState, 'user', {
      needs: admin,
      summary: 'Ours: the sole remaining member, its admin, dissolves the company (hidden from search, its name free; pending requests closed)',
    }),
  },
  { commonResponses },
);
