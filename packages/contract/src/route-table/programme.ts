// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, MULTIPART, r } from './route-entry';

/** The programme area's calls. */
export const programmeRoutes = {
  findAmbassadorHome: r('POST', '/pa/findAmbassadorHome.xhtml', FORM, 'main'),
  applyAmbassador: r('POST', '/pa/applyAmbassador.xhtml', FORM, 'main', true),
  findAmbassadorReferrals: r('POST', '/pa/findAmbassadorReferrals.xhtml', FORM, 'main'),
  findDistributorHome: r('POST', '/pa/findDistributorHome.xhtml', FORM, 'main'),
  applyDistributor: r('POST', '/pa/applyDistributor.xhtml', FORM, 'main', true),
  findDistributorTeam: r('POST', '/pa/findDistributorTeam.xhtml', FORM, 'main'),
  findInviteHome: r('POST', '/ia/findInviteHome.xhtml', FORM, 'main'),
  findInviteProgress: r('POST', '/ia/findInviteProgress.xhtml', FORM, 'main'),
  uploadInviteDocument: r('POST', '/ia/uploadInviteDocument.xhtml', MULTIPART, 'main'),
  submitInviteDocuments: r('POST', '/ia/submitInviteDocuments.xhtml', FORM, 'main', true),
  editInviteDocuments: r('POST', '/ia/editInviteDocuments.xhtml', FORM, 'main'),
  findInviteClaims: r('POST', '/ia/findInviteClaims.xhtml', FORM, 'main'),
  reviewInviteClaim: r('POST', '/ia/reviewInviteClaim.xhtml', FORM, 'main'),
  findMorningClockHome: r('GET', '/clock/findMorningClockHome.xhtml', undefined, 'main'),
  morningClockIn: r('POST', '/clock/morningClockIn.xhtml', FORM, 'main'),
  findClockRankingList: r('GET', '/clock/findRankingList.xhtml', undefined, 'main'),
  findMyClockData: r('GET', '/clock/findMyClockData.xhtml', undefined, 'main'),
  findStudyHome: r('GET', '/study/findStudyHome.xhtml', undefined, 'main'),
  findStudyLesson: r('GET', '/study/findStudyLesson.xhtml', undefined, 'main'),
  finishStudyLesson: r('POST', '/study/finishStudyLesson.xhtml', FORM, 'main'),
  findAvatarPendantList: r('POST', '/acc/findAvatarPendantList.xhtml', FORM, 'main'),
  setAvatarPendant: r('POST', '/acc/setAvatarPendant.xhtml', FORM, 'main'),
  cancelAvatarPendant: r('POST', '/acc/cancelAvatarPendant.xhtml', FORM, 'main'),
  uploadAvatarNicknamePicture: r('POST', '/acc/uploadAvatarNicknamePicture.xhtml', MULTIPART, 'main'),
  findAvatarNicknameCustom: r('POST', '/acc/findAvatarNicknameCustom.xhtml', FORM, 'main'),
  addAvatarNicknameCustom: r('POST', '/acc/addAvatarNicknameCustom.xhtml', FORM, 'main', true),
  batchDelAvatarNicknameCustom: r('POST', '/acc/batchDelAvatarNicknameCustom.xhtml', FORM, 'main'),
  setDefaultAvatarNicknameCustom: r('POST', '/acc/setDefaultAvatarNicknameCustom.xhtml', FORM, 'main'),
};
