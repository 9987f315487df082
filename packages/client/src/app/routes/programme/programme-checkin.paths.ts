/** Client paths of the programme area's checkin part (issue 18), joined into `paths` through the area's manifest. The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
export const programmeCheckinPaths = {
  checkinHome: '/morningCard/index',
  studyHome: '/study/studyHome',
  /** The spec's morning check-in screens: rankings (daily, weekly, all-time) and the caller's data with charts. */
  clockRankingList: '/morningCard/rankingList',
  clockData: '/morningCard/data',
  /** One lesson of the study guide: `?day=N` (the spec's path has no parameter of its own). */
  studyImageText: '/study/imageText',
};
