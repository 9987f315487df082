import { cq } from '../../../config/query';

/** Client paths of the network area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const networkPaths = {
  // --- network paths, exchange part (exchange, address book /rel/addRessBook, labels, scan) ---
  addressBook: '/rel/addRessBook',
  scanQr: '/scanQr/scanQrCode',
  exchangeRequests: '/rel/exchangeRequests',
  /** Ours: another user's card inside the app, with the exchange button and its state. */
  exchangeCard: (phoneIdEcr: string) => `/rel/exchangeCard?${cq({ phoneIdEcr })}`,
  exchangeCardPattern: '/rel/exchangeCard',
  searchCardUser: '/rel/searchCardUser',
  contactLabels: '/label/contactLabels',
  /** Ours (issue 34): photograph a paper card into the address book. */
  scanPaperCard: '/scanCard/scanPaperCard',
  // --- network paths, company part (/acc/myCompany, /acc/in2ManageList, departments, hand-over) ---
  myCompany: '/acc/myCompany',
  /** The company admin's list (spec: /acc/in2ManageList): applications, staff, admins, departments, master card, lock, hand-over. */
  companyManage: '/acc/in2ManageList',
  /** Ours (issue 31): creating a company, and one invitation into a company (the invitee accepts or declines). */
  companyCreate: '/acc/createCompany',
  companyInvite: (inviteId: string) => `/acc/companyInvite?${cq({ inviteId })}`,
  companyInvitePattern: '/acc/companyInvite',
  // --- network paths, mirror part (/mirror/*, /msgPush/:phoneIdEcr) ---
  mirrorList: '/mirror/list',
  mirrorPushBk: '/mirror/pushBk',
  mirrorHistory: '/mirror/mirrorHistoryList',
  mirrorBindRelationship: '/mirror/mirrorBindRelationship',
  mirrorSearchMother: '/mirror/searchMotherUser',
  mirrorSearchSon: '/mirror/searchMirrorSonList',
  msgPush: (phoneIdEcr: string) => `/msgPush/${encodeURIComponent(phoneIdEcr)}`,
  msgPushPattern: '/msgPush/:phoneIdEcr',
  // --- network paths, radar part (visitor radar, demand consultation) ---
  radar: '/accessRadar/index',
  /** The radar on one of its tabs (a consultation message opens 需求咨询). */
  radarTab: (tab: 'visitors' | 'advisories') => `/accessRadar/index?tab=${tab}`,
  radarVisitor: (visitorKey: string) => `/accessRadar/visitor/${encodeURIComponent(visitorKey)}`,
  radarVisitorPattern: '/accessRadar/visitor/:visitorKey',
  /** Demand consultation: opened by any visitor from the public card page's 咨询 link. */
  advisory: (phoneIdEcr: string) => `/accessRadar/advisory/${encodeURIComponent(phoneIdEcr)}`,
  advisoryPattern: '/accessRadar/advisory/:phoneIdEcr',
  /** Share back (issue 34): 留下我的名片 from a public card, and withdrawing by the confirmation's link (?token=). */
  shareBack: (phoneIdEcr: string) => `/rel/shareBack/${encodeURIComponent(phoneIdEcr)}`,
  shareBackPattern: '/rel/shareBack/:phoneIdEcr',
  shareBackWithdraw: '/rel/shareBackWithdraw',
} as const;
