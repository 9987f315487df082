/** Client paths of the wallet (/cpl/*, golden keys, spokesperson) area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const walletPaths = {
  // --- wallet area paths (/cpl/*, golden keys, spokesperson) ---
  wallet: '/cpl/index',
  withdraw: '/cpl/withdraw',
  walletBindWechat: '/cpl/bindWechat',
  frozenList: '/cpl/rsonFreezeList',
  frozenBills: '/cpl/frozenBills',
  billingDetails: '/cpl/billingDetails',
  spokesman: '/cpl/spokesman',
  spokesperson: '/stc/Spokesperson',
  goldenKeys: '/key/goldenKeys',
} as const;
