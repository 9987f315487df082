// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, MULTIPART, r } from './route-entry';

/** The programme area's calls. */
export const programmeRoutes = {
  findAvatarPendantList: r('POST', '/acc/findAvatarPendantList.xhtml', FORM, 'main'),
  setAvatarPendant: r('POST', '/acc/setAvatarPendant.xhtml', FORM, 'main'),
  cancelAvatarPendant: r('POST', '/acc/cancelAvatarPendant.xhtml', FORM, 'main'),
  uploadAvatarNicknamePicture: r('POST', '/acc/uploadAvatarNicknamePicture.xhtml', MULTIPART, 'main'),
  findAvatarNicknameCustom: r('POST', '/acc/findAvatarNicknameCustom.xhtml', FORM, 'main'),
  addAvatarNicknameCustom: r('POST', '/acc/addAvatarNicknameCustom.xhtml', FORM, 'main', true),
  batchDelAvatarNicknameCustom: r('POST', '/acc/batchDelAvatarNicknameCustom.xhtml', FORM, 'main'),
  setDefaultAvatarNicknameCustom: r('POST', '/acc/setDefaultAvatarNicknameCustom.xhtml', FORM, 'main'),
};
