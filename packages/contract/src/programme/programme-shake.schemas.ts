import { z } from 'zod';
import { fBool, fCsv, fId, fInt, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { isHttpUrl } from '../links/links.schemas';

/**
 * Programmes and small modules, shake part (issue 18): body and answer shapes of programme-shake.contract.ts.
 * Shake devices: a VIP applies (quantity, shipping address, reason); an operator reviews within three working days;
 * approval creates the devices; the owner binds one to their card and configures its shake page (name, main title,
 * sub title, link, image), and each changed configuration is reviewed again while shakers keep seeing the last
 * approved one. Role tags: a catalogue of tags a user picks (up to three) to show on their card.
 */
const L = LIMITS.programmeShake;

export const SHAKE_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ShakeReviewState = (typeof SHAKE_REVIEW_STATES)[number];
/** A device's configuration review: none (never configured) or one of the review states. */
export const SHAKE_CONFIG_STATES = ['none', ...SHAKE_REVIEW_STATES] as const;
/** The role of the operators who review applications and configurations. */
export const SHAKE_REVIEWER_ROLE = 'operator' as const;

// --- answers -------------------------------------------------------------------------------------------------------
/** A person as the shake screens show them (core/people's face). */
export const ZShakePerson = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

export const ZShakeApplication = z.object({
  id: z.string(),
  quantity: z.number().int(),
  /** Devices of this application that are the VIP gift (3-year first purchase). */
  giftQuantity: z.number().int(),
  contactName: z.string(),
  contactMobile: z.string(),
  region: z.string(),
  address: z.string(),
  reason: z.string(),
  status: z.enum(SHAKE_REVIEW_STATES),
  rejectReason: z.string(),
  /** The expected review date (YYYY-MM-DD, Beijing time): three working days after submission. */
  dueDate: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TShakeApplication = z.infer<typeof ZShakeApplication>;
export const ZShakeApplicationPage = pageOf(ZShakeApplication);
/** An operator's queue row: the applicant and whether the expected date has passed. */
export const ZShakeApplicationReview = ZShakeApplication.extend({ applicant: ZShakePerson, overdue: z.boolean() });
export const ZShakeApplicationReviewPage = pageOf(ZShakeApplicationReview);

export const ZShakeConfig = z.object({ name: z.string(), title: z.string(), subTitle: z.string(), linkUrl: z.string(), imageUrl: z.string() });
export type TShakeConfig = z.infer<typeof ZShakeConfig>;

export const ZShakeDevice = z.object({
  id: z.string(),
  /** The iBeacon identity UUID-major-minor. */
  serial: z.string(),
  bound: z.boolean(),
  boundAt: z.string().nullable(),
  /** The latest configuration the owner saved (what the configuration screen edits). */
  config: ZShakeConfig,
  configStatus: z.enum(SHAKE_CONFIG_STATES),
  configReason: z.string(),
  /** The last approved configuration: what shakers see (null: none yet). */
  live: ZShakeConfig.nullable(),
  /** Shakers see the page: bound and with an approved configuration. */
  open: z.boolean(),
  /** The public code of the shake page (the app path /show/shakePage?code=...). */
  code: z.string(),
  shakes: z.number().int(),
  createdAt: z.string(),
});
export type TShakeDevice = z.infer<typeof ZShakeDevice>;
export const ZShakeDevicePage = pageOf(ZShakeDevice);
/** The owner's details screen: the device and its shakes per day over the last week (oldest first). */
export const ZShakeDeviceDetail = ZShakeDevice.extend({ days: z.array(z.object({ day: z.string(), shakes: z.number().int() })) });
export type TShakeDeviceDetail = z.infer<typeof ZShakeDeviceDetail>;
/** An operator's configuration queue row. */
export const ZShakeConfigReview = z.object({
  deviceId: z.string(),
  serial: z.string(),
  config: ZShakeConfig,
  live: ZShakeConfig.nullable(),
  owner: ZShakePerson,
  submittedAt: z.string(),
});
export const ZShakeConfigReviewPage = pageOf(ZShakeConfigReview);

/** What a shaker sees: the approved configuration and the card it is bound to. */
export const ZShakePage = z.object({ config: ZShakeConfig, owner: ZShakePerson });
export type TShakePage = z.infer<typeof ZShakePage>;

export const ZShakeHome = z.object({
  /** VIP gift devices not yet asked for (entitlements of a 3-year first purchase, less applications not rejected). */
  giftAvailable: z.number().int(),
  pendingApplications: z.number().int(),
  deviceCount: z.number().int(),
});
export type TShakeHome = z.infer<typeof ZShakeHome>;

export const ZRoleTag = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });
export type TRoleTag = z.infer<typeof ZRoleTag>;
export const ZRoleIndex = z.object({
  /** The caller has read the role guide (the first visit to the index leads to it until then). */
  guideRead: z.boolean(),
  max: z.number().int(),
  tags: z.array(ZRoleTag),
  /** The caller's tags in their order. */
  picked: z.array(z.string()),
});
export type TRoleIndex = z.infer<typeof ZRoleIndex>;

// --- bodies --------------------------------------------------------------------------------------------------------
/** A receiver's mobile: digits, with an optional leading + and spaces or dashes (any region). */
const zContactMobile = z
  .string()
  .trim()
  .superRefine((s, ctx) => {
    if (s === '') ctx.addIssue({ code: 'custom', message: rule('required') });
    else if (!/^\+?[0-9][0-9 -]{4,19}$/.test(s)) ctx.addIssue({ code: 'custom', message: rule('phone') });
  });
export const ZApplyShakeBody = z.object({
  quantity: fInt(1, L.applyQuantityMax),
  contactName: fText(1, L.contactNameMax),
  contactMobile: zContactMobile,
  region: fOptText(L.regionMax),
  address: fText(1, L.addressMax),
  reason: fOptText(L.reasonMax, { multiline: true }),
});
export type TApplyShakeBody = z.infer<typeof ZApplyShakeBody>;
export const ZShakeDeviceIdBody = z.object({ deviceId: fId() });
/** Blank is "no link"; otherwise an absolute http(s) address (never javascript:, data: or an app scheme). */
const zShakeLink = z
  .string()
  .trim()
  .default('')
  .superRefine((s, ctx) => {
    if (s === '') return;
    if ([...s].length > L.linkMax) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max: L.linkMax }) });
    else if (!isHttpUrl(s)) ctx.addIssue({ code: 'custom', message: rule('url') });
  });
/**
 * The three texts are only capped here (well past any width that fits); whether they fit the spec's width rule
 * (programme-shake.rules.ts) is the service's check, answering the field's own catalogue entry.
 */
export const ZSaveShakeConfigBody = z.object({
  deviceId: fId(),
  name: fOptText(L.nameLatinMax * 2),
  title: fOptText(L.titleLatinMax * 2),
  subTitle: fOptText(L.subTitleLatinMax * 2),
  linkUrl: zShakeLink,
  /** Blank: no image; else one of the caller's own picture-library files. */
  imageUrl: fOptText(L.imageUrlMax),
});
export type TSaveShakeConfigBody = z.infer<typeof ZSaveShakeConfigBody>;
export const ZShakePageBody = z.object({ code: fId() });
export const ZShakeReviewApplicationBody = z.object({ applicationId: fId(), approve: fBool(), reason: fOptText(L.rejectReasonMax) });
export const ZShakeReviewConfigBody = z.object({ deviceId: fId(), approve: fBool(), reason: fOptText(L.rejectReasonMax) });
/** The picked tags in order; the count is the service's check (ROLE_TAGS_TOO_MANY), this only bounds the list. */
export const ZSaveUserRolesBody = z.object({ tagIds: fCsv(fId(), 20) });
export const ZCardRoleTagsBody = z.object({ phoneIdEcr: fId() });
export const ZShakePageQuery = z.object(pageQueryShape).default({});

/** The shake calls' fields; kept per call so another part's `name`, `title`, `reason` or `code` keeps its own label. */
const SHAKE_FIELDS = {
  quantity: label('申请数量', 'quantity'),
  contactName: label('收货人', 'receiver'),
  contactMobile: label('收货手机号', "receiver's mobile"),
  region: label('所在地区', 'region'),
  address: label('详细地址', 'street address'),
  reason: label('申请理由', 'reason'),
  deviceId: label('设备标识', 'device id'),
  applicationId: label('申请标识', 'application id'),
  name: label('设备名称', 'device name'),
  title: label('主标题', 'main title'),
  subTitle: label('副标题', 'sub title'),
  linkUrl: label('跳转链接', 'link'),
  imageUrl: label('设备图片', 'picture'),
  approve: label('审核结果', 'decision'),
  code: label('页面编号', 'page code'),
  tagIds: label('角色标签', 'role tags'),
  phoneIdEcr: label('名片标识', 'card id'),
  pageIndex: label('页码', 'page'),
  pageSize: label('每页条数', 'page size'),
};
const REVIEW_FIELDS = { ...SHAKE_FIELDS, reason: label('驳回原因', 'rejection reason') };
const SHAKE_CALLS = [
  'applyShakeDevice',
  'findShakeHome',
  'findShakeApplications',
  'findShakeDevices',
  'findShakeDevice',
  'bindShakeDevice',
  'unbindShakeDevice',
  'saveShakeConfig',
  'openShakePage',
  'findRoleIndex',
  'readRoleGuide',
  'saveUserRoles',
  'findCardRoleTags',
];
const REVIEW_CALLS = ['findShakeApplicationReviews', 'findShakeConfigReviews', 'reviewShakeApplication', 'reviewShakeConfig'];

export const PROGRAMME_SHAKE_LABELS: AreaLabels = {
  fields: {
    contactMobile: SHAKE_FIELDS.contactMobile,
    deviceId: SHAKE_FIELDS.deviceId,
    applicationId: SHAKE_FIELDS.applicationId,
    subTitle: SHAKE_FIELDS.subTitle,
    tagIds: SHAKE_FIELDS.tagIds,
  },
  calls: {
    ...Object.fromEntries(SHAKE_CALLS.map((name) => [name, SHAKE_FIELDS])),
    ...Object.fromEntries(REVIEW_CALLS.map((name) => [name, REVIEW_FIELDS])),
  },
};
export * from './programme-shake.rules';
