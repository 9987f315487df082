import type { z } from 'zod';
import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { imageUpload } from '../common/uploads';
import { LIMITS } from '../common/limits';
import { AGENT_NEEDS } from './service.schemas';
import {
  ZAgentComplaintsBody,
  ZComplaint,
  ZComplaintAgentPage,
  ZComplaintIdBody,
  ZComplaintPage,
  ZServiceComplaintPictureBody,
  ZComplaintPictureUrl,
  ZDecideComplaintBody,
  ZMyComplaintsBody,
  ZSubmitComplaintBody,
} from './service-complaint.schemas';

/**
 * Customer service, complaint part (issue 17): complaint intake about a card with evidence pictures (the spec's
 * /complaint/* group, for users) and agents' decisions (/customerService/complaint/*). The spec names the groups
 * only, so every call name is ours. Someone else's complaint answers NOT_FOUND.
 */
const U = '/complaint';
const A = '/customerService/complaint';
const agent = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string) =>
  formPost(`${A}/${name}.xhtml` as `/customerService/complaint/${N}.xhtml`, body, result, 'user', { needs: AGENT_NEEDS, summary });

export const serviceComplaintContract = c.router(
  {
    uploadComplaintPicture: {
      method: 'POST',
      path: `${U}/uploadComplaintPicture.xhtml`,
      contentType: MULTIPART,
      body: ZServiceComplaintPictureBody,
      responses: { 200: envelope(ZComplaintPictureUrl) },
      metadata: meta('user', 'main', { upload: imageUpload('complaintPicture') }),
      summary: `Ours: upload one evidence picture (multipart \`file\`); submitComplaint names up to ${LIMITS.service.complaintPicturesMax} of the answered URLs`,
    },
    submitComplaint: formPost(`${U}/submitComplaint.xhtml`, ZSubmitComplaintBody, ZComplaint, 'user', {
      needs: { idempotent: true },
      summary:
        "Ours: complain about a card (target: its phoneIdEcr) or something else (no target): a reason from the fixed list, text 1-200, 1-9 of the caller's own complaint pictures (comma-joined); never about oneself; one pending complaint per user and target (COMPLAINT_PENDING)",
    }),
    findMyComplaints: formPost(`${U}/findMyComplaints.xhtml`, ZMyComplaintsBody, ZComplaintPage, 'user', {
      summary: "Ours: the caller's complaints, newest first, with their status and decision",
    }),
    findComplaintDetail: formPost(`${U}/findComplaintDetail.xhtml`, ZComplaintIdBody, ZComplaint, 'user', {
      summary: "Ours: one of the caller's complaints; anyone else's answers NOT_FOUND",
    }),
    findComplaints: agent(
      'findComplaints',
      ZAgentComplaintsBody,
      ZComplaintAgentPage,
      "Ours: agents' list of complaints: pending (oldest first, the queue) or decided (latest decided first), paged, with the target card's name and the pending count",
    ),
    decideComplaint: agent(
      'decideComplaint',
      ZDecideComplaintBody,
      ZComplaint,
      'Ours: an agent upholds or dismisses a pending complaint with a decision text (a conditional change: of two agents only one decides, the other COMPLAINT_DECIDED); the complainant gets a message-centre message in the same transaction',
    ),
  },
  { commonResponses },
);
