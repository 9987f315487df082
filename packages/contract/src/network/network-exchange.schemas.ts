import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fCsv, fEnum, fFile, fId, fOptText, fText } from '../common/form';
import { LIMITS } from '../common/limits';
import { feedQueryShape, pageOf } from '../common/paging';
import { zKeyword } from '../common/rules';
import { ZNetworkPerson } from './network-common.schemas';
import { ZShareBackLead } from './network-shareback.schemas';

/** The network, exchange part (issue 13): body and answer shapes of network-exchange.contract.ts. */

const L = LIMITS.network;

// --- card exchange -------------------------------------------------------------------------------------------------

/**
 * Where the caller stands with another card: `own` (their own card), `none`, `pending-sent` (awaiting the other),
 * `pending-received` (awaiting the caller), `exchanged` (each holds the other's card).
 */
export const EXCHANGE_STATES = ['own', 'none', 'pending-sent', 'pending-received', 'exchanged'] as const;
export type ExchangeState = (typeof EXCHANGE_STATES)[number];

export const ZApplyExchangeBody = z.object({ phoneIdEcr: fId(), note: fOptText(L.exchangeNoteLength) });
export const ZExchangePersonBody = z.object({ phoneIdEcr: fId() });
/** Where the caller stands with a person, with the person (the in-app card view shows both). */
export const ZExchangeStateAnswer = z.object({ phoneIdEcr: z.string(), state: z.enum(EXCHANGE_STATES), person: ZNetworkPerson });
export type TExchangeStateAnswer = z.infer<typeof ZExchangeStateAnswer>;

export const EXCHANGE_BOXES = ['received', 'sent'] as const;
export const ZExchangeRequestsBody = z.object({ box: fEnum([...EXCHANGE_BOXES]).default('received'), ...feedQueryShape });
/** One request in a box: the other person, its state (pending | accepted | declined | cancelled), note, times. */
export const ZExchangeRequest = z.object({
  id: z.string(),
  person: ZNetworkPerson,
  state: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
  note: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TExchangeRequest = z.infer<typeof ZExchangeRequest>;
/** `pendingCount`: requests still awaiting the caller (the address book's badge). */
export const ZExchangeRequestPage = pageOf(ZExchangeRequest, { pendingCount: z.number().int() });

// --- address book --------------------------------------------------------------------------------------------------

/** shareBack (issue 34): a visitor without an account left their details on the caller's card (来自名片分享). */
export const CONTACT_SOURCES = ['exchange', 'scan', 'handover', 'colleague', 'shareBack'] as const;
/** Contact.source: written by the exchange, hand-over and share-back parts, read by the address book and the friend feed. */
export type ContactSource = (typeof CONTACT_SOURCES)[number];
/** A stored source (a String column) as the union; an unknown value reads as an exchange (the address book's plain card). */
export const contactSourceOf = (source: string): ContactSource => ((CONTACT_SOURCES as readonly string[]).includes(source) ? (source as ContactSource) : 'exchange');
export const ZContactLabelRef = z.object({ id: z.string(), name: z.string() });
/** One card of the address book: the person, how it came (source), the caller's labels on it, when it was added. */
export const ZContactRow = z.object({
  /** The address-book entry's own id (labels are set on it); null for colleagues, who are not entries. */
  contactId: z.string().nullable(),
  person: ZNetworkPerson,
  source: z.enum(CONTACT_SOURCES),
  labels: z.array(ZContactLabelRef),
  addedAt: z.string(),
  /** Source shareBack: the details the visitor left (`person` repeats name, company and title; no card to open). */
  shareBack: ZShareBackLead.nullable().optional(),
});
export type TContactRow = z.infer<typeof ZContactRow>;
export const ZContactPage = pageOf(ZContactRow);

export const ADDRESS_BOOK_TABS = ['friends', 'colleagues'] as const;
/** friends: my contacts, newest first (optionally only those with `labelId`); colleagues: my company's members. */
export const ZAddressBookBody = z.object({ tab: fEnum([...ADDRESS_BOOK_TABS]).default('friends'), labelId: fId().optional(), ...feedQueryShape });
export const ZSearchFriendsBody = z.object({ keyword: zKeyword(L.cardUserKeywordMax), ...feedQueryShape });

/** My company's colleagues by department; members without one are in the group whose departmentId is null. */
export const ZDepartmentGroup = z.object({ departmentId: z.string().nullable(), name: z.string(), members: z.array(ZNetworkPerson) });
export const ZDepartmentBook = z.object({ company: z.string().nullable(), groups: z.array(ZDepartmentGroup) });
export type TDepartmentBook = z.infer<typeof ZDepartmentBook>;

export const ZDeletedAnswer = z.object({ deleted: z.literal(true) });

// --- card-user search (VIP) ----------------------------------------------------------------------------------------

/** A card name (contains), or an 11-digit mainland mobile (exact). */
export const ZSearchCardUserBody = z.object({ keyword: zKeyword(L.cardUserKeywordMax) });
export const ZFoundCardUser = ZNetworkPerson.extend({ state: z.enum(EXCHANGE_STATES) });
export const ZFoundCardUsers = z.array(ZFoundCardUser);
export type TFoundCardUser = z.infer<typeof ZFoundCardUser>;

// --- labels --------------------------------------------------------------------------------------------------------

export const ZContactLabel = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type TContactLabel = z.infer<typeof ZContactLabel>;
export const ZContactLabels = z.object({ labels: z.array(ZContactLabel), max: z.number().int(), nameLength: z.number().int() });
export const ZAddContactLabelBody = z.object({ name: fText(1, L.contactLabelLength) });
export const ZLabelIdBody = z.object({ labelId: fId() });
/** A contact's labels, replaced as a whole: the entry's id and a comma list of the caller's label ids (empty clears them). */
export const ZSetContactLabelsBody = z.object({ contactId: fId(), labelIds: fCsv(fId(), L.labelsPerContact) });
export const ZContactLabelRefs = z.object({ labels: z.array(ZContactLabelRef) });
export const ZContactsByLabelBody = z.object({ labelId: fId(), ...feedQueryShape });

// --- scan ----------------------------------------------------------------------------------------------------------

export const ZDecodeCardQrBody = z.object({ file: fFile() });
/** What a card QR code held: the card's public id and link, and the person when the card exists. */
export const ZDecodedCardQr = z.object({ phoneIdEcr: z.string(), link: z.string(), person: ZNetworkPerson });

export const NETWORK_EXCHANGE_LABELS: AreaLabels = {
  fields: {
    note: label('附言', 'note'),
    box: label('请求类别', 'request box'),
    tab: label('名片夹分类', 'address book tab'),
    labelId: label('标签', 'label'),
    labelIds: label('标签', 'labels'),
    contactId: label('名片夹条目', 'address book entry'),
    name: label('标签名称', 'label name'),
    keyword: label('搜索关键字', 'search keyword'),
    file: label('二维码图片', 'QR code picture'),
  },
};
