// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, r } from './route-entry';

/** The share area's calls. */
export const shareRoutes = {
  findUserShowInfo: r('POST', '/acc/0/findUserShowInfo.xhtml', FORM, 'main'),
  getQrCodeById: r('POST', '/acc/:phoneIdEcr/getQrCodeById.xhtml', FORM, 'main'),
  mpQrCode: r('GET', '/stc/mpQrCode.xhtml', undefined, 'main'),
  mpLinkQRCodeDownloadCenter: r('POST', '/stc/mpLinkQRCodeDownloadCenter.xhtml', FORM, 'main'),
  downloadVCard: r('GET', '/stc/:phoneIdEcr/card.vcf', undefined, 'main'),
  shareJsapi: r('POST', '/acc/shareJsapi.xhtml', FORM, 'main'),
  rank: r('POST', '/fun/rank.xhtml', FORM, 'main'),
  cardExports: r('POST', '/acc/cardExports.xhtml', FORM, 'main'),
  cardVideoBackground: r('GET', '/stc/cardBackground.png', undefined, 'main'),
  cardWalletPass: r('GET', '/stc/card.pkpass', undefined, 'main'),
};
