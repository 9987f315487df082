// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, r } from './route-entry';

/** The links area's calls. */
export const linksRoutes = {
  findMpMyselfLinkSets: r('POST', '/themes/findMpMyselfLinkSets.xhtml', FORM, 'main'),
  findFolderInnerMiniLinks: r('POST', '/themes/findFolderInnerMiniLinks.xhtml', FORM, 'main'),
  findMpMyselfLinkSet: r('POST', '/fun/:phoneIdEcr/findMpMyselfLinkSet.xhtml', FORM, 'main'),
  addMpLinkSet: r('POST', '/themes/addMpLinkSet.xhtml', FORM, 'main', true),
  updateMpLinkSet: r('POST', '/themes/updateMpLinkSet.xhtml', FORM, 'main'),
  delMpLinkSet: r('POST', '/themes/delMpLinkSet.xhtml', FORM, 'main'),
  sortMpLinkSet: r('POST', '/themes/sortMpLinkSet.xhtml', FORM, 'main'),
  addMiniLink: r('POST', '/themes/addMiniLink.xhtml', FORM, 'main', true),
  updateMiniLink: r('POST', '/themes/updateMiniLink.xhtml', FORM, 'main'),
  delMiniLink: r('POST', '/themes/delMiniLink.xhtml', FORM, 'main'),
  sortMiniLink: r('POST', '/themes/sortMiniLink.xhtml', FORM, 'main'),
  switchMiniLink: r('POST', '/themes/switchMiniLink.xhtml', FORM, 'main'),
  setMiniLinkSchedule: r('POST', '/themes/setMiniLinkSchedule.xhtml', FORM, 'main'),
  findMiniLinkClickStats: r('POST', '/themes/findMiniLinkClickStats.xhtml', FORM, 'main'),
};
