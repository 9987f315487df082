import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fBool, fId, fText } from '../common/form';
import { pageOf, pageQueryShape } from '../common/paging';
import { LIMITS } from '../common/limits';
import { isPhone, zUsccOrEmpty } from '../common/rules';
import { readPhone } from '../common/phone';
import { rule } from '../common/validation';
import { ZNetworkPerson } from './network-common.schemas';

/**
 * The network, company part (issue 13): body and answer shapes of network-company.contract.ts. People are named by
 * their public card id (`phoneIdEcr`), applications, departments and hand-overs by their row id.
 */
const L = LIMITS.network;

/** Spec section 3/4: not in one, applying, approved (member), applying to quit, withdrawn (an application taken back). */
export const COMPANY_STATES = ['none', 'applying', 'member', 'exitApplying', 'withdrawn'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];
export const COMPANY_ROLES = ['member', 'admin'] as const;
export const COMPANY_APPLICATION_KINDS = ['join', 'exit'] as const;
export const COMPANY_APPLICATION_STATES = ['pending', 'approved', 'ignored', 'withdrawn'] as const;

export const ZCompanyInfo = z.object({ companyId: z.string(), name: z.string(), lockPrivacy: z.boolean(), memberCount: z.number().int() });
export const ZCompanyDepartment = z.object({ departmentId: z.string(), name: z.string(), memberCount: z.number().int() });

export const ZCompanyApplication = z.object({
  applicationId: z.string(),
  kind: z.enum(COMPANY_APPLICATION_KINDS),
  state: z.enum(COMPANY_APPLICATION_STATES),
  companyId: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
});

/** getMyCompanyState: the state, the company, my role and department, and the open (or last withdrawn) application. */
export const ZMyCompanyState = z.object({
  state: z.enum(COMPANY_STATES),
  company: ZCompanyInfo.extend({
    taxNumber: z.string(),
    /** The enterprise edition bought for the company (issue 31): its seats in force and when the last ends; null without one. */
    edition: z.object({ seats: z.number().int(), expiresAt: z.string().nullable() }).nullable(),
  }).nullable(),
  role: z.enum(COMPANY_ROLES).nullable(),
  department: ZCompanyDepartment.omit({ memberCount: true }).nullable(),
  application: ZCompanyApplication.nullable(),
});
export type TMyCompanyState = z.infer<typeof ZMyCompanyState>;

/** getExitCompanyState: whether I may apply to quit, am applying, or am in no company. */
export const ZExitCompanyState = z.object({
  state: z.enum(['none', 'member', 'exitApplying']),
  application: ZCompanyApplication.nullable(),
});

export const ZSearchCompanyBody = z.object({ keyword: fText(1, L.companyKeywordLength), ...pageQueryShape });
export const ZCompanyPage = pageOf(ZCompanyInfo.omit({ lockPrivacy: true }));

export const ZCompanyIdBody = z.object({ companyId: fId() });
export const ZCompanyApplicationBody = z.object({ applicationId: fId() });

/** One application as the admin list (in2ManageList) shows it. */
export const ZCompanyApplicationItem = z.object({
  applicationId: z.string(),
  kind: z.enum(COMPANY_APPLICATION_KINDS),
  person: ZNetworkPerson,
  createdAt: z.string(),
});
export const ZFindCompanyApplicationsBody = z.object({ kind: z.enum(COMPANY_APPLICATION_KINDS).default('join'), ...pageQueryShape });
export const ZCompanyApplicationPage = pageOf(ZCompanyApplicationItem);

/** A member of the company as the staff and admin lists show them. */
export const ZCompanyStaffItem = z.object({
  person: ZNetworkPerson,
  role: z.enum(COMPANY_ROLES),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export type TCompanyStaffItem = z.infer<typeof ZCompanyStaffItem>;
export const ZCompanyStaffPage = pageOf(ZCompanyStaffItem);
export const ZCompanyStaffList = z.object({ items: z.array(ZCompanyStaffItem) });

export const ZCompanyDepartmentList = z.object({ items: z.array(ZCompanyDepartment), max: z.number().int() });
export const ZAddDepartmentBody = z.object({ name: fText(1, L.departmentNameLength) });
export const ZRenameDepartmentBody = z.object({ departmentId: fId(), name: fText(1, L.departmentNameLength) });
export const ZDepartmentIdBody = z.object({ departmentId: fId() });
/** An empty `departmentId` makes the member ungrouped. */
export const ZSetMemberDepartmentBody = z.object({
  phoneIdEcr: fId(),
  departmentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), fId().optional()),
});

export const ZCompanyMasterCard = z.object({ master: ZNetworkPerson.nullable() });
export const ZCompanyPrivacyLockBody = z.object({ lockPrivacy: fBool() });
export const ZCompanyPrivacyLock = z.object({ lockPrivacy: z.boolean() });

export const ZHandOverBody = z.object({ fromPhoneIdEcr: fId(), toPhoneIdEcr: fId() });
export const ZHandOverResult = z.object({ handedOver: z.number().int(), skipped: z.number().int() });
export const ZHandoverBody = z.object({ handoverId: fId() });
export const HANDOVER_STATES = ['notified', 'refused'] as const;
export const ZHandoverItem = z.object({
  handoverId: z.string(),
  from: ZNetworkPerson,
  to: ZNetworkPerson,
  contact: ZNetworkPerson,
  state: z.enum(HANDOVER_STATES),
  createdAt: z.string(),
});
export const ZHandoverPage = pageOf(ZHandoverItem);
export const ZHandoverList = z.object({ items: z.array(ZHandoverItem) });
export const ZDepartedList = z.object({ items: z.array(z.object({ person: ZNetworkPerson, leftAt: z.string() })) });
export const ZCompanyDone = z.object({ done: z.literal(true) });

// --- issue 31: companies from scratch (create, invite, hand admin over, dissolve) ---
/** createCompany: the name trimmed (2-50 characters), the unified social credit code optional (checked when given). */
export const ZCreateCompanyBody = z.object({ name: fText(L.companyNameMin, L.companyNameMax), taxNumber: zUsccOrEmpty() });
/**
 * inviteToCompany: the colleague's mobile number or their card id (`phoneIdEcr`), as the admin has it, in one box.
 * A valid mobile (spaces, dashes and a region prefix cleaned as at login) is a mobile; else a card id; else refused.
 */
export const ZInviteCompanyBody = z.object({
  invitee: z
    .string()
    .trim()
    .transform((raw, ctx): { regionCode: string; phone: string } | { phoneIdEcr: string } => {
      const { region, national } = readPhone(raw);
      if (isPhone(national, region)) return { regionCode: region, phone: national };
      if (/^[A-Za-z0-9_-]{8,64}$/.test(raw)) return { phoneIdEcr: raw };
      ctx.addIssue({ code: 'custom', message: rule(raw === '' ? 'required' : 'phone') });
      return z.NEVER;
    }),
});
export const ZCompanyInviteBody = z.object({ inviteId: fId() });
export const COMPANY_INVITE_STATES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
/** An invitation as the invitee and the company's admins see it. */
export const ZCompanyInvite = z.object({
  inviteId: z.string(),
  state: z.enum(COMPANY_INVITE_STATES),
  companyId: z.string(),
  companyName: z.string(),
  memberCount: z.number().int(),
  inviter: ZNetworkPerson.nullable(),
  invitee: ZNetworkPerson,
  createdAt: z.string(),
});
export type TCompanyInvite = z.infer<typeof ZCompanyInvite>;
export const ZCompanyInviteList = z.object({ items: z.array(ZCompanyInvite) });

export const NETWORK_COMPANY_LABELS: AreaLabels = {
  fields: {
    companyId: label('公司', 'company'),
    applicationId: label('申请', 'application'),
    kind: label('申请类型', 'application type'),
    departmentId: label('部门', 'department'),
    lockPrivacy: label('锁定员工隐私设置', "lock members' privacy"),
    fromPhoneIdEcr: label('离职员工', 'departed member'),
    toPhoneIdEcr: label('接手同事', 'colleague taking over'),
    handoverId: label('交接记录', 'hand-over'),
    inviteId: label('邀请', 'invitation'),
    invitee: label('手机号或名片ID', 'mobile number or card id'),
    taxNumber: label('统一社会信用代码', 'unified social credit code'),
  },
  calls: {
    searchCompany: { keyword: label('公司名称', 'company name') },
    addDepartment: { name: label('部门名称', 'department name') },
    renameDepartment: { name: label('部门名称', 'department name') },
    createCompany: { name: label('公司名称', 'company name') },
  },
};
