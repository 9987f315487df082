/** Client paths of the programme area's shake part (issue 18), joined into `paths` through the area's manifest. The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

export const programmeShakePaths = {
  shakeHome: '/show/shakeHome',
  roleIndex: '/role/roleIndex',
  // --- shake devices (spec: /show/shakeHome, shakeConfiguration, shakeDetails, shakeBindingApplication; the others ours) ---
  shakeApply: '/show/shakeBindingApplication',
  shakeApplications: '/show/shakeApplications',
  shakeConfigurationPattern: '/show/shakeConfiguration',
  shakeConfiguration: (deviceId: string) => `/show/shakeConfiguration?${q({ id: deviceId })}`,
  shakeDetailsPattern: '/show/shakeDetails',
  shakeDetails: (deviceId: string) => `/show/shakeDetails?${q({ id: deviceId })}`,
  /** What a shaker opens (the device's public link). */
  shakePagePattern: '/show/shakePage',
  shakePage: (code: string) => `/show/shakePage?${q({ code })}`,
  /** The old device review (ours): kept so its links still work; it leads to operatorTab('shake'). */
  shakeReview: '/show/shakeReview',
  // --- role tags (spec: /role/roleGuidePage, roleIndex) ---
  roleGuide: '/role/roleGuidePage',
};
