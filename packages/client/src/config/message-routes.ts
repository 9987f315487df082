import type { MessageSubjectType, TMessage, TMessageSubject } from '@card/contract';
import { paths } from './paths';

/**
 * The screen of each message subject (issue 31: every message opens its subject). A record over the contract's
 * subject types, so a type added there without a screen here fails typecheck instead of opening nothing.
 */
const SUBJECT_ROUTES: { [K in MessageSubjectType]: (id: string) => string } = {
  // The request box lists every open request; the one named is there among them.
  exchangeRequest: () => paths.exchangeRequests,
  contact: (phoneIdEcr) => paths.exchangeCard(phoneIdEcr),
  companyApplication: () => paths.companyManage,
  company: () => paths.myCompany,
  companyInvite: (inviteId) => paths.companyInvite(inviteId),
  // Members see its bulletins; the screen sends anyone else on to the join page.
  circle: (cid) => paths.circleAffiche(cid),
  circleApplication: (cid) => paths.circleMemberWaitInfo(cid),
  circleComplaints: (cid) => paths.circleComplaintInbox(cid),
  // The mirror screen: a master's waiting requests with 同意 / 拒绝, a card's own request, link and switches.
  mirror: () => paths.mirrorList,
  // The radar's 需求咨询 tab holds the consultations list.
  consultation: () => paths.radarTab('advisories'),
  shopSale: (orderId) => paths.sellerOrder(orderId),
  shopPurchase: (orderId) => paths.myShopOrder(orderId),
  vipOrder: () => paths.myOrders,
  refund: () => paths.refundTab('refunded'),
  ticket: (ticketId) => paths.serviceTicket(ticketId),
  complaint: (complaintId) => paths.myComplaint(complaintId),
  // The owner sees their own case in any state; a reporter sees the shown case.
  case: (caseId) => paths.caseShow(caseId),
  pageLeads: (pageId) => paths.microPageLeads(pageId),
  activity: (id) => paths.activityDetail(id),
  activityAttendees: (id) => paths.attendees(id),
  // The wallet screen shows the balance, the frozen income and the withdrawals the message is about.
  wallet: () => paths.wallet,
  goldenKeys: () => paths.goldenKeys,
  videoShare: () => paths.shareList,
  illegalVideo: () => paths.illegalVideo,
  // The custody entry lists the user's custodies on either side (owner or custodian).
  custody: () => paths.custodyIndex,
  vipCentre: () => paths.vipCentre,
  // Details a visitor left (issue 34) are an entry of the address book, marked 来自名片分享.
  shareBack: () => paths.addressBook,
};

/** The client path of a message's subject. */
export const subjectRoute = (subject: TMessageSubject): string => SUBJECT_ROUTES[subject.type](subject.id);

/**
 * Where tapping a message goes: its subject's screen; else the link it was written with (a customer-service reply);
 * else, for rows written before subjects existed, the message in full.
 */
export const messageRoute = (m: Pick<TMessage, 'id' | 'link' | 'subject'>): string => (m.subject ? subjectRoute(m.subject) : m.link || paths.serviceMsgDetail(m.id));
