import { z } from 'zod';
import { fCsv, fEnum, fFile, fId, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { ZServicePerson } from './service.schemas';

/**
 * Customer service, complaint part (issue 17): a user complains about a card (named by its public id, phoneIdEcr, as
 * the public card page names it) or about something else ('other', no target), with a reason from a fixed list, a
 * text and 1-9 evidence pictures they uploaded; agents decide (uphold or dismiss, with a text the complainant reads).
 */
const L = LIMITS.service;

/** The fixed reasons (欺诈/骚扰/虚假信息/侵权/色情低俗/其他); the client shows them in the caller's language. */
export const COMPLAINT_REASONS = ['fraud', 'harassment', 'falseInfo', 'infringement', 'porn', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
export const COMPLAINT_STATUSES = ['pending', 'upheld', 'dismissed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** The agents' list tabs: complaints waiting for a decision, and decided ones (upheld or dismissed). */
export const COMPLAINT_TABS = ['pending', 'decided'] as const;
export const COMPLAINT_VERDICTS = ['uphold', 'dismiss'] as const;

// --- answers -------------------------------------------------------------------------------------------------------
/** A complaint as its complainant and agents see it (the deciding agent stays unnamed). */
export const ZComplaint = z.object({
  id: z.string(),
  targetKind: z.enum(['card', 'other']),
  /** The complained card's face; null for 'other'. */
  target: ZServicePerson.nullable(),
  complainant: ZServicePerson,
  reason: z.enum(COMPLAINT_REASONS),
  content: z.string(),
  /** The evidence pictures' URLs. */
  pictures: z.array(z.string()),
  status: z.enum(COMPLAINT_STATUSES),
  /** The agent's decision text; empty while pending. */
  decision: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TComplaint = z.infer<typeof ZComplaint>;
export const ZComplaintPage = pageOf(ZComplaint);
/** The agents' list, with how many wait for a decision (the pending tab's badge). */
export const ZComplaintAgentPage = pageOf(ZComplaint, { pending: z.number().int() });
/** An uploaded picture: `url` is what submitComplaint's `pictures` takes back. */
export const ZComplaintPictureUrl = z.object({ url: z.string() });

// --- bodies --------------------------------------------------------------------------------------------------------
const zPictureUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
/** A blank target is "no card" (a complaint about something else). */
const zTarget = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional());

export const ZServiceComplaintPictureBody = z.object({ file: fFile() });
/**
 * `target`: the complained card's phoneIdEcr, or none for 'other'. `pictures`: 1-9 URLs uploadComplaintPicture
 * answered to the caller, comma-joined (the spec's wire form) or an array.
 */
export const ZSubmitComplaintBody = z.object({
  target: zTarget,
  reason: fEnum([...COMPLAINT_REASONS]),
  content: fText(1, L.complaintTextMax, { multiline: true }),
  pictures: fCsv(zPictureUrl, L.complaintPicturesMax).default([]),
});
export type TSubmitComplaintBody = z.infer<typeof ZSubmitComplaintBody>;
export const ZComplaintIdBody = z.object({ id: fId() });
export const ZMyComplaintsBody = z.object(pageQueryShape).default({});
export const ZAgentComplaintsBody = z.object({ tab: fEnum([...COMPLAINT_TABS]).default('pending'), ...pageQueryShape });
export const ZDecideComplaintBody = z.object({
  id: fId(),
  verdict: fEnum([...COMPLAINT_VERDICTS]),
  decision: fText(1, L.complaintDecisionMax, { multiline: true }),
});
export type TDecideComplaintBody = z.infer<typeof ZDecideComplaintBody>;

export const SERVICE_COMPLAINT_LABELS: AreaLabels = {
  fields: {},
  calls: {
    uploadComplaintPicture: { file: label('投诉图片', 'complaint picture') },
    submitComplaint: {
      target: label('被投诉名片', 'complained card'),
      reason: label('投诉原因', 'complaint reason'),
      content: label('投诉内容', 'complaint details'),
      pictures: label('证据图片', 'evidence pictures'),
    },
    findComplaintDetail: { id: label('投诉', 'complaint') },
    findComplaints: { tab: label('列表', 'list') },
    decideComplaint: { id: label('投诉', 'complaint'), verdict: label('处理结果', 'verdict'), decision: label('处理说明', 'decision') },
  },
};
