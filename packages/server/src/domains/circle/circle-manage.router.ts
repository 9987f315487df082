import { initServer } from '@ts-rest/fastify';
import { circleManageContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { circleManageService } from './circle-manage.service';
import { circleManageEditService } from './circle-manage-edit.service';
import { circleSanctionService } from './circle-sanction.service';
import { circleComplaintReviewService } from './circle-complaint-review.service';

const s = initServer();

/** Handlers of the circle manage part (contract circle-manage.contract.ts). */
export function circleManageHandlers(ctx: AppContext) {
  const people = circleManageService(ctx);
  const edit = circleManageEditService(ctx);
  const ops = circleSanctionService(ctx);
  const complaints = circleComplaintReviewService(ctx);
  return s.router(circleManageContract, {
    findCircleManageInfo: signedIn(({ body }, userId) => people.manageInfo(userId, body.cid)),
    findCircleMembers: signedIn(({ body }, userId) => people.members(userId, body)),
    findCircleAdmins: signedIn(({ body }, userId) => people.admins(userId, body.cid)),
    addCircleAdmin: signedIn(({ body }, userId) => people.addAdmin(userId, body)),
    delCircleAdmin: signedIn(({ body }, userId) => people.delAdmin(userId, body)),
    findCircleTitles: signedIn(({ body }, userId) => people.titles(userId, body.cid)),
    addCircleTitle: signedIn(({ body }, userId) => people.addTitle(userId, body)),
    delCircleTitle: signedIn(({ body }, userId) => people.delTitle(userId, body)),
    setCircleMemberTitle: signedIn(({ body }, userId) => people.setMemberTitle(userId, body)),
    disableCircleMember: signedIn(({ body }, userId) => people.disable(userId, body)),
    restoreCircleMember: signedIn(({ body }, userId) => people.restore(userId, body)),
    deleteCircleMember: signedIn(({ body }, userId) => people.deleteMember(userId, body)),
    editCircleName: signedIn(({ body }, userId) => edit.editName(userId, body)),
    editCircleDescribe: signedIn(({ body }, userId) => edit.editDescribe(userId, body)),
    editCircleHonour: signedIn(({ body }, userId) => edit.editHonour(userId, body)),
    findCircleJurisdiction: signedIn(({ body }, userId) => edit.jurisdiction(userId, body.cid)),
    setCircleJurisdiction: signedIn(({ body }, userId) => edit.setJurisdiction(userId, body)),
    setCircleJoinWay: signedIn(({ body }, userId) => edit.setJoinWay(userId, body)),
    transferCircle: signedIn(({ body }, userId) => edit.transfer(userId, body)),
    deleteCircle: signedIn(({ body }, userId) => edit.deleteCircle(userId, body.cid)),
    warnCircle: signedIn(({ body }, userId) => ops.warn(userId, body)),
    banCircle: signedIn(({ body }, userId) => ops.ban(userId, body)),
    unbanCircle: signedIn(({ body }, userId) => ops.unban(userId, body)),
    findCircleSanctions: signedIn(({ body }) => ops.sanctions(body.cid)),
    findCircleComplaints: signedIn(({ body }) => complaints.complaints(body)),
    decideCircleComplaint: signedIn(({ body }, userId) => complaints.decide(userId, body)),
  });
}
