import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fBool, fEnum, fId, fOptText, fText } from '../common/form';
import { pageOf, pageQueryShape } from '../common/paging';
import { LIMITS } from '../common/limits';
import { CIRCLE_ROLES, CIRCLE_STATES, JOIN_WAYS, circleProfileShape, zCid } from './circle-common.schemas';
import { fFen } from '../common/money';

/**
 * Circles, manage part (issue 12): body and answer shapes of circle-manage.contract.ts. Members are always named by
 * their public card id (`phoneIdEcr`), never by a membership row id.
 */
const L = LIMITS.circle;

/** An admin (or the owner) acts on one member of the circle. */
export const ZCircleMemberBody = z.object({ cid: zCid, phoneIdEcr: fId() });

/** One member as the member lists show them. */
export const ZCircleMemberItem = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(CIRCLE_ROLES),
  titleId: z.string().nullable(),
  titleName: z.string().nullable(),
  disabled: z.boolean(),
  /** A paid membership's end (ISO), null when not paid. */
  paidUntil: z.string().nullable(),
  joinedAt: z.string().nullable(),
});
export type TCircleMemberItem = z.infer<typeof ZCircleMemberItem>;

/** Ours: members by page (owner first, then admins, then by join time); `keyword` narrows on the card name. */
export const ZFindCircleMembersBody = z.object({ cid: zCid, keyword: fOptText(30), ...pageQueryShape });
export const ZCircleMemberPage = pageOf(ZCircleMemberItem);
export const ZCircleMemberList = z.object({ items: z.array(ZCircleMemberItem) });

/** What the management home shows: counts and the caller's role (the rows offered depend on it). */
export const ZCircleManageInfo = z.object({
  cid: z.string(),
  name: z.string(),
  state: z.enum(CIRCLE_STATES),
  myRole: z.enum(CIRCLE_ROLES),
  memberCount: z.number().int(),
  adminCount: z.number().int(),
  adminsMax: z.number().int(),
  titleCount: z.number().int(),
  titlesMax: z.number().int(),
  pendingCount: z.number().int(),
  joinWay: z.enum(JOIN_WAYS),
  joinPriceFen: z.number().int(),
  viewPriceFen: z.number().int(),
  /** Whether a paying member's term still runs (join way, price and deletion are then refused). */
  hasPayingMembers: z.boolean(),
});

// --- titles -----------------------------------------------------------------------------------------------------------

export const ZCircleTitle = z.object({ titleId: z.string(), name: z.string(), holders: z.number().int() });
export const ZCircleTitleList = z.object({ items: z.array(ZCircleTitle), max: z.number().int() });
export const ZAddCircleTitleBody = z.object({ cid: zCid, titleName: fText(1, L.titleLength) });
export const ZCircleTitleBody = z.object({ cid: zCid, titleId: fId() });
/** An empty `titleId` clears the member's title. */
export const ZSetCircleMemberTitleBody = z.object({
  cid: zCid,
  phoneIdEcr: fId(),
  titleId: z.preprocess((v) => (v === '' || v === null ? undefined : v), fId().optional()),
});

// --- editing -----------------------------------------------------------------------------------------------------------

export const ZEditCircleNameBody = z.object({ cid: zCid, name: fText(1, L.nameLength) });
/**
 * Description, avatar, location, industry and labels (CircleDescribe). Labels are a comma list: their count, length,
 * characters and duplicates are the create rules, checked by the service so each refusal is its catalogue code.
 */
export const ZEditCircleDescribeBody = z.object({
  cid: zCid,
  ...circleProfileShape,
});
export type TEditCircleDescribeBody = z.infer<typeof ZEditCircleDescribeBody>;
export const ZEditCircleHonourBody = z.object({ cid: zCid, honour: fOptText(L.honourLength, { multiline: true }) });

/** The three member restrictions (CircleJurisdiction). */
export const ZCircleJurisdiction = z.object({ noMemberBulletin: z.boolean(), noViewOthers: z.boolean(), noAddContacts: z.boolean() });
export const ZSetCircleJurisdictionBody = z.object({
  cid: zCid,
  noMemberBulletin: fBool().default(false),
  noViewOthers: fBool().default(false),
  noAddContacts: fBool().default(false),
});

/** Join way and prices in fen (0 = not charged); the range (1-200 yuan) is the create rule, checked by the service. */
export const ZSetCircleJoinWayBody = z.object({
  cid: zCid,
  joinWay: fEnum([...JOIN_WAYS]),
  joinPriceFen: fFen(0, 10_000_000).default(0),
  viewPriceFen: fFen(0, 10_000_000).default(0),
});

/** What an edit answers: the circle's editable facts as they now are. */
export const ZCircleEdited = z.object({
  cid: z.string(),
  name: z.string(),
  description: z.string(),
  avatarUrl: z.string().nullable(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  industry: z.string(),
  labels: z.array(z.string()),
  honour: z.string(),
  joinWay: z.enum(JOIN_WAYS),
  joinPriceFen: z.number().int(),
  viewPriceFen: z.number().int(),
  jurisdiction: ZCircleJurisdiction,
});
export type TCircleEdited = z.infer<typeof ZCircleEdited>;

/** After a transfer: who owns the circle now and what the former owner became. */
export const ZCircleTransferred = z.object({ cid: z.string(), ownerPhoneIdEcr: z.string(), myRole: z.enum(CIRCLE_ROLES) });
export const ZCircleDeleted = z.object({ cid: z.string(), state: z.enum(CIRCLE_STATES) });

// --- operator sanctions and complaints --------------------------------------------------------------------------------

export const ZCircleSanctionBody = z.object({ cid: zCid, reason: fText(1, L.reasonLength, { multiline: true }) });
export const ZUnbanCircleBody = z.object({ cid: zCid, reason: fOptText(L.reasonLength, { multiline: true }) });
export const CIRCLE_SANCTION_ACTIONS = ['warn', 'ban', 'unban', 'dissolve'] as const;
export const ZCircleSanction = z.object({ id: z.string(), action: z.enum(CIRCLE_SANCTION_ACTIONS), reason: z.string(), createdAt: z.string() });
/** A circle's state after an operator's action, with its record. */
export const ZCircleSanctionOutcome = z.object({ cid: z.string(), state: z.enum(CIRCLE_STATES), warnings: z.number().int() });
export const ZCircleSanctionList = z.object({
  cid: z.string(),
  state: z.enum(CIRCLE_STATES),
  warnings: z.number().int(),
  bannedAt: z.string().nullable(),
  items: z.array(ZCircleSanction),
});

/** A complaint about a circle: open until an operator upholds it (已受理) or dismisses it (不予受理), once. */
export const CIRCLE_COMPLAINT_REVIEW_STATES = ['open', 'upheld', 'dismissed'] as const;
export type CircleComplaintState = (typeof CIRCLE_COMPLAINT_REVIEW_STATES)[number];
export const ZFindCircleComplaintsBody = z.object({ complaintState: fEnum([...CIRCLE_COMPLAINT_REVIEW_STATES]).default('open'), ...pageQueryShape });
export const ZCircleComplaintItem = z.object({
  complaintId: z.string(),
  cid: z.string(),
  circleName: z.string(),
  circleState: z.enum(CIRCLE_STATES),
  complainant: z.object({ phoneIdEcr: z.string(), name: z.string() }),
  bulletinIds: z.array(z.string()),
  fileNames: z.array(z.string()),
  /** The announcements named as evidence as they read now; `shown` false when one was removed since (text empty). */
  evidence: z.array(z.object({ bulletinId: z.string(), content: z.string(), shown: z.boolean() })),
  /** The complaint's pictures, as addresses to show. */
  pictures: z.array(z.string()),
  content: z.string(),
  state: z.enum(CIRCLE_COMPLAINT_REVIEW_STATES),
  /** The operator's reason, read by the complainant (and the owner when upheld); empty while open. */
  decisionReason: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const ZCircleComplaintPage = pageOf(ZCircleComplaintItem);
/** An operator's decision: upholding needs a reason (the owner reads it); a dismissal may give one. */
export const ZDecideCircleComplaintBody = z.object({ complaintId: fId(), uphold: fBool(), reason: fOptText(L.reasonLength, { multiline: true }) });

const describeLabels = {
  description: label('圈子介绍', 'circle description'),
  avatarUrl: label('圈子头像', 'circle avatar'),
  province: label('省份', 'province'),
  city: label('城市', 'city'),
  address: label('地址', 'address'),
  lng: label('经度', 'longitude'),
  lat: label('纬度', 'latitude'),
  industry: label('行业', 'industry'),
  labels: label('圈子标签', 'circle labels'),
};
const joinWayLabels = {
  joinWay: label('加入方式', 'join way'),
  joinPriceFen: label('加入价格', 'join price'),
  viewPriceFen: label('查看价格', 'viewing price'),
};
const reasonLabels = { reason: label('处理原因', 'reason') };

/**
 * Fields only this part takes are area-wide; fields whose words other parts may also use (a refund's `reason`, a
 * complaint's `state`, the create call's `name`) are labelled per call, so no part's merge overrides another's.
 */
export const CIRCLE_MANAGE_LABELS: AreaLabels = {
  fields: {
    titleName: label('头衔名称', 'title name'),
    titleId: label('头衔', 'title'),
    honour: label('圈子荣誉', 'circle honour'),
    noMemberBulletin: label('禁止成员发布公告', 'no member announcements'),
    noViewOthers: label('禁止成员查看他人信息', 'no viewing others'),
    noAddContacts: label('禁止成员添加他人联系方式', 'no adding contacts'),
    complaintId: label('投诉', 'complaint'),
  },
  calls: {
    editCircleName: { name: label('圈子名称', 'circle name') },
    editCircleDescribe: describeLabels,
    setCircleJoinWay: joinWayLabels,
    warnCircle: reasonLabels,
    banCircle: reasonLabels,
    unbanCircle: reasonLabels,
    findCircleComplaints: { complaintState: label('投诉状态', 'complaint state') },
    decideCircleComplaint: { uphold: label('处理结果', 'decision'), ...reasonLabels },
  },
};
