// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, r } from './route-entry';

/** The wallet area's calls. */
export const walletRoutes = {
  findWalletIndex: r('POST', '/cpl/index.xhtml', FORM, 'main'),
  rsonFreezeList: r('POST', '/cpl/rsonFreezeList.xhtml', FORM, 'main'),
  frozenBills: r('POST', '/cpl/frozenBills.xhtml', FORM, 'main'),
  billingDetails: r('POST', '/cpl/billingDetails.xhtml', FORM, 'main'),
  findWithdrawInfo: r('POST', '/cpl/findWithdrawInfo.xhtml', FORM, 'main'),
  withdraw: r('POST', '/cpl/withdraw.xhtml', FORM, 'main', true),
  findWithdrawRecords: r('POST', '/cpl/findWithdrawRecords.xhtml', FORM, 'main'),
  bindWechat: r('POST', '/cpl/bindWechat.xhtml', FORM, 'main'),
  findBindWechat: r('POST', '/cpl/findBindWechat.xhtml', FORM, 'main'),
  unbindWechat: r('POST', '/cpl/unbindWechat.xhtml', FORM, 'main'),
  findWalletBalance: r('POST', '/acc/V0/findWalletBalance.xhtml', FORM, 'main'),
  findSpokespersonInfo: r('POST', '/spokesperson/findSpokespersonInfo.xhtml', FORM, 'main'),
  bindSpokesperson: r('POST', '/spokesperson/bindSpokesperson.xhtml', FORM, 'main'),
  spokespersonCashOut: r('POST', '/spokesperson/spokespersonCashOut.xhtml', FORM, 'main', true),
  findSpokesmanList: r('POST', '/cpl/spokesman.xhtml', FORM, 'main'),
  findGoldenKeyNumber: r('POST', '/key/findGoldenKeyNumber.xhtml', FORM, 'main'),
  unlockModule: r('POST', '/key/unlockModule.xhtml', FORM, 'main', true),
  exchangeVIPTime: r('POST', '/key/exchangeVIPTime.xhtml', FORM, 'main', true),
  findGoldenKeyGainRecords: r('POST', '/key/findGoldenKeyGainRecords.xhtml', FORM, 'main'),
  findGoldenKeyUseRecords: r('POST', '/key/findGoldenKeyUseRecords.xhtml', FORM, 'main'),
  transferGoldenKey: r('POST', '/key/transferGoldenKey.xhtml', FORM, 'main', true),
  searchUserByName: r('POST', '/rel/searchUserByName.xhtml', FORM, 'main'),
  searchUserByMobile: r('POST', '/rel/searchUserByMobile.xhtml', FORM, 'main'),
};
