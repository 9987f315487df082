import { z } from 'zod';
import { ZUpdateBasicInfoBody } from '../card/card.schemas';
import { fEnum, fId, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';

/**
 * Programmes and small modules, dealer part (issue 18): body and answer shapes of programme-dealer.contract.ts.
 * A dealer is a user holding role `dealer` (bought through the vip area's dealer line); a dealer earns a share of
 * the edition orders paid by users they referred. Custody (trusteeship): an owner entrusts their card to a custodian,
 * who may edit the card's basic info; only customer service ends an accepted custody.
 */
const L = LIMITS.programmeDealer;

/** A person as these screens show them (core/people's face): never an internal id or a phone number. */
export const ZDealerPerson = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

// --- dealer --------------------------------------------------------------------------------------------------------
export const ZDealerHome = z.object({
  isDealer: z.boolean(),
  /** The dealer plan to buy (vip area's line 'dealer'), in the caller's language; null when none is on sale. */
  plan: z.object({ code: z.string(), name: z.string(), priceFen: z.number().int() }).nullable(),
  /** The share of a referred user's edition order the dealer earns. */
  percent: z.number().int(),
  /** The registration link carrying the caller as referee (the QR encodes it). */
  referralUrl: z.string(),
  /** The referral link's QR code, a PNG data URL. */
  qrDataUrl: z.string(),
  referredCount: z.number().int(),
  /** Paid orders (paid, refunding or refunded later count as paid once) of the referred users. */
  paidOrderCount: z.number().int(),
  /** Dealer incomes (ledger source 'dealer') by state; total = frozen + released. */
  frozenFen: z.number().int(),
  releasedFen: z.number().int(),
  totalFen: z.number().int(),
  /** The wallet's available balance: what the withdrawal screen can take out. */
  availableFen: z.number().int(),
});
export type TDealerHome = z.infer<typeof ZDealerHome>;

export const COMMISSION_STATES = ['frozen', 'released', 'reversed'] as const;
export const ZDealerCommission = z.object({
  id: z.string(),
  buyer: ZDealerPerson,
  line: z.string(),
  orderFen: z.number().int(),
  percent: z.number().int(),
  amountFen: z.number().int(),
  /** The programme role this commission was paid under (issue 32: one per order and tier, the highest-paying role). */
  role: z.enum(LIMITS.referral.roles),
  /** 1: the buyer was referred by the caller; 2: by someone the caller referred. */
  tier: z.number().int(),
  state: z.enum(COMMISSION_STATES),
  createdAt: z.string(),
});
export type TDealerCommission = z.infer<typeof ZDealerCommission>;
export const ZDealerCommissionPage = pageOf(ZDealerCommission);
export const ZDealerPageQuery = z.object(pageQueryShape);

// --- custody -------------------------------------------------------------------------------------------------------
export const CUSTODY_STATES = ['requested', 'active', 'declined', 'ended'] as const;
export type CustodyState = (typeof CUSTODY_STATES)[number];

/** The owner's side of a custody. */
export const ZCustodyView = z.object({
  id: z.string(),
  status: z.enum(CUSTODY_STATES),
  custodian: ZDealerPerson,
  note: z.string(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string(),
});
export type TCustodyView = z.infer<typeof ZCustodyView>;

export const ZCustodyIndex = z.object({
  /** The caller's card's open custody, else the last one (declined or ended), else null. */
  mine: ZCustodyView.nullable(),
  /** Dealers cannot act as custodians: the custodian section is hidden for them. */
  isDealer: z.boolean(),
  /** Customer service: the agent section shows. */
  isAgent: z.boolean(),
  activeCount: z.number().int(),
  requestedCount: z.number().int(),
});
export type TCustodyIndex = z.infer<typeof ZCustodyIndex>;

/** A card the caller looks after (or was asked to). */
export const ZCustodyCardRow = z.object({
  id: z.string(),
  status: z.enum(CUSTODY_STATES),
  owner: ZDealerPerson,
  company: z.string(),
  position: z.string(),
  note: z.string(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type TCustodyCardRow = z.infer<typeof ZCustodyCardRow>;
export const ZCustodyCardPage = pageOf(ZCustodyCardRow);

/** An agent's row: both sides. */
export const ZAgentCustodyRow = ZCustodyCardRow.extend({ custodian: ZDealerPerson, endedAt: z.string().nullable(), endReason: z.string() });
export type TAgentCustodyRow = z.infer<typeof ZAgentCustodyRow>;
export const ZAgentCustodyPage = pageOf(ZAgentCustodyRow);

/** The custodial card's basic info the custodian may edit. */
export const ZCustodyCard = z.object({
  custodyId: z.string(),
  owner: ZDealerPerson,
  name: z.string(),
  company: z.string(),
  department: z.string(),
  position: z.string(),
  taxNumber: z.string(),
  landline: z.string(),
  fax: z.string(),
  email: z.string(),
});
export type TCustodyCard = z.infer<typeof ZCustodyCard>;

export const ZCustodyPoster = z.object({
  custodian: ZDealerPerson,
  posterTitle: z.string(),
  posterText: z.string(),
  /** Where the poster's QR leads: the custody request screen naming this custodian. */
  requestUrl: z.string(),
  /** The request link's QR code, a PNG data URL. */
  qrDataUrl: z.string(),
});
export type TCustodyPoster = z.infer<typeof ZCustodyPoster>;

/** What the request screen shows about a custodian (their poster) and whether the caller can ask them. */
export const ZCustodianCard = z.object({ custodian: ZDealerPerson, posterTitle: z.string(), posterText: z.string(), isSelf: z.boolean() });
export type TCustodianCard = z.infer<typeof ZCustodianCard>;

// --- bodies and queries --------------------------------------------------------------------------------------------
export const ZCustodyIdBody = z.object({ custodyId: fId() });
export const ZCustodyListQuery = z.object({ status: fEnum(['active', 'requested']).optional(), ...pageQueryShape });
export const ZCustodySearchQuery = z.object({ keyword: fOptText(L.searchKeywordMax), ...pageQueryShape });
export const ZCustodianQuery = z.object({ custodianIdEcr: fText(1, 64) });
export const ZRequestCustodyBody = z.object({ custodianIdEcr: fText(1, 64), note: fOptText(L.custodyNoteMax) });
export const ZUpdateCustodyCardBody = ZUpdateBasicInfoBody.extend({ custodyId: fId() });
export type TUpdateCustodyCardBody = z.input<typeof ZUpdateCustodyCardBody>;
export const ZSaveCustodyPosterBody = z.object({ posterTitle: fText(1, L.posterTitleMax), posterText: fOptText(L.posterTextMax, { multiline: true }) });
export const ZAgentCustodiesBody = z.object({ status: fEnum([...CUSTODY_STATES]).optional(), keyword: fOptText(L.searchKeywordMax), ...pageQueryShape });
export const ZDisconnectCustodyBody = z.object({ custodyId: fId(), reason: fText(1, L.endReasonMax) });

/** Every body field of the part; names chosen to mean one thing across the programme area. */
const FIELDS = {
  custodyId: label('托管记录', 'custody'),
  custodianIdEcr: label('托管人名片', 'custodian card'),
  note: label('托管留言', 'custody note'),
  posterTitle: label('海报标题', 'poster title'),
  posterText: label('海报文字', 'poster text'),
  reason: label('解除原因', 'reason for ending'),
  keyword: label('搜索内容', 'search text'),
  status: label('托管状态', 'custody state'),
  pageIndex: label('页码', 'page'),
  pageSize: label('每页条数', 'page size'),
};
/** The card fields the custodian edits, worded as the card area words them. */
const CARD_FIELDS = {
  name: label('名片名称', 'card name'),
  company: label('公司', 'company'),
  department: label('部门', 'department'),
  position: label('职位', 'position'),
  taxNumber: label('税号', 'tax number'),
  landline: label('座机', 'landline'),
  fax: label('传真', 'fax'),
  email: label('邮箱', 'email'),
};
const CALLS = [
  'findDealerHome',
  'findDealerCommissions',
  'findCustodyIndex',
  'findCustodyHome',
  'searchCustody',
  'findCustodian',
  'requestCustody',
  'cancelCustodyRequest',
  'acceptCustody',
  'declineCustody',
  'findCustodyCard',
  'findCustodyPoster',
  'saveCustodyPoster',
  'findAgentCustodies',
  'disconnectCustody',
];

export const PROGRAMME_DEALER_LABELS: AreaLabels = {
  fields: { custodyId: FIELDS.custodyId, custodianIdEcr: FIELDS.custodianIdEcr, posterTitle: FIELDS.posterTitle, posterText: FIELDS.posterText },
  calls: {
    ...Object.fromEntries(CALLS.map((name) => [name, FIELDS])),
    updateCustodyCard: { ...FIELDS, ...CARD_FIELDS },
  },
};
