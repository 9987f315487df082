/** Business constants and limits of spec section 9, plus the module list of section 1. */
export const LIMITS = {
  circlesPerUser: 20,
  labelsPerCircle: 4,
  customLabelLength: 8,
  circleNameLength: 15,
  circleDescriptionLength: 200,
  circleAdmins: 5,
  circleTitles: 5,
  circleTitleLength: 15,
  announcementLength: 200,
  announcementLinks: 4,
  announcementImages: 9,
  complaintEvidenceMin: 1,
  complaintEvidenceMax: 4,
  complaintPictures: 9,
  complaintLength: 200,
  paidPriceMinYuan: 1,
  paidPriceMaxYuan: 200,
  platformFeePercent: 10,
  warningsToDissolve: 3,
  banDeletionRetryDays: 15,
  loginPasswordMin: 6,
  loginPasswordMax: 20,
  txPasswordLength: 6,
  verificationCodeLength: 4,
  /** A voice code is offered once this many SMS code requests have not led to a successful check. */
  voiceCodeAfterFailedSms: 2,
  cardNameMin: 1,
  cardNameMax: 30,
  columnNameMin: 1,
  columnNameMax: 8,
  /** The spec leaves the daily one-key cleanup limit unstated; three a day is our choice. */
  cleanupPerDay: 3,
  activityPageSize: 10,
  moneyDecimals: 2,
  temporaryVideoRetentionDays: 1,
} as const;

/** Limits of our own where the spec is silent (card text fields, lists). */
export const CARD_LIMITS = {
  companyMax: 50,
  departmentMax: 30,
  positionMax: 30,
  taxNumberMax: 20,
  landlineMax: 20,
  faxMax: 20,
  emailMax: 60,
  qqMax: 12,
  weiboMax: 60,
  signatureMax: 100,
  productServiceMax: 1000,
  titleMax: 30,
  columnContentMax: 500,
  honourTitleMax: 30,
  honourContentMax: 200,
  mobilesMax: 5,
  columnsMax: 20,
  honoursMax: 30,
  mapPointNameMax: 30,
  mapAddressMax: 100,
  mapPointsMax: 20,
} as const;

export const AUTH = {
  sessionDays: 30,
  codeTtlMinutes: 5,
  codeMaxAttempts: 5,
  codeResendSeconds: 60,
  /** Wrong code checks across all codes of a phone and purpose in this window lock further checks. */
  codeLockWindowMinutes: 30,
  codeLockAfterFailures: 10,
  txPwdMaxFailures: 5,
  txPwdLockHours: 24,
} as const;

export const UPLOAD = {
  imageMaxBytes: 2 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const,
} as const;

export const REGION_CODES = ['+86', '+852', '+853', '+886'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const ID_DOCUMENT_TYPES = ['mainland', 'hkmo', 'taiwan', 'us', 'singapore', 'other'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const LANGUAGES = ['zh-CN', 'en'] as const;
export const DEFAULT_LANGUAGE = 'zh-CN';
export const LANG_COOKIE = 'lang';
export const TOKEN_COOKIE = 'token';

export const VIP_TERMS_YEARS = [1, 2, 3] as const;

/** Modules of spec section 1: id, i18n key, and whether it is advanced (needs VIP or a golden-key unlock). */
export const MODULES = [
  { id: 3, key: 'vshop', isAdvanced: true },
  { id: 4, key: 'microLink', isAdvanced: false },
  { id: 5, key: 'microPage', isAdvanced: false },
  { id: 6, key: 'mapNavigation', isAdvanced: false },
  { id: 36, key: 'mirrorSync', isAdvanced: true },
  { id: 45, key: 'dataAnalysis', isAdvanced: true },
  { id: 46, key: 'album', isAdvanced: false },
  { id: 48, key: 'onlineConsultation', isAdvanced: true },
  { id: 49, key: 'momentsMaterial', isAdvanced: true },
  { id: 52, key: 'caseShowcase', isAdvanced: false },
  { id: 54, key: 'microVideo', isAdvanced: true },
  { id: 55, key: 'postersCentre', isAdvanced: true },
  { id: 61, key: 'activityAcquisition', isAdvanced: true },
  { id: 62, key: 'registrationPage', isAdvanced: false },
] as const;
export type ModuleId = (typeof MODULES)[number]['id'];
export const MODULE_NAMES: Record<number, { zh: string; en: string }> = {
  3: { zh: 'V店', en: 'V shop' },
  4: { zh: '微链接', en: 'Micro link' },
  5: { zh: '微页(V传单)', en: 'Micro page (V-Leaflet)' },
  6: { zh: '地图导航', en: 'Map navigation' },
  36: { zh: '镜像同步', en: 'Mirror sync' },
  45: { zh: '数据分析', en: 'Data analysis' },
  46: { zh: '相册', en: 'Album' },
  48: { zh: '在线咨询', en: 'Online consultation' },
  49: { zh: '朋友圈素材', en: 'Moments material' },
  52: { zh: '案例展示', en: 'Case showcase' },
  54: { zh: '微视频', en: 'Micro video' },
  55: { zh: '海报中心', en: 'Posters centre' },
  61: { zh: '活动获客', en: 'Activity customer acquisition' },
  62: { zh: '报名页', en: 'Registration page' },
};

export const THEMES = ['classic', 'business', 'ink', 'ocean', 'sunset'] as const;
export type ThemeId = (typeof THEMES)[number];

export const MAP_SERVICES = ['amap', 'baidu', 'tencent', 'apple'] as const;
export type MapService = (typeof MAP_SERVICES)[number];

/** Layout of spec section 9: root font size from a 750 design width; clamp below 375 and at 800+. */
export const LAYOUT = { designWidth: 750, minWidth: 375, minFontPx: 14, maxWidth: 800, maxFontPx: 20, maxContentPx: 540 } as const;
