import { z } from 'zod';
import { fCsv, fEnum, fId, fNumber, fOptText, fText } from '../common/form';
import { LIMITS } from '../common/limits';

/**
 * Circles (issue 12): the words every part of the area shares (parts import from here, never from circle.schemas.ts). Each part (core: circles, joining, search, QR codes;
 * manage: members, admins, titles, restrictions, transfer, deletion, sanctions; bulletin: announcements, comments,
 * complaints; pay: paid join and view, renewal, refunds) has its own contract and schema file.
 */
export const CIRCLE_STATES = ['normal', 'warned', 'banned', 'dissolved'] as const;
export type CircleState = (typeof CIRCLE_STATES)[number];
export const JOIN_WAYS = ['open', 'approval', 'paid'] as const;
export type JoinWay = (typeof JOIN_WAYS)[number];
/** Membership states of spec section 4 ('none' = not joined; 'left' is ours: left or removed, may join again). */
export const MEMBER_STATES = ['none', 'applied', 'invited', 'agreed', 'joined', 'expired', 'ignored', 'left'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];
export const CIRCLE_ROLES = ['owner', 'admin', 'member'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

/** The circle id every circle call names (`cid`, as the spec's routes spell it). */
export const zCid = fId();
export const ZCidBody = z.object({ cid: zCid });

/** What the caller is to a circle: the state, role and flags every screen needs to decide what to offer. */
export const ZMyRelation = z.object({
  state: z.enum(MEMBER_STATES),
  role: z.enum(CIRCLE_ROLES).nullable(),
  disabled: z.boolean(),
  /** A paid membership's end (ISO), null when not paid. */
  paidUntil: z.string().nullable(),
  /** Paid viewing's end (ISO), null when not paid. */
  viewPaidUntil: z.string().nullable(),
});
export type TMyRelation = z.infer<typeof ZMyRelation>;

/** A circle as lists show it (my circles, search results). Prices in fen; 0 when not charged. */
export const ZCircleSummary = z.object({
  cid: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  description: z.string(),
  labels: z.array(z.string()),
  city: z.string(),
  industry: z.string(),
  joinWay: z.enum(JOIN_WAYS),
  joinPriceFen: z.number().int(),
  viewPriceFen: z.number().int(),
  memberCount: z.number().int(),
  state: z.enum(CIRCLE_STATES),
  /** The caller's relation ('none' for visitors). */
  my: ZMyRelation,
});
export type TCircleSummary = z.infer<typeof ZCircleSummary>;

/**
 * What the viewer may do in a circle, with the catalogue code that refuses each action (null when allowed), so the
 * circle's screens hide or disable an action and say why before anyone starts writing (issue 32, item 5). The
 * server still refuses each call on its own.
 */
export const ZViewerPermissions = z.object({
  canPost: z.boolean(),
  postReason: z.string().nullable(),
  canComment: z.boolean(),
  commentReason: z.string().nullable(),
  canInvite: z.boolean(),
  inviteReason: z.string().nullable(),
  canSeeMembers: z.boolean(),
  membersReason: z.string().nullable(),
});
export type TViewerPermissions = z.infer<typeof ZViewerPermissions>;

/** One circle in full (circleDetail): what its home, join page and management screens start from. */
export const ZCircleDetail = ZCircleSummary.extend({
  ownerName: z.string(),
  ownerPhoneIdEcr: z.string(),
  province: z.string(),
  address: z.string(),
  honour: z.string(),
  warnings: z.number().int(),
  adminCount: z.number().int(),
  /** Member restrictions (CircleJurisdiction). */
  jurisdiction: z.object({ noMemberBulletin: z.boolean(), noViewOthers: z.boolean(), noAddContacts: z.boolean() }),
  /** Whether the caller may see the circle's bulletins and members (a member, or paid viewing running, or free viewing). */
  canView: z.boolean(),
  /** What the caller may do here and why not (ZViewerPermissions). */
  permissions: ZViewerPermissions,
  createdAt: z.string(),
});
export type TCircleDetail = z.infer<typeof ZCircleDetail>;

/**
 * What describes a circle, as createCircle and editCircleDescribe take it. Labels are a comma list whose count,
 * length, characters and duplicates the services check (circle.rules `checkCircleLabels`), so each refusal is its
 * catalogue code on `labels`; the schema only caps the list so a huge one is refused before any work.
 */
export const circleProfileShape = {
  description: fText(1, LIMITS.circle.descriptionLength, { multiline: true }),
  avatarUrl: fOptText(500),
  province: fOptText(20),
  city: fOptText(20),
  address: fOptText(100),
  lng: fNumber(-180, 180).optional(),
  lat: fNumber(-90, 90).optional(),
  /** One of LIMITS.circle.industries, or empty for none. */
  industry: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), fEnum(['', ...LIMITS.circle.industries])).default(''),
  labels: fCsv(z.string().max(50), 20).default([]),
};
