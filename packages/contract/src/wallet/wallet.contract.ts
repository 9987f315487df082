import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { searchEnvelope } from '../common/search';
import {
  ZBillingQuery,
  ZBillList,
  ZBindSpokespersonBody,
  ZBindWechatBody,
  ZExchangeResult,
  ZExchangeVipBody,
  ZFoundUsers,
  ZFrozenBillsQuery,
  ZFrozenIncomeList,
  ZGoldenKeyNumber,
  ZKeyEntryList,
  ZReferredList,
  ZSearchByMobileBody,
  ZSearchByNameBody,
  ZSpokespersonInfo,
  ZTransferKeysBody,
  ZTransferResult,
  ZUnlockModuleBody,
  ZUnlockResult,
  ZWalletBalance,
  ZWalletBinding,
  ZWalletIndex,
  ZWalletPageQuery,
  ZWithdrawal,
  ZWithdrawalList,
  ZWithdrawBody,
  ZWithdrawInfo,
} from './wallet.schemas';

const PAYING = { idempotent: true } as const;

/** Wallet (/cpl/*, /acc/V0/*), golden keys (/key/*), spokesperson (/spokesperson/*). */
export const walletContract = c.router(
  {
    // --- wallet ---
    findWalletIndex: formPost('/cpl/index.xhtml', ZNoBody, ZWalletIndex, 'user', {
      summary: 'Wallet home: available and frozen balances, income and withdrawn totals, the withdrawal WeChat',
    }),
    rsonFreezeList: formPost('/cpl/rsonFreezeList.xhtml', ZWalletPageQuery, ZFrozenIncomeList, 'user', {
      summary: 'Why money is frozen and until when (frozen income, newest first)',
    }),
    frozenBills: formPost('/cpl/frozenBills.xhtml', ZFrozenBillsQuery, ZBillList, 'user', {
      summary: 'Movements of the frozen balance (keyset pages)',
    }),
    billingDetails: formPost('/cpl/billingDetails.xhtml', ZBillingQuery, ZBillList, 'user', {
      summary: 'Movements of the available balance, filtered by type and month (keyset pages)',
    }),
    findWithdrawInfo: formPost('/cpl/findWithdrawInfo.xhtml', ZNoBody, ZWithdrawInfo, 'user', {
      summary: 'What the withdrawal screen shows: balance, minimum, daily limits and what today used of them',
    }),
    withdraw: formPost('/cpl/withdraw.xhtml', ZWithdrawBody, ZWithdrawal, 'user', {
      needs: PAYING,
      summary: 'Withdraw to the bound WeChat with the transaction password',
    }),
    findWithdrawRecords: formPost('/cpl/findWithdrawRecords.xhtml', ZWalletPageQuery, ZWithdrawalList, 'user', { summary: "A page of the caller's withdrawals" }),
    bindWechat: formPost('/cpl/bindWechat.xhtml', ZBindWechatBody, ZWalletBinding, 'user', {
      summary: 'Binds the WeChat of an OAuth code as where withdrawals go (replaces an earlier one)',
    }),
    findBindWechat: formPost('/cpl/findBindWechat.xhtml', ZNoBody, ZWalletBinding.nullable(), 'user', { summary: 'The WeChat account withdrawals are paid to' }),
    unbindWechat: formPost('/cpl/unbindWechat.xhtml', ZNoBody, ZWalletBinding.nullable(), 'user', {
      summary: 'Removes the withdrawal WeChat; refused while a withdrawal is in progress',
    }),
    findWalletBalance: formPost('/acc/V0/findWalletBalance.xhtml', ZNoBody, ZWalletBalance, 'user', { summary: "The caller's wallet balances in fen (available, frozen)" }),
    // --- spokesperson ---
    findSpokespersonInfo: formPost('/spokesperson/findSpokespersonInfo.xhtml', ZNoBody, ZSpokespersonInfo, 'user', { summary: "The caller's spokesperson earnings summary" }),
    bindSpokesperson: formPost('/spokesperson/bindSpokesperson.xhtml', ZBindSpokespersonBody, ZSpokespersonInfo, 'user', {
      summary: 'Become a spokesperson with a real name; needs a bound withdrawal WeChat',
    }),
    spokespersonCashOut: formPost('/spokesperson/spokespersonCashOut.xhtml', ZWithdrawBody, ZWithdrawal, 'user', {
      needs: PAYING,
      summary: "A spokesperson's withdrawal (the same rules and path as withdraw)",
    }),
    findSpokesmanList: formPost('/cpl/spokesman.xhtml', ZWalletPageQuery, ZReferredList, 'user', {
      summary: 'Ours: the users the caller referred, with the commission each earned them',
    }),
    // --- golden keys ---
    findGoldenKeyNumber: formPost('/key/findGoldenKeyNumber.xhtml', ZNoBody, ZGoldenKeyNumber, 'user', { summary: 'How many golden keys the caller holds' }),
    unlockModule: formPost('/key/unlockModule.xhtml', ZUnlockModuleBody, ZUnlockResult, 'user', {
      needs: PAYING,
      summary: 'Opens a built advanced module for golden keys (refused, spending nothing, for one not built yet, VIP only, or already open)',
    }),
    exchangeVIPTime: formPost('/key/exchangeVIPTime.xhtml', ZExchangeVipBody, ZExchangeResult, 'user', {
      needs: PAYING,
      summary: 'Golden keys for VIP time: each portion costs exchangeKeys keys for exchangeVipDays days',
    }),
    findGoldenKeyGainRecords: formPost('/key/findGoldenKeyGainRecords.xhtml', ZWalletPageQuery, ZKeyEntryList, 'user', { summary: 'A page of the golden keys the caller received' }),
    findGoldenKeyUseRecords: formPost('/key/findGoldenKeyUseRecords.xhtml', ZWalletPageQuery, ZKeyEntryList, 'user', { summary: 'A page of the golden keys the caller used or transferred' }),
    transferGoldenKey: formPost('/key/transferGoldenKey.xhtml', ZTransferKeysBody, ZTransferResult, 'user', {
      needs: PAYING,
      summary: 'Gives golden keys to another user, with the transaction password',
    }),
    // Searches answer the legacy search codes: 1666666 with the people found, or NO_SEARCH_RESULT.
    searchUserByName: {
      ...formPost('/rel/searchUserByName.xhtml', ZSearchByNameBody, ZFoundUsers, 'user', {
        needs: { vip: true, vipCode: 'SEARCH_NEED_VIP' },
        summary: 'Users whose card name contains the keyword (VIP; honours their privacy setting; status 1666666)',
      }),
      responses: { 200: searchEnvelope(ZFoundUsers) },
    },
    searchUserByMobile: {
      ...formPost('/rel/searchUserByMobile.xhtml', ZSearchByMobileBody, ZFoundUsers, 'user', {
        summary: 'The user of an exact mainland mobile number (status 1666666)',
      }),
      responses: { 200: searchEnvelope(ZFoundUsers) },
    },
  },
  { commonResponses },
);
