import { initServer } from '@ts-rest/fastify';
import { networkCompanyContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { networkCompanyService } from './network-company.service';
import { networkCompanyAdminService } from './network-company-admin.service';
import { networkHandoverService } from './network-handover.service';
import { networkCompanyCreateService } from './network-company-create.service';

const s = initServer();

/** Handlers of the network company part (contract network-company.contract.ts). */
export function networkCompanyHandlers(ctx: AppContext) {
  const co = networkCompanyService(ctx);
  const adm = networkCompanyAdminService(ctx);
  const ho = networkHandoverService(ctx);
  const mk = networkCompanyCreateService(ctx);
  return s.router(networkCompanyContract, {
    getMyCompanyState: signedIn((_, userId) => co.myState(userId)),
    searchCompany: signedIn(({ body }) => co.search(body)),
    applyJoinCompanyN: signedIn(({ body }, userId) => co.applyJoin(userId, body.companyId)),
    withdrawJoinCompany: signedIn((_, userId) => co.withdraw(userId)),
    findCompanyApplications: signedIn(({ body }, userId) => co.applications(userId, body)),
    agreeJoinCompanyN: signedIn(({ body }, userId) => co.agreeJoin(userId, body.applicationId)),
    ignoreJoinCompanyN: signedIn(({ body }, userId) => co.ignoreJoin(userId, body.applicationId)),
    getExitCompanyState: signedIn((_, userId) => co.exitState(userId)),
    applyExitCompany: signedIn((_, userId) => co.applyExit(userId)),
    agreeExitCompany: signedIn(({ body }, userId) => co.agreeExit(userId, body.applicationId)),
    refuseExitCompany: signedIn(({ body }, userId) => co.refuseExit(userId, body.applicationId)),
    outOfMyCompany: signedIn(({ body }, userId) => co.removeStaff(userId, body.phoneIdEcr)),
    findCompanyStaff: signedIn(({ body }, userId) => adm.staff(userId, body)),
    getCompanyMpAdmins: signedIn((_, userId) => adm.admins(userId)),
    setCompanyAdmin: signedIn(({ body }, userId) => adm.setAdmin(userId, body.phoneIdEcr, true)),
    unsetCompanyAdmin: signedIn(({ body }, userId) => adm.setAdmin(userId, body.phoneIdEcr, false)),
    findDepartments: signedIn((_, userId) => adm.departments(userId)),
    addDepartment: signedIn(({ body }, userId) => adm.addDepartment(userId, body.name)),
    renameDepartment: signedIn(({ body }, userId) => adm.renameDepartment(userId, body.departmentId, body.name)),
    delDepartment: signedIn(({ body }, userId) => adm.delDepartment(userId, body.departmentId)),
    setMemberDepartment: signedIn(({ body }, userId) => adm.setMemberDepartment(userId, body.phoneIdEcr, body.departmentId)),
    setCompanyMasterCard: signedIn(({ body }, userId) => adm.setMasterCard(userId, body.phoneIdEcr)),
    findCompanyMasterCard: signedIn((_, userId) => adm.masterCard(userId)),
    setCompanyPrivacyLock: signedIn(({ body }, userId) => adm.setPrivacyLock(userId, body.lockPrivacy)),
    handOverContacts: signedIn(({ body }, userId) => ho.handOver(userId, body)),
    refuseHandover: signedIn(({ body }, userId) => ho.refuse(userId, body.handoverId)),
    findMyHandovers: signedIn((_, userId) => ho.mine(userId)),
    findDepartedStaff: signedIn((_, userId) => ho.departed(userId)),
    findHandovers: signedIn(({ body }, userId) => ho.list(userId, body)),
    createCompany: signedIn(({ body }, userId) => mk.create(userId, body)),
    inviteToCompany: signedIn(({ body }, userId) => mk.invite(userId, body.invitee)),
    findCompanyInvites: signedIn((_, userId) => mk.companyInvites(userId)),
    findMyCompanyInvites: signedIn((_, userId) => mk.myInvites(userId)),
    findCompanyInvite: signedIn(({ body }, userId) => mk.findInvite(userId, body.inviteId)),
    acceptCompanyInvite: signedIn(({ body }, userId) => mk.accept(userId, body.inviteId)),
    declineCompanyInvite: signedIn(({ body }, userId) => mk.decline(userId, body.inviteId)),
    transferCompanyAdmin: signedIn(({ body }, userId) => mk.transferAdmin(userId, body.phoneIdEcr)),
    dissolveCompany: signedIn((_, userId) => mk.dissolve(userId)),
  });
}
