import { z } from 'zod';
import { fCsv, fEnum, fFile, fId, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';

/**
 * Programmes and small modules, promotion part (issue 18): body and answer shapes of programme-promotion.contract.ts.
 * The promotion ambassador (/pa/*): a VIP with a complete card joins and becomes a spokesperson, earning the existing
 * spokesperson commission on what the people they brought pay. The super distributor (/pa/*): an ambassador with
 * enough paying referrals, who also earns a second-tier share. The invite activity (/ia/*): reach an activity's
 * target of invitees who registered and completed their card, then submit documents to claim golden keys.
 */
const L = LIMITS.programmePromotion;

// --- answers -------------------------------------------------------------------------------------------------------
/** A person as the programmes show them (core/people's face): never an internal id or a phone number. */
export const ZPromoPerson = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type TPromoPerson = z.infer<typeof ZPromoPerson>;
/** Earnings from the ledger's frozen incomes: still frozen, released into the wallet, and both together. */
export const ZPromoEarnings = z.object({ frozenFen: z.number().int(), releasedFen: z.number().int(), totalFen: z.number().int() });

export const ZAmbassadorHome = z.object({
  ambassador: z.boolean(),
  joinedAt: z.string().nullable(),
  /** The application's conditions as they stand now (the screen shows what is missing). */
  vip: z.boolean(),
  cardComplete: z.boolean(),
  /** The promotion link (registration with the caller as referrer); the screen draws its QR code. */
  shareUrl: z.string(),
  /** The link's QR code, a PNG data URL. */
  qrDataUrl: z.string(),
  referredCount: z.number().int(),
  paidReferrals: z.number().int(),
  /** The spokesperson commission earned (source "commission"). */
  earnings: ZPromoEarnings,
});
export type TAmbassadorHome = z.infer<typeof ZAmbassadorHome>;

/** Someone the caller brought (tier 1) or someone one of those brought (tier 2, `via` names who). */
export const ZPromoReferral = z.object({
  person: ZPromoPerson,
  joinedAt: z.string(),
  /** Has paid at least one order. */
  paid: z.boolean(),
  tier: z.union([z.literal(1), z.literal(2)]),
  via: ZPromoPerson.nullable(),
  /** What the caller earned on this person's orders (issue 32: every programme's commission rows, reversed ones not). */
  earnedFen: z.number().int(),
  /** The role that commission was paid under (null: none yet); another role than the screen's reads "已由经销商计佣". */
  paidAs: z.enum(LIMITS.referral.roles).nullable(),
});
export type TPromoReferral = z.infer<typeof ZPromoReferral>;
export const ZPromoReferralPage = pageOf(ZPromoReferral);

export const ZDistributorHome = z.object({
  distributor: z.boolean(),
  ambassador: z.boolean(),
  joinedAt: z.string().nullable(),
  paidReferrals: z.number().int(),
  minPaidReferrals: z.number().int(),
  directCount: z.number().int(),
  secondCount: z.number().int(),
  secondTierPercent: z.number().int(),
  shareUrl: z.string(),
  qrDataUrl: z.string(),
  /** The second-tier shares earned (source "distributor"). */
  earnings: ZPromoEarnings,
});
export type TDistributorHome = z.infer<typeof ZDistributorHome>;

export const ZInviteActivity = z.object({
  id: z.string(),
  title: z.string(),
  rules: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  target: z.number().int(),
  rewardKeys: z.number().int(),
});
export type TInviteActivity = z.infer<typeof ZInviteActivity>;

export const CLAIM_STATES = ['pending', 'approved', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const ZInviteClaim = z.object({
  id: z.string(),
  activityId: z.string(),
  realName: z.string(),
  contact: z.string(),
  /** The document pictures' URLs. */
  images: z.array(z.string()),
  note: z.string(),
  state: z.enum(CLAIM_STATES),
  /** The operator's reason when rejected; empty otherwise. */
  reason: z.string(),
  invitees: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TInviteClaim = z.infer<typeof ZInviteClaim>;
/** A claim as operators review it: with the claimant and the activity's title and target. */
export const ZInviteClaimReview = ZInviteClaim.extend({ claimant: ZPromoPerson, activityTitle: z.string(), target: z.number().int() });
export type TInviteClaimReview = z.infer<typeof ZInviteClaimReview>;
export const ZInviteClaimPage = pageOf(ZInviteClaimReview, { pending: z.number().int() });

export const ZInviteHome = z.object({
  /** The running activity (null when none runs). */
  activity: ZInviteActivity.nullable(),
  shareUrl: z.string(),
  qrDataUrl: z.string(),
  /** Invitees registered through the caller within the period, and those of them who completed their card. */
  registered: z.number().int(),
  qualified: z.number().int(),
  reached: z.boolean(),
  /** Within the activity's period (invitees registering now still count). */
  open: z.boolean(),
  claim: ZInviteClaim.nullable(),
  /** The caller is an operator: the screen offers the review list. */
  canReview: z.boolean(),
});
export type TInviteHome = z.infer<typeof ZInviteHome>;

export const INVITEE_STATES = ['registered', 'qualified'] as const;
export const ZInvitee = z.object({ person: ZPromoPerson, registeredAt: z.string(), state: z.enum(INVITEE_STATES) });
export type TInvitee = z.infer<typeof ZInvitee>;
export const ZInviteePage = pageOf(ZInvitee);
export const ZInviteDocumentUrl = z.object({ url: z.string() });

// --- bodies --------------------------------------------------------------------------------------------------------
export const ZPromoEmptyBody = z.object({}).default({});
export const TEAM_TIERS = ['direct', 'second'] as const;
export const ZPromoReferralsBody = z.object(pageQueryShape).default({});
export const ZDistributorTeamBody = z.object({ tier: fEnum([...TEAM_TIERS]).default('direct'), ...pageQueryShape });
/** A blank activity id is "the running one". */
const zOptActivity = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional());
export const ZInviteHomeBody = z.object({ activityId: zOptActivity }).default({});
export const ZInviteProgressBody = z.object({ activityId: fId(), ...pageQueryShape });
export const ZInviteDocumentBody = z.object({ file: fFile() });
const zImageUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
/** `images`: 1-6 URLs uploadInviteDocument answered to the caller, comma-joined or an array. */
export const ZInviteDocumentsBody = z.object({
  activityId: fId(),
  realName: fText(1, L.claimNameMax),
  contact: fText(1, L.claimContactMax),
  images: fCsv(zImageUrl, L.claimImagesMax).default([]),
  note: fOptText(L.claimNoteMax, { multiline: true }),
});
export type TInviteDocumentsBody = z.infer<typeof ZInviteDocumentsBody>;
export const CLAIM_TABS = ['pending', 'decided'] as const;
export const ZInviteClaimsBody = z.object({ tab: fEnum([...CLAIM_TABS]).default('pending'), ...pageQueryShape });
export const CLAIM_VERDICTS = ['approve', 'reject'] as const;
export const ZReviewClaimBody = z.object({
  id: fId(),
  verdict: fEnum([...CLAIM_VERDICTS]),
  reason: fOptText(L.rejectReasonMax, { multiline: true }),
});
export type TReviewClaimBody = z.infer<typeof ZReviewClaimBody>;

export const PROGRAMME_PROMOTION_LABELS: AreaLabels = {
  fields: {
    tier: label('团队层级', 'team tier'),
    activityId: label('邀请活动', 'invite activity'),
    realName: label('真实姓名', 'real name'),
    contact: label('联系方式', 'contact'),
    images: label('资料图片', 'document pictures'),
    note: label('备注', 'note'),
    tab: label('列表', 'list'),
    verdict: label('审核结果', 'verdict'),
    reason: label('驳回原因', 'rejection reason'),
  },
  calls: {
    uploadInviteDocument: { file: label('资料图片', 'document picture') },
    reviewInviteClaim: { id: label('资料提交', 'submission') },
  },
};
