import { z } from 'zod';
import { fBool, fCsv, fEnum, fId, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';

/**
 * Design cases (module 52): body and answer shapes of content-cases.contract.ts. A case goes through the audit
 * (`auditing`) unless its owner is on the audit whitelist; operators pass or refuse it, uphold complaints
 * (`forbidden`) and decide the owner's appeal (`appealing` until then).
 */
const L = LIMITS.content;

/** The preset case types (spec: "Case: id, type"); the client shows them in the caller's language. */
export const CASE_TYPES = ['interior', 'architecture', 'landscape', 'graphic', 'brand', 'product', 'web', 'other'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const CASE_STATES = ['auditing', 'normal', 'forbidden', 'appealing'] as const;
export type CaseState = (typeof CASE_STATES)[number];
/** The preset report reasons (the spec's [report reasons] call answers them with their texts). */
export const CASE_REPORT_REASONS = ['plagiarism', 'false', 'vulgar', 'ad', 'illegal', 'other'] as const;
export type CaseReportReason = (typeof CASE_REPORT_REASONS)[number];

const zImageUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
/** An optional image: a blank field is "none". */
const zOptImage = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zImageUrl.optional());

// --- answers -------------------------------------------------------------------------------------------------------
export const ZCaseOwner = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export const ZCase = z.object({
  id: z.string(),
  type: z.enum(CASE_TYPES),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  images: z.array(z.string()),
  hidden: z.boolean(),
  topped: z.boolean(),
  recommended: z.boolean(),
  state: z.enum(CASE_STATES),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Why it was forbidden (empty unless forbidden or appealing). */
  forbiddenReason: z.string(),
  owner: ZCaseOwner,
});
export type TCase = z.infer<typeof ZCase>;
export const ZCasePage = pageOf(ZCase);
export const ZCaseList = z.array(ZCase);
export const ZCasesDeleted = z.object({ ids: z.array(z.string()) });
export const ZReportReason = z.object({ reason: z.enum(CASE_REPORT_REASONS), text: z.string() });

export const ZCaseComplaint = z.object({
  id: z.string(),
  reason: z.enum(CASE_REPORT_REASONS),
  text: z.string(),
  state: z.enum(['pending', 'upheld', 'rejected']),
  createdAt: z.string(),
  case: ZCase,
  reporter: ZCaseOwner,
});
export const ZCaseComplaintPage = pageOf(ZCaseComplaint);
export const ZCaseAppeal = z.object({
  id: z.string(),
  text: z.string(),
  state: z.enum(['pending', 'accepted', 'refused']),
  createdAt: z.string(),
  case: ZCase,
});
export const ZCaseAppealPage = pageOf(ZCaseAppeal);
export const ZWhitelisted = z.object({ person: ZCaseOwner, addedAt: z.string() });
export const ZWhitelistPage = pageOf(ZWhitelisted);

// --- bodies --------------------------------------------------------------------------------------------------------
/** Add (no id) or update (the owner's id) a case. `images` comma-joined URLs from the caller's picture library. */
export const ZSaveCaseBody = z.object({
  id: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional()),
  type: fEnum([...CASE_TYPES]),
  title: fText(1, L.caseTitleMax),
  description: fOptText(L.caseDescriptionMax, { multiline: true }),
  coverUrl: zOptImage,
  images: fCsv(zImageUrl, L.caseImagesMax).default([]),
});
export type TSaveCaseBody = z.input<typeof ZSaveCaseBody>;
export const ZCaseIdsBody = z.object({ ids: fCsv(fId(), L.casesMax).refine((a) => a.length > 0, rule('required')) });
export const ZCaseSwitchBody = z.object({ id: fId(), on: fBool() });
export const ZCardCasesBody = z.object({ phoneIdEcr: fId(), ...pageQueryShape });
export const ZSearchCaseBody = z.object({
  keyword: fText(1, L.caseKeywordMax),
  type: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fEnum([...CASE_TYPES]).optional()),
  ...pageQueryShape,
});
export const ZComplaintBody = z.object({ id: fId(), reason: fEnum([...CASE_REPORT_REASONS]), text: fText(1, L.caseComplaintTextMax, { multiline: true }) });
export const ZAppealCaseBody = z.object({ id: fId(), text: fText(1, L.caseAppealTextMax, { multiline: true }) });
/** An operator's decision: `pass` true passes (audit), upholds (complaint) or accepts (appeal); refusing needs a reason. */
export const ZCaseDecisionBody = z.object({ id: fId(), pass: fBool(), reason: fOptText(L.caseReasonMax) });
export const ZWhitelistBody = z.object({ phoneIdEcr: fId() });

/**
 * Labels per call: the content parts share one label map, where `title`, `type`, `text`... already mean an
 * article's, so every cases call names its own fields.
 */
const CASE_FIELDS = {
  id: label('案例', 'case'),
  type: label('案例类型', 'case type'),
  title: label('案例标题', 'case title'),
  description: label('案例描述', 'case description'),
  coverUrl: label('案例封面', 'case cover'),
  images: label('案例图片', 'case images'),
  ids: label('案例', 'cases'),
  on: label('开关', 'switch'),
  keyword: label('搜索关键词', 'search keyword'),
  reason: label('处理理由', 'reason'),
  pass: label('处理结果', 'decision'),
  phoneIdEcr: label('名片', 'card'),
};
const CASE_CALLS = [
  'myCase',
  'manageCase',
  'sortCase',
  'recommend',
  'relatedCase',
  'saveCase',
  'showCase',
  'forbiddenCase',
  'hideCase',
  'topCase',
  'recommendCase',
  'findCase',
  'searchCase',
  'reportReasons',
  'auditCase',
  'auditCaseList',
  'complaintList',
  'decideComplaint',
  'appealList',
  'decideAppeal',
  'auditWhitelist',
  'addAuditWhitelist',
  'removeAuditWhitelist',
] as const;

export const CONTENT_CASES_LABELS: AreaLabels = {
  fields: {},
  calls: {
    ...Object.fromEntries(CASE_CALLS.map((call) => [call, CASE_FIELDS])),
    sortCase: { ...CASE_FIELDS, ids: label('案例顺序', 'case order') },
    complaint: { ...CASE_FIELDS, reason: label('举报原因', 'report reason'), text: label('投诉说明', 'complaint details') },
    appealCase: { ...CASE_FIELDS, text: label('申诉说明', 'appeal details') },
    addAuditWhitelist: { ...CASE_FIELDS, phoneIdEcr: label('用户', 'user') },
    removeAuditWhitelist: { ...CASE_FIELDS, phoneIdEcr: label('用户', 'user') },
  },
};
