/** Client paths of the programme area's sms part (issue 18), joined into `paths` through the area's manifest. The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
export const programmeSmsPaths = {
  smsHome: '/shortMessageManagement/index',
  /** Spec screens, spelled as the spec does (Authrization included). */
  smsSetting: '/shortMessageManagement/shortMessageSetting/index',
  smsAuthorization: '/shortMessageManagement/shortMessageAuthrization/index',
  smsRecordDetail: (id: string) => `/smsRecordDetail/index?id=${encodeURIComponent(id)}`,
  smsRecordDetailPattern: '/smsRecordDetail/index',
  /** Ours: the send form, the records list, the credit ledger and the operators' sign review. */
  smsSend: '/shortMessageManagement/send',
  smsRecords: '/shortMessageManagement/records',
  smsCredits: '/shortMessageManagement/credits',
  /** The old sign review (ours): kept so its links still work; it leads to operatorTab('sms'). */
  smsSignReview: '/shortMessageManagement/signReview',
};
