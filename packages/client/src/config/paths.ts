/** Every client path in one place. Paths are relative to the router basename (/multipage). */
export const BASENAME = '/multipage';

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
  // --- usercentre area paths: add below this line ---
  userCentre: '/acc/acc_home_mine',
  userCentreSettings: '/acc/acc_home_mine/set',
  userCentreSettingsOther: '/acc/acc_home_mine/set_other',
  privacySet: '/acc/forwardPrivacySet',
  subscriptions: '/acc/acc_home_bkmore',
  columnSet: '/columnSet',
  messageCentre: '/acc/messageCentre',
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
  // --- circle area paths, manage part (CircleManage and its children): add below this line ---
  // --- circle area paths, bulletin part (CircleAffiche, ReadInfo, Announce, comments, complaints): add below this line ---
  // --- circle area paths, pay part (paid join and view, renewal, refunds): add below this line ---
} as const;

/** Absolute URL of a client path, for links shared outside the app. */
export const absolute = (path: string) => `${window.location.origin}${BASENAME}${path}`;
