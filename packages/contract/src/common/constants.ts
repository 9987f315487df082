/** Business constants of spec section 9 (limits live in `limits.ts`), plus the module list of section 1. */
export const REGION_CODES = ['+86', '+852', '+853', '+886'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const ID_DOCUMENT_TYPES = ['mainland', 'hkmo', 'taiwan', 'us', 'singapore', 'other'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const LANGUAGES = ['zh-CN', 'en'] as const;
export const DEFAULT_LANGUAGE = 'zh-CN';
export const LANG_COOKIE = 'lang';
export const TOKEN_COOKIE = 'token';

export const VIP_TERMS_YEARS = [1, 2, 3] as const;

/**
 * A module of the catalogue. Whether its screens exist is not written here: a module is built when the contract
 * has calls it opens (`BUILT_MODULES`, derived from the route metadata), so the list cannot drift from the code.
 */
export interface ModuleCatalogueEntry {
  id: number;
  key: string;
  /** Needs VIP or a golden-key unlock. */
  isAdvanced: boolean;
  /** An advanced module only VIP opens: golden keys cannot unlock it. */
  vipOnly?: boolean;
}

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
] as const satisfies readonly ModuleCatalogueEntry[];
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
