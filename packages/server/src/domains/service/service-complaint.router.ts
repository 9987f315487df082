import { initServer } from '@ts-rest/fastify';
import { serviceComplaintContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { serviceComplaintService } from './service-complaint.service';

const s = initServer();

/** Handlers of the customer service area's complaint part (contract service-complaint.contract.ts). */
export function serviceComplaintHandlers(ctx: AppContext) {
  const complaints = serviceComplaintService(ctx);
  return s.router(serviceComplaintContract, {
    uploadComplaintPicture: signedIn(({ body }, userId) => complaints.uploadPicture(userId, body.file)),
    submitComplaint: signedIn(({ body }, userId) => complaints.submit(userId, body)),
    findMyComplaints: signedIn(({ body }, userId) => complaints.mine(userId, body)),
    findComplaintDetail: signedIn(({ body }, userId) => complaints.detail(userId, body.id)),
    findComplaints: signedIn(({ body }) => complaints.forAgents(body)),
    decideComplaint: signedIn(({ body }, agentId) => complaints.decide(agentId, body)),
  });
}
