/** Every client path in one place. Paths are relative to the router basename (/multipage). */
import { servicePaths } from './paths-service';
import { videoPaths } from './paths-video';
import { programmeDealerPaths } from './paths-programme-dealer';
import { programmePromotionPaths } from './paths-programme-promotion';
import { programmeSmsPaths } from './paths-programme-sms';
import { programmeCheckinPaths } from './paths-programme-checkin';
import { programmeInsightPaths } from './paths-programme-insight';
import { programmeShakePaths } from './paths-programme-shake';
import { programmePersonaPaths } from './paths-programme-persona';

export const BASENAME = '/multipage';

/** A query string (circle screens name their objects in the query, as the spec's routes do). */
const cq = (o: Record<string, string>) => new URLSearchParams(o).toString();

export const paths = {
  home: '/acc/acc_home',
  login: '/acc/login',
  register: '/acc/register',
  registerSuccess: '/acc/registerSuccess',
  agreement: '/acc/serviceAgreement',
  editCard: '/acc/editMpBaseInformation',
  editName: '/acc/editMpBaseInformation/mpUserName',
  card: (phoneIdEcr: string) => `/card/${encodeURIComponent(phoneIdEcr)}`,
  cardPattern: '/card/:phoneIdEcr',
  // --- security area paths: add below this line ---
  passwordHome: '/acc/acc_home_passWord',
  changePassword: '/acc/acc_home_ChangePassWord',
  forgetPassword: '/acc/acc_home_ForgetPassWord',
  setNewPassword: '/acc/ForwardSetNewPassword',
  txPassword: '/acc/acc_home_AccTraderpw',
  txPasswordRetrieve: '/acc/acc_home_AccTraderpwRetrieve',
  txPasswordSuccess: '/acc/AccTraderpwSetSuccess',
  modifyPhone: '/acc/forwardModifyPhone',
  bindingManagement: '/acc/acc_home_mine/bindingManagement',
  /** Where WeChat's authorisation comes back to (issue 29); the server names it too (domains/security/wx-auth.rules.ts). */
  wxAuthorized: '/acc/wxAuthorized',
  // --- usercentre area paths: add below this line ---
  userCentre: '/acc/acc_home_mine',
  userCentreSettings: '/acc/acc_home_mine/set',
  userCentreSettingsOther: '/acc/acc_home_mine/set_other',
  privacySet: '/acc/forwardPrivacySet',
  subscriptions: '/acc/acc_home_bkmore',
  columnSet: '/columnSet',
  messageCentre: '/acc/messageCentre',
  /** 好友动态 (issue 31): what the user's exchanged contacts published (our path). */
  friendFeed: '/acc/friendDynamics',
  /** 审核管理 (issue 32): the operator console, every review queue in one place (our path); `?tab=` opens one queue. */
  operatorConsole: '/acc/operatorConsole',
  operatorTab: (tab: 'case' | 'shake' | 'sms' | 'invite' | 'violation' | 'refund') => `/acc/operatorConsole?tab=${tab}`,
  // --- card editing area paths: add below this line ---
  editCompany: '/acc/editMpBaseInformation/mpCompanyColumnName',
  editHonours: '/acc/editMpBaseInformation/mpAddHonor',
  editMobiles: '/acc/editMpBaseInformation/mpUserPhone',
  editTitle: '/acc/forwardMpTitle',
  editSignature: '/acc/forwardMpSignature',
  editProductService: '/acc/forwardProductService',
  editWeChat: '/acc/mpWeChatEdit',
  editColumns: '/acc/userColumnMore',
  editStyle: '/themes/forwardMpInfo',
  mapPoints: '/themes/mapPointList',
  // --- share area paths: add below this line ---
  qrCode: '/stc/mpQrCode',
  qrDownloadCenter: '/stc/mpLinkQRCodeDownloadCenter',
  /** 导出名片 (issue 34, our path): email signature, video background, wallet pass of the own card. */
  cardExports: '/stc/cardExports',
  // --- album area paths: add below this line ---
  albums: '/photo/albums',
  album: (albumId: string) => `/photo/albums/${encodeURIComponent(albumId)}`,
  albumPattern: '/photo/albums/:albumId',
  // --- links area paths: add below this line ---
  linkSets: '/themes/linkSets',
  linkSet: (setId: string) => `/themes/linkSets/${encodeURIComponent(setId)}`,
  linkSetPattern: '/themes/linkSets/:setId',
  // --- vip area paths (editions, orders, pay, refunds, register offers): add below this line ---
  vipCentre: '/vip/vipCentre',
  enterprise: '/vip/enterprise',
  moreEditions: '/vip/setMeal',
  printedCards: '/vip/printedCards',
  vipPay: (orderId: string) => `/vip/pay/${encodeURIComponent(orderId)}`,
  vipPayPattern: '/vip/pay/:orderId',
  paySuccess: (orderId: string) => `/vip/paySuccess?orderId=${encodeURIComponent(orderId)}`,
  paySuccessPattern: '/vip/paySuccess',
  myOrders: '/vip/orders',
  refundHome: '/acc/acc_home_mineRefund',
  refundTab: (tab: 'notRefund' | 'refunded') => `/acc/acc_home_mineRefund/${tab}`,
  refundApply: (orderId: string) => `/vip/refund/${encodeURIComponent(orderId)}`,
  refundApplyPattern: '/vip/refund/:orderId',
  registerVip: '/register/registerVip',
  refundAdmin: '/vip/refundAdmin',
  // --- wallet area paths (/cpl/*, golden keys, spokesperson): add below this line ---
  wallet: '/cpl/index',
  withdraw: '/cpl/withdraw',
  walletBindWechat: '/cpl/bindWechat',
  frozenList: '/cpl/rsonFreezeList',
  frozenBills: '/cpl/frozenBills',
  billingDetails: '/cpl/billingDetails',
  spokesman: '/cpl/spokesman',
  spokesperson: '/stc/Spokesperson',
  goldenKeys: '/key/goldenKeys',
  // --- circle area paths, core part (/circle: my circles, create, join, search, QR codes): add below this line ---
  myCircles: '/circle/MyOrganizations',
  newCircle: '/circle/MyOrganizations/newCircle',
  joinCircle: '/circle/MyOrganizations/joinCircle',
  circleJoinInfo: (cid: string) => `/circle/CircleJoinInfo/${encodeURIComponent(cid)}`,
  circleJoinInfoPattern: '/circle/CircleJoinInfo/:cid',
  /** The circle QR code page: opened with a full reload (spec section 2), see features/circle qr-link. */
  circleQrCode: (cid: string, phoneIdEcr: string) => `/circle/CircleQrCode?${cq({ cid, phoneIdEcr })}`,
  circleQrCodePattern: '/circle/CircleQrCode',
  inviteQrCode: (cid: string) => `/circle/inviteQrCode?${cq({ cid })}`,
  inviteQrCodePattern: '/circle/inviteQrCode',
  circleLoginCode: '/circle/CircleLoginCode',
  searchCircle: '/circle/SearchCircle',
  searchJoinCircle: '/circle/SearchCircle/SearchJoinCircle',
  searchMpUser: (cid: string) => `/circle/SearchCircle/SearchMpUser?${cq({ cid })}`,
  searchMpUserPattern: '/circle/SearchCircle/SearchMpUser',
  searchCirUser: (cid: string) => `/circle/SearchCircle/SearchCirUser?${cq({ cid })}`,
  searchCirUserPattern: '/circle/SearchCircle/SearchCirUser',
  circleSearchMpUserInfo: (cid: string, phoneIdEcr: string) => `/circle/CircleSearchMpUserInfo?${cq({ cid, phoneIdEcr })}`,
  circleSearchMpUserInfoPattern: '/circle/CircleSearchMpUserInfo',
  circleInviteFriend: (cid: string) => `/circle/CircleManage/CircleInviteFriend?${cq({ cid })}`,
  circleInviteFriendPattern: '/circle/CircleManage/CircleInviteFriend',
  circleMemberWaitInfo: (cid: string) => `/circle/CircleManage/CircleMemberWaitInfo?${cq({ cid })}`,
  circleMemberWaitInfoPattern: '/circle/CircleManage/CircleMemberWaitInfo',
  // --- circle area paths, manage part (CircleManage and its children): add below this line ---
  circleManage: (cid: string) => `/circle/CircleManage?${cq({ cid })}`,
  circleManagePattern: '/circle/CircleManage',
  editCircleName: (cid: string) => `/circle/CircleManage/EditCircleName?${cq({ cid })}`,
  editCircleNamePattern: '/circle/CircleManage/EditCircleName',
  circleMember: (cid: string) => `/circle/CircleManage/CircleMember?${cq({ cid })}`,
  circleMemberPattern: '/circle/CircleManage/CircleMember',
  circleAdmin: (cid: string) => `/circle/CircleManage/CircleAdmin?${cq({ cid })}`,
  circleAdminPattern: '/circle/CircleManage/CircleAdmin',
  circleAdminAdd: (cid: string) => `/circle/CircleManage/CircleAdmin/add?${cq({ cid })}`,
  circleAdminAddPattern: '/circle/CircleManage/CircleAdmin/add',
  circleAdminDel: (cid: string) => `/circle/CircleManage/CircleAdmin/del?${cq({ cid })}`,
  circleAdminDelPattern: '/circle/CircleManage/CircleAdmin/del',
  circleDescribe: (cid: string) => `/circle/CircleManage/CircleDescribe?${cq({ cid })}`,
  circleDescribePattern: '/circle/CircleManage/CircleDescribe',
  circleJurisdiction: (cid: string) => `/circle/CircleManage/CircleJurisdiction?${cq({ cid })}`,
  circleJurisdictionPattern: '/circle/CircleManage/CircleJurisdiction',
  circleHonour: (cid: string) => `/circle/CircleManage/CircleHonour?${cq({ cid })}`,
  circleHonourPattern: '/circle/CircleManage/CircleHonour',
  circleTransfer: (cid: string) => `/circle/CircleManage/CircleTransfer?${cq({ cid })}`,
  circleTransferPattern: '/circle/CircleManage/CircleTransfer',
  circleMembers: (cid: string) => `/circle/CircleMembers?${cq({ cid })}`,
  circleMembersPattern: '/circle/CircleMembers',
  // --- circle area paths, bulletin part (CircleAffiche, ReadInfo, Announce, comments, complaints): add below this line ---
  /** A circle's home for those who may view it: its bulletins (non-members without viewing go to circleJoinInfo). */
  circleAffiche: (cid: string) => `/circle/CircleAffiche?${cq({ cid })}`,
  circleAffichePattern: '/circle/CircleAffiche',
  circleIssuer: (cid: string, phoneIdEcr: string) => `/circle/CircleAffiche/issuer?${cq({ cid, phoneIdEcr })}`,
  circleIssuerPattern: '/circle/CircleAffiche/issuer',
  circleFriend: (cid: string, phoneIdEcr: string) => `/circle/CircleAffiche/friend?${cq({ cid, phoneIdEcr })}`,
  circleFriendPattern: '/circle/CircleAffiche/friend',
  readInfo: (cid: string, bulletinId: string) => `/circle/ReadInfo?${cq({ cid, bulletinId })}`,
  readInfoPattern: '/circle/ReadInfo',
  announce: (cid: string) => `/circle/Announce?${cq({ cid })}`,
  announcePattern: '/circle/Announce',
  announceMerchandise: (cid: string) => `/circle/Announce/Merchandise?${cq({ cid })}`,
  announceMerchandisePattern: '/circle/Announce/Merchandise',
  announceSearchList: (cid: string) => `/circle/Announce/searchList?${cq({ cid })}`,
  announceSearchListPattern: '/circle/Announce/searchList',
  announceMicroFold: (cid: string) => `/circle/Announce/MicroFold?${cq({ cid })}`,
  announceMicroFoldPattern: '/circle/Announce/MicroFold',
  addVideo: (cid: string) => `/circle/addVideo?${cq({ cid })}`,
  addVideoPattern: '/circle/addVideo',
  searchVideo: (cid: string) => `/circle/searchVideo?${cq({ cid })}`,
  searchVideoPattern: '/circle/searchVideo',
  circleBulletinMsg: (cid: string) => `/circle/CircleBulletinMsg?${cq({ cid })}`,
  circleBulletinMsgPattern: '/circle/CircleBulletinMsg',
  circleBulletinAffiche: (cid: string, bulletinId: string, circleName: string) => `/circle/CircleBulletinAffiche?${cq({ cid, bulletinId, circleName })}`,
  circleBulletinAffichePattern: '/circle/CircleBulletinAffiche',
  circleComplain: (cid: string) => `/circle/CircleManage/CircleComplain?${cq({ cid })}`,
  circleComplainPattern: '/circle/CircleManage/CircleComplain',
  /** Ours (issue 32): the owner's inbox of complaints about their circle (members keep circleComplain, the form). */
  circleComplaintInbox: (cid: string) => `/circle/CircleManage/CircleComplainInbox?${cq({ cid })}`,
  circleComplaintInboxPattern: '/circle/CircleManage/CircleComplainInbox',
  /** Ours (issue 32): the invite poster (circle, inviter, QR) to save on the phone. */
  circlePoster: (cid: string) => `/circle/invitePoster?${cq({ cid })}`,
  circlePosterPattern: '/circle/invitePoster',
  // --- circle area paths, pay part (paid join and view, renewal, refunds): add below this line ---
  circlePay: (cid: string, kind: 'join' | 'view') => `/circle/pay?${cq({ cid, kind })}`,
  circlePayPattern: '/circle/pay',
  circlePayments: '/circle/payments',
  // --- network paths, exchange part (exchange, address book /rel/addRessBook, labels, scan): add below this line ---
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
  // --- network paths, company part (/acc/myCompany, /acc/in2ManageList, departments, hand-over): add below this line ---
  myCompany: '/acc/myCompany',
  /** The company admin's list (spec: /acc/in2ManageList): applications, staff, admins, departments, master card, lock, hand-over. */
  companyManage: '/acc/in2ManageList',
  /** Ours (issue 31): creating a company, and one invitation into a company (the invitee accepts or declines). */
  companyCreate: '/acc/createCompany',
  companyInvite: (inviteId: string) => `/acc/companyInvite?${cq({ inviteId })}`,
  companyInvitePattern: '/acc/companyInvite',
  // --- network paths, mirror part (/mirror/*, /msgPush/:phoneIdEcr): add below this line ---
  mirrorList: '/mirror/list',
  mirrorPushBk: '/mirror/pushBk',
  mirrorHistory: '/mirror/mirrorHistoryList',
  mirrorBindRelationship: '/mirror/mirrorBindRelationship',
  mirrorSearchMother: '/mirror/searchMotherUser',
  mirrorSearchSon: '/mirror/searchMirrorSonList',
  msgPush: (phoneIdEcr: string) => `/msgPush/${encodeURIComponent(phoneIdEcr)}`,
  msgPushPattern: '/msgPush/:phoneIdEcr',
  // --- network paths, radar part (visitor radar, demand consultation): add below this line ---
  radar: '/accessRadar/index',
  /** The radar on one of its tabs (a consultation message opens 需求咨询). */
  radarTab: (tab: 'visitors' | 'advisories') => `/accessRadar/index?tab=${tab}`,
  radarVisitor: (visitorKey: string) => `/accessRadar/visitor/${encodeURIComponent(visitorKey)}`,
  radarVisitorPattern: '/accessRadar/visitor/:visitorKey',
  /** Demand consultation: opened by any visitor from the public card page's 咨询 link. */
  advisory: (phoneIdEcr: string) => `/accessRadar/advisory/${encodeURIComponent(phoneIdEcr)}`,
  advisoryPattern: '/accessRadar/advisory/:phoneIdEcr',
  /** Share back (issue 34): 留下我的名片 from a public card, and withdrawing by the confirmation's link (?token=). */
  shareBack: (phoneIdEcr: string) => `/rel/shareBack/${encodeURIComponent(phoneIdEcr)}`, shareBackPattern: '/rel/shareBack/:phoneIdEcr', shareBackWithdraw: '/rel/shareBackWithdraw',
  // --- content paths, pages part (micro pages and V-Leaflets: acc_home_edit, the builder, leads): add below this line ---
  /** The spec's micro page entry (acc_home_edit): the user's micro pages and V-Leaflets. */
  microPages: '/acc/acc_home_edit',
  /** The builder of one page or leaflet (blocks, reorder, preview, publish, share). */
  microPageEdit: (id: string) => `/acc/acc_home_edit/${encodeURIComponent(id)}`,
  microPageEditPattern: '/acc/acc_home_edit/:id',
  /** The leads of one page. */
  microPageLeads: (id: string) => `/acc/acc_home_edit/${encodeURIComponent(id)}/leads`,
  microPageLeadsPattern: '/acc/acc_home_edit/:id/leads',
  // --- content paths, articles part (folds, articles, company article centre; /multipleWdy/micro/show/fold): add below this line ---
  articles: '/mini/articles',
  /** Writing an article: a new one (no id), or changing one; `scope` company for a company admin's centre. */
  articleEdit: (q: { articleId?: string; scope?: 'own' | 'company' } = {}) => `/mini/articles/edit?${cq(Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as Record<string, string>)}`,
  articleEditPattern: '/mini/articles/edit',
  /** The spec's rewritten fold url (visitors): a fold's articles in a card's context. */
  articleFold: (foldId: string, phoneIdEcr: string) => `/multipleWdy/micro/show/fold?${cq({ foldId, phoneIdEcr })}`,
  articleFoldPattern: '/multipleWdy/micro/show/fold',
  /** One article for visitors, with the card it was opened from. */
  articleShow: (articleId: string, phoneIdEcr?: string) => `/multipleWdy/micro/show/article?${cq(phoneIdEcr ? { articleId, phoneIdEcr } : { articleId })}`,
  articleShowPattern: '/multipleWdy/micro/show/article',
  /** A card's articles for visitors (folds, top and other lists, own and mirrored, keyword filter). */
  cardArticles: (phoneIdEcr: string) => `/multipleWdy/micro/show/articles?${cq({ phoneIdEcr })}`,
  cardArticlesPattern: '/multipleWdy/micro/show/articles',
  /** The company article centre (members read; the server's company fold urls point here). */
  articleCenter: '/mini/articleCenter',
  // --- content paths, library part (picture library, /material/*, moments material): add below this line ---
  pictures: '/picture/library',
  materials: '/material/MaterialHead',
  materialSearch: '/material/MaterialSearch',
  moments: '/moments/material',
  // --- content paths, posters part (posters centre, /sqwll/openPoster): add below this line ---
  posters: '/poster/centre',
  posterPreview: '/poster/preview',
  posterPreviewOf: (materialId: string, moduleId = 0) => `/poster/preview?${cq({ materialId, moduleId: String(moduleId) })}`,
  posterRecords: '/poster/records',
  openPoster: '/sqwll/openPoster',
  openPosterOf: (recordId: string) => `/sqwll/openPoster?${cq({ recordId })}`,
  // --- content paths, cases part (/designCase/*): add below this line ---
  myCases: '/designCase/myCase',
  caseNew: '/designCase/saveCase',
  caseEdit: (id: string) => `/designCase/saveCase/${encodeURIComponent(id)}`,
  caseEditPattern: '/designCase/saveCase/:id',
  /** A case's public page (visitors; the owner sees their own in any state). */
  caseShow: (id: string) => `/designCase/showCase/${encodeURIComponent(id)}`,
  caseShowPattern: '/designCase/showCase/:id',
  /** A card's visible cases and the case search, for visitors. */
  cardCases: (phoneIdEcr: string) => `/designCase/cases/${encodeURIComponent(phoneIdEcr)}`,
  cardCasesPattern: '/designCase/cases/:phoneIdEcr',
  caseSearch: '/designCase/searchCase',
  forbiddenCases: '/designCase/forbiddenCase',
  /** Operators: audit queue, complaints, appeals, whitelist. */
  caseAudit: '/designCase/auditCase',
  // --- micro video paths (issue 15): config/paths-video.ts ---
  ...videoPaths,
  /** The owner's income from one circle (linked from the manage part's CircleManage screen). */
  circleIncome: (cid: string) => `/circle/payments/income?${cq({ cid })}`,
  circleIncomePattern: '/circle/payments/income',
  // --- commerce paths (issue 16): module 3's tile opens the owner's shop home ---
  shopManage: '/shop/manage',
  // --- commerce paths, goods part (the owner's shop, products, types, shared products): add below this line ---
  shopSettings: '/shop/settings',
  shopProducts: '/shop/products',
  /** Edit a product; `new` adds one. */
  shopProductEdit: (proId: string) => `/shop/product/edit/${encodeURIComponent(proId)}`,
  shopProductEditPattern: '/shop/product/edit/:proId',
  shopTypes: '/shop/types',
  /** Other shops' shareable products, to list in the owner's shop. */
  shopShareMarket: '/shop/shareMarket',
  // --- commerce paths, catalog part (visitors' shop and product, shares): add below this line ---
  /** A card's V shop for visitors (the waterfall of products). */
  vshop: (phoneIdEcr: string) => `/vshop/home/${encodeURIComponent(phoneIdEcr)}`,
  vshopPattern: '/vshop/home/:phoneIdEcr',
  /** A product's detail; a shared product carries the spec's shareShopId and shareStatus. */
  productDetail: (proId: string, share?: { shareShopId: string }) =>
    `/vshop/product/${encodeURIComponent(proId)}${share ? `?${cq({ shareShopId: share.shareShopId, shareStatus: '1' })}` : ''}`,
  productDetailPattern: '/vshop/product/:proId',
  /** The owner shares their shop or a product (link and QR code). */
  shopShare: '/shop/share',
  // --- commerce paths, orders part (cart, checkout, buyer's and seller's orders): add below this line ---
  shopCart: '/vshop/cart',
  shopCheckout: '/vshop/checkout',
  myShopOrders: '/vshop/orders',
  myShopOrder: (orderId: string) => `/vshop/order/${encodeURIComponent(orderId)}`,
  myShopOrderPattern: '/vshop/order/:orderId',
  sellerOrders: '/shop/orders',
  sellerOrder: (orderId: string) => `/shop/order/${encodeURIComponent(orderId)}`,
  sellerOrderPattern: '/shop/order/:orderId',
  // --- commerce paths, catering part (packages, shop info, comments): add below this line ---
  cateringManage: '/shop/catering',
  /** Edit a catering package; `new` adds one. */
  cateringPackageEdit: (proId: string) => `/shop/catering/package/${encodeURIComponent(proId)}`,
  cateringPackageEditPattern: '/shop/catering/package/:proId',
  /** A card's catering shop for visitors: info, packages, score. */
  catering: (phoneIdEcr: string) => `/catering/home/${encodeURIComponent(phoneIdEcr)}`,
  cateringPattern: '/catering/home/:phoneIdEcr',
  cateringComments: (shopId: string) => `/catering/comments/${encodeURIComponent(shopId)}`,
  cateringCommentsPattern: '/catering/comments/:shopId',
  /** The buyer comments on a received order with a score. */
  shopComment: (orderId: string) => `/vshop/comment/${encodeURIComponent(orderId)}`,
  shopCommentPattern: '/vshop/comment/:orderId',
  // --- activity paths (issue 16): module 61's tile opens activityHome, module 62's registrationPages ---
  // --- activity paths, events part (activities, the card's ACTIVE list, notification, poster): add below this line ---
  activityHome: '/activity/index',
  /** Edit an activity; `new` adds one. */
  activityEdit: (id: string) => `/activity/edit/${encodeURIComponent(id)}`,
  activityEditPattern: '/activity/edit/:id',
  /** An activity as visitors see it (with its registration button). */
  activityDetail: (id: string) => `/activity/detail/${encodeURIComponent(id)}`,
  activityDetailPattern: '/activity/detail/:id',
  /** A card's ACTIVE activities (getActivitysByStatuss). */
  cardActivities: (phoneIdEcr: string) => `/activity/list/${encodeURIComponent(phoneIdEcr)}`,
  cardActivitiesPattern: '/activity/list/:phoneIdEcr',
  activityNotification: (id: string) => `/activity/notification/${encodeURIComponent(id)}`,
  activityNotificationPattern: '/activity/notification/:id',
  activityPoster: (id: string) => `/activity/MoviePoster/${encodeURIComponent(id)}`,
  activityPosterPattern: '/activity/MoviePoster/:id',
  // --- activity paths, registration part (registration pages, fields, registerDetail, attendees): add below this line ---
  registrationPages: '/activity/registrationPages',
  /** Edit a registration page; `new` adds one. */
  registrationPageEdit: (id: string) => `/activity/registrationPage/${encodeURIComponent(id)}`,
  registrationPageEditPattern: '/activity/registrationPage/:id',
  /** The registration form's fields of an activity or registration page. */
  registrationFields: (id: string) => `/activity/fields/${encodeURIComponent(id)}`,
  registrationFieldsPattern: '/activity/fields/:id',
  /** The spec's /registerDetail: the registration page a visitor fills (and pays when there is a fee). */
  registerDetail: (id: string) => `/registerDetail/${encodeURIComponent(id)}`,
  registerDetailPattern: '/registerDetail/:id',
  attendees: (id: string) => `/activity/attendees/${encodeURIComponent(id)}`,
  attendeesPattern: '/activity/attendees/:id',
  myRegistrations: '/activity/myRegistrations',
  // --- customer service paths (issue 17): config/paths-service.ts ---
  ...servicePaths,
  // --- growth programmes and small modules (issue 18): the hub, then config/paths-programme-<part>.ts ---
  programmeHub: '/programme/index',
  ...programmeDealerPaths,
  ...programmePromotionPaths,
  ...programmeSmsPaths,
  ...programmeCheckinPaths,
  ...programmeInsightPaths,
  ...programmeShakePaths,
  ...programmePersonaPaths,
} as const;

/** Absolute URL of a client path, for links shared outside the app. */
export const absolute = (path: string) => `${window.location.origin}${BASENAME}${path}`;
