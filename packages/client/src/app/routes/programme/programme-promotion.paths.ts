/** Client paths of the programme area's promotion part (issue 18), joined into `paths` through the area's manifest. The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
export const programmePromotionPaths = {
  ambassadorHome: '/promotion/home',
  distributorHome: '/distributor/home',
  inviteIndex: '/invite/index',
  /** The spec's children of /invite/index: the invitees' list, and the document upload (isEdit 1: edit a submission). */
  inviteProgressList: '/invite/progressList',
  inviteUploadDocumentsPattern: '/invite/uploadDocuments/:isEdit',
  inviteUploadDocuments: (isEdit: boolean) => `/invite/uploadDocuments/${isEdit ? 1 : 0}`,
  /** The old review of submitted documents (ours): kept so its links still work; it leads to operatorTab('invite'). */
  inviteReview: '/invite/review',
  /** The one referral policy stated to users (issue 32, ours), reached from every programme's home. */
  referralRules: '/promotion/commissionRules',
};
