/** Client paths of the card editing area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const cardPaths = {
  // --- card editing area paths ---
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
} as const;
