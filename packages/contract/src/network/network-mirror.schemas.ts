import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fBool, fEnum, fId, fText } from '../common/form';
import { feedQueryShape, pageOf, pageQueryShape } from '../common/paging';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';
import { ZNetworkPerson } from './network-common.schemas';

/**
 * The network, mirror part (issue 13): body and answer shapes of network-mirror.contract.ts. A master card pushes
 * one content type at a time to its sub cards; each sub card allows or refuses each type (absent = allowed).
 */
const L = LIMITS.network;

/**
 * What a master can push (ours): `basic` the company-wide card fields (company, product/service, tax number,
 * landline, fax; never the person's own name, position, phone or e-mail), `honours`, `columns` (custom columns),
 * `links` (micro link sets).
 */
/** Mirror sync's module (spec section 1): its calls open with VIP or a golden-key unlock of this module (issue 31). */
export const MIRROR_MODULE = 36 as const;

export const MIRROR_CONTENT_TYPES = ['basic', 'honours', 'columns', 'links'] as const;
export type MirrorContentType = (typeof MIRROR_CONTENT_TYPES)[number];
/**
 * What a sub card may switch off: the pushed types, plus `articles`, which are mirrored live (the sub card's article
 * lists read the master's published articles while bound; content-articles part, issue 14) and never pushed.
 */
export const MIRROR_SWITCH_TYPES = [...MIRROR_CONTENT_TYPES, 'articles'] as const;
export type MirrorSwitchType = (typeof MIRROR_SWITCH_TYPES)[number];
export const MIRROR_ROLES = ['master', 'sub', 'none'] as const;
export const PROMOTION_VERSIONS = ['standard', 'promotion'] as const;
/** A master's link to a sub card: bound (shows the pushes), forbidden (the master stopped it; still linked). */
export const MIRROR_LINK_STATES = ['bound', 'forbidden'] as const;
export const MIRROR_AUTH_ACTIONS = ['allow', 'forbid', 'unbind'] as const;
/**
 * A sub's binding request to a master (issue 31: binding needs the master's consent): `pending` until the master
 * approves (the link becomes `bound`) or refuses it (`refused`, asked again only after a wait), or the sub withdraws it.
 */
export const MIRROR_REQUEST_STATES = ['pending', 'refused'] as const;
export const MIRROR_ANSWERS = ['approve', 'refuse'] as const;
export const MIRROR_PUSH_STATES = ['pushed', 'cancelled'] as const;

const zContentType = fEnum([...MIRROR_CONTENT_TYPES]);
const zSwitchType = fEnum([...MIRROR_SWITCH_TYPES]);
const zKeyword = fText(1, L.mirrorKeywordMax);

// --- pushed content (the snapshot taken at push time) -------------------------------------------------------------
export const ZMirrorBasic = z.object({ company: z.string(), productService: z.string(), taxNumber: z.string(), landline: z.string(), fax: z.string() });
export const ZMirrorHonour = z.object({ title: z.string(), content: z.string(), imageUrl: z.string(), awardedOn: z.string() });
export const ZMirrorColumn = z.object({ name: z.string(), content: z.string() });
export const ZMirrorLinkSet = z.object({ name: z.string(), links: z.array(z.object({ title: z.string(), url: z.string() })) });
export const ZMirrorContent = z.discriminatedUnion('contentType', [
  z.object({ contentType: z.literal('basic'), basic: ZMirrorBasic }),
  z.object({ contentType: z.literal('honours'), honours: z.array(ZMirrorHonour) }),
  z.object({ contentType: z.literal('columns'), columns: z.array(ZMirrorColumn) }),
  z.object({ contentType: z.literal('links'), links: z.array(ZMirrorLinkSet) }),
]);
export type TMirrorContent = z.infer<typeof ZMirrorContent>;

// --- answers -------------------------------------------------------------------------------------------------------
/**
 * A binding request as each side sees it: `person` is the other side (the master for the sub, the sub for the
 * master). `retryAt`: for a refused one, when the sub may ask this master again (null otherwise).
 */
export const ZMirrorRequest = z.object({
  person: ZNetworkPerson,
  state: z.enum(MIRROR_REQUEST_STATES),
  requestedAt: z.string(),
  retryAt: z.string().nullable(),
});
export type TMirrorRequest = z.infer<typeof ZMirrorRequest>;
export const ZMirrorRequestPage = pageOf(ZMirrorRequest);

export const ZMirrorSwitch = z.object({ contentType: z.enum(MIRROR_SWITCH_TYPES), allowed: z.boolean() });
export type TMirrorSwitch = z.infer<typeof ZMirrorSwitch>;

/** The caller's place in mirror sync (the entry screen's first read). */
export const ZMirrorState = z.object({
  role: z.enum(MIRROR_ROLES),
  isVip: z.boolean(),
  promotionVersion: z.enum(PROMOTION_VERSIONS),
  /** A sub card's master and the link's state; null otherwise. */
  master: ZNetworkPerson.nullable(),
  linkState: z.enum(MIRROR_LINK_STATES).nullable(),
  /** A sub card's switches (every type, absent rows as allowed); empty otherwise. */
  switches: z.array(ZMirrorSwitch),
  /** A master's linked sub cards (bound or forbidden). */
  subCount: z.number().int(),
  /** A card that is not a sub: its own request to a master, waiting or refused (until it may ask again); null otherwise. */
  request: ZMirrorRequest.nullable(),
  /** A master's binding requests waiting for its answer. */
  pendingCount: z.number().int(),
});
export type TMirrorState = z.infer<typeof ZMirrorState>;

export const ZMirrorSub = z.object({
  person: ZNetworkPerson,
  state: z.enum(MIRROR_LINK_STATES),
  boundAt: z.string(),
  switches: z.array(ZMirrorSwitch),
});
export type TMirrorSub = z.infer<typeof ZMirrorSub>;
export const ZMirrorSubPage = pageOf(ZMirrorSub);

export const ZMirrorMaster = z.object({ master: ZNetworkPerson, state: z.enum(MIRROR_LINK_STATES), boundAt: z.string() });

export const ZMirrorPush = z.object({
  pushId: z.string(),
  contentType: z.enum(MIRROR_CONTENT_TYPES),
  state: z.enum(MIRROR_PUSH_STATES),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** How many entries the snapshot holds (honours, columns, link sets; 1 for basic). */
  itemCount: z.number().int(),
  content: ZMirrorContent,
  /** For a sub card's list: whether its public page shows this push now (latest of its type, allowed, not cancelled). */
  shown: z.boolean().nullable(),
});
export type TMirrorPush = z.infer<typeof ZMirrorPush>;
export const ZMirrorPushPage = pageOf(ZMirrorPush);

/** A push answered with how many sub cards show it (bound and allowing the type). */
export const ZMirrorPushed = z.object({ push: ZMirrorPush, reachedSubs: z.number().int() });

export const ZMirrorBindRelationship = z.object({
  role: z.enum(MIRROR_ROLES),
  master: ZNetworkPerson.nullable(),
  linkState: z.enum(MIRROR_LINK_STATES).nullable(),
  subs: ZMirrorSubPage,
});

export const ZMirrorPersonPage = pageOf(ZNetworkPerson);
export const ZMirrorDone = z.object({ role: z.enum(MIRROR_ROLES), promotionVersion: z.enum(PROMOTION_VERSIONS) });

// --- bodies (JSON for the five /v3/.../edit JSON calls, form for the rest) ---------------------------------------
export const ZMirrorPageBody = z.object(pageQueryShape).default({});
export const ZUpdateMirrorModuleBody = z.object({
  switches: z
    .array(z.object({ contentType: zSwitchType, allowed: fBool() }))
    .min(1, rule('listSize', { max: MIRROR_SWITCH_TYPES.length }))
    .max(MIRROR_SWITCH_TYPES.length, rule('listSize', { max: MIRROR_SWITCH_TYPES.length })),
});
export const ZMirrorSlaverAuthBody = z.object({ phoneIdEcr: fId(), action: fEnum([...MIRROR_AUTH_ACTIONS]) });
export const ZCancelPushBody = z.object({ pushId: fId() });
export const ZMirrorPushBody = z.object({ contentType: zContentType });
export const ZMirrorBindBody = z.object({ phoneIdEcr: fId() });
export const ZMirrorAnswerBody = z.object({ phoneIdEcr: fId(), action: fEnum([...MIRROR_ANSWERS]) });
export const ZSwitchPromotionVersionBody = z.object({ version: fEnum([...PROMOTION_VERSIONS]) });
export const ZMirrorHistoryBody = z.object({ ...feedQueryShape });
export const ZMirrorSearchBody = z.object({ keyword: zKeyword, ...pageQueryShape });
export const ZIn2SearchMirrorSonBody = z.object({ phoneIdEcr: fId(), keyword: zKeyword, ...pageQueryShape });
export const ZMsgPushBody = z.object({ phoneIdEcr: fId(), ...feedQueryShape });

export const NETWORK_MIRROR_LABELS: AreaLabels = {
  fields: {
    contentType: label('同步内容类型', 'content type'),
    allowed: label('允许同步', 'allow mirroring'),
    switches: label('同步开关', 'mirror switches'),
    action: label('操作', 'action'),
    pushId: label('推送', 'push'),
    version: label('名片版本', 'card version'),
  },
  calls: {
    mirror: { phoneIdEcr: label('主名片', 'master card') },
    in2SearchMirrorSonList: { phoneIdEcr: label('主名片', 'master card') },
    msgPushList: { phoneIdEcr: label('主名片', 'master card') },
    updateMirrorSlaverAuth: { phoneIdEcr: label('子名片', 'sub card') },
    answerMirrorRequest: { phoneIdEcr: label('申请的子名片', 'requesting sub card'), action: label('同意或拒绝', 'approve or refuse') },
  },
};
