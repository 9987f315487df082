import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fCsv, fEnum, fFile, fId, fOptText, fText } from '../common/form';
import { feedQueryShape, pageOf } from '../common/paging';
import { zKeyword } from '../common/rules';
import { rule } from '../common/validation';
import { LIMITS } from '../common/limits';
import { CIRCLE_ROLES, JOIN_WAYS, MEMBER_STATES, ZCircleSummary, ZMyRelation, circleProfileShape, zCid } from './circle-common.schemas';
import { fFen } from '../common/money';

/** Circles, core part (issue 12): body and answer shapes of circle-core.contract.ts. */

const L = LIMITS.circle;
/** Ours: search keywords, 1-30 characters and not blank (the key-transfer search's limit). */
const zSearchKeyword = zKeyword(LIMITS.money.userSearchKeywordMax);
/**
 * Prices arrive in fen. The range (0, or 100..20000 for a charged price) is a rule of the service (CIRCLE_PRICE_RANGE
 * names the field): the schema only takes a whole, non-negative number, so the catalogue's own message is shown.
 */
const zPriceFen = fFen(0, 10_000_000).default(0);

// --- creating a circle ---------------------------------------------------------------------------------------------

/**
 * Labels are a comma list; their count, length, characters and duplicates are checked by the service's rule
 * (circle-core.rules.ts) so each refusal is its catalogue code on `labels`. The schema caps the list length
 * generously (a form cannot send more) so a huge list is refused before any work.
 */
export const ZCreateCircleBody = z.object({
  name: fText(1, L.nameLength),
  ...circleProfileShape,
  joinWay: fEnum([...JOIN_WAYS]).default('open'),
  joinPriceFen: zPriceFen,
  viewPriceFen: zPriceFen,
});
export type TCreateCircleBody = z.infer<typeof ZCreateCircleBody>;

export const ZUploadCircleAvatarBody = z.object({ file: fFile() });
export const ZUploadedUrl = z.object({ url: z.string() });

/** What the create and edit screens offer: preset labels, industries and the label rules. */
export const ZCircleLabelOptions = z.object({
  presetLabels: z.array(z.string()),
  industries: z.array(z.string()),
  labelsMax: z.number().int(),
  customLabelLength: z.number().int(),
});

// --- lists ---------------------------------------------------------------------------------------------------------

export const MY_CIRCLE_TABS = ['newCircle', 'joinCircle'] as const;
export const ZFindMyCirclesBody = z.object({ tab: fEnum([...MY_CIRCLE_TABS]).default('newCircle'), ...feedQueryShape });
export const ZCirclePage = pageOf(ZCircleSummary);

export const SEARCH_CIRCLE_TYPES = ['name', 'label', 'location', 'industry', 'member'] as const;
export type SearchCircleType = (typeof SEARCH_CIRCLE_TYPES)[number];
export const ZSearchCircleBody = z.object({ type: fEnum([...SEARCH_CIRCLE_TYPES]).default('name'), keyword: zSearchKeyword, ...feedQueryShape });
export const ZSearchJoinCircleBody = z.object({ keyword: zSearchKeyword, ...feedQueryShape });

// --- joining, applications, invitations ---------------------------------------------------------------------------

export const ZApplyJoinCircleBody = z.object({ cid: zCid, note: fOptText(L.applyNoteLength) });
/** An admin acts on one applicant (or a member of the circle), named by their public card id. */
export const ZCircleUserBody = z.object({ cid: zCid, phoneIdEcr: fId() });
export const ZCirclePageBody = z.object({ cid: zCid, ...feedQueryShape });

/** A person as circle lists show them: public card id, card name, avatar. */
export const ZCirclePerson = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type TCirclePerson = z.infer<typeof ZCirclePerson>;

/** One pending application (CircleMemberWaitInfo). */
export const ZCircleApplication = ZCirclePerson.extend({ note: z.string(), appliedAt: z.string() });
export const ZCircleApplicationPage = pageOf(ZCircleApplication);
/** What an admin's decision made of a membership row. */
export const ZCircleUserOutcome = z.object({ phoneIdEcr: z.string(), state: z.enum(MEMBER_STATES) });

export const ZInviteCircleFriendsBody = z.object({ cid: zCid, phoneIdEcrs: fCsv(fId(), LIMITS.paging.smallListMax).pipe(z.array(z.string()).min(1)) });
/** invited: rows now invited; skipped: already members (or invited again, counted as invited). */
export const ZInviteOutcome = z.object({ invited: z.number().int(), skipped: z.number().int() });

/** One invitation to the caller (joinCircle screen). */
export const ZCircleInvitation = z.object({ circle: ZCircleSummary, inviter: ZCirclePerson.nullable(), invitedAt: z.string() });
export const ZCircleInvitationPage = pageOf(ZCircleInvitation);

export const ZRelationOutcome = ZMyRelation;

// --- QR codes and the join landing ----------------------------------------------------------------------------------

/** The join link (`/multipage/circle/CircleJoinInfo/<cid>?inviter=<phoneIdEcr>`) and its QR image as a PNG data URL. */
export const ZCircleQrCode = z.object({ link: z.string(), qrDataUrl: z.string(), inviter: ZCirclePerson });

export const ZCircleJoinInfoBody = z.object({
  cid: zCid,
  inviter: fId()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
/** What a visitor of the join landing sees: the public part of the circle, who invited them, how to join. */
export const ZCircleJoinInfo = ZCircleSummary.extend({
  ownerName: z.string(),
  province: z.string(),
  honour: z.string(),
  inviter: ZCirclePerson.nullable(),
  memberCap: z.number().int(),
});

// --- scan login -----------------------------------------------------------------------------------------------------

export const LOGIN_CODE_STATES = ['waiting', 'scanned', 'confirmed', 'used', 'expired'] as const;
/** The one-time code as the QR encodes it: 32 url-safe characters. */
const zLoginCode = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, rule('idFormat'));
export const ZCreateLoginCodeBody = z.object({ cid: zCid.optional().or(z.literal('').transform(() => undefined)) }).default({});
export const ZLoginCodeBody = z.object({ loginCode: zLoginCode });
export const ZCircleLoginCode = z.object({ loginCode: z.string(), link: z.string(), qrDataUrl: z.string(), expiresAt: z.string(), cid: z.string().nullable() });
/**
 * The polling screen's answer: on `confirmed` it carries the new session once (the cookie is set too); every later
 * poll of the same code answers `used` without a token.
 */
export const ZPollLoginCode = z.object({
  state: z.enum(LOGIN_CODE_STATES),
  cid: z.string().nullable(),
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  phoneIdEcr: z.string().nullable(),
});
export const ZScanLoginCode = z.object({ state: z.enum(LOGIN_CODE_STATES), cid: z.string().nullable(), circleName: z.string().nullable() });

// --- people search --------------------------------------------------------------------------------------------------

export const ZSearchMpUserBody = z.object({ cid: zCid, keyword: zSearchKeyword });
/** A card user found to invite, with their relation to the circle ('none' when not in it). */
export const ZFoundMpUser = ZCirclePerson.extend({ company: z.string(), position: z.string(), state: z.enum(MEMBER_STATES) });
export const ZFoundMpUsers = z.array(ZFoundMpUser);

export const ZSearchCirUserBody = z.object({ cid: zCid, keyword: zSearchKeyword, ...feedQueryShape });
export const ZCircleMemberHit = ZCirclePerson.extend({ role: z.enum(CIRCLE_ROLES), titleName: z.string() });
export const ZCircleMemberHitPage = pageOf(ZCircleMemberHit);
/** One member's card inside a circle; `mobile` is null when the circle's noAddContacts hides it from the caller. */
export const ZCircleMemberInfo = ZCircleMemberHit.extend({
  company: z.string(),
  position: z.string(),
  mobile: z.string().nullable(),
  joinedAt: z.string().nullable(),
});

export const CIRCLE_CORE_LABELS: AreaLabels = {
  fields: {
    name: label('圈子名称', 'circle name'),
    description: label('圈子简介', 'circle description'),
    avatarUrl: label('圈子头像', 'circle avatar'),
    province: label('省份', 'province'),
    city: label('城市', 'city'),
    address: label('详细地址', 'address'),
    lng: label('经度', 'longitude'),
    lat: label('纬度', 'latitude'),
    industry: label('行业', 'industry'),
    labels: label('圈子标签', 'circle labels'),
    joinWay: label('加入方式', 'join method'),
    joinPriceFen: label('入圈价格', 'joining price'),
    viewPriceFen: label('查看价格', 'viewing price'),
    tab: label('列表', 'list'),
    type: label('搜索方式', 'search type'),
    note: label('申请说明', 'application note'),
    phoneIdEcrs: label('邀请的人', 'people to invite'),
    inviter: label('邀请人', 'inviter'),
    loginCode: label('登录二维码', 'login QR code'),
  },
};
