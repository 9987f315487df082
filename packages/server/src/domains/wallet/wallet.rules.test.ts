import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { assertTransfer, assertUnlockable, assertWithdrawal, billTitle, exchangeTerms, incomeTitle, monthRange, startOfChinaDay, unlockRef, unlockRefundMessage } from './wallet.rules';

const M = LIMITS.money;
const code = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('withdrawal limits', () => {
  const none = { sumFen: 0, count: 0 };
  it('minimum: one fen under is refused, exactly is taken', () => {
    expect(code(() => assertWithdrawal(M.withdrawMinFen - 1, none))).toBe('WITHDRAW_BELOW_MIN');
    expect(code(() => assertWithdrawal(M.withdrawMinFen, none))).toBeNull();
    expect(code(() => assertWithdrawal(0, none))).toBe('AMOUNT_ABNORMAL');
    expect(code(() => assertWithdrawal(1.5, none))).toBe('AMOUNT_ABNORMAL');
  });
  it('daily maximum: exactly is taken, one fen more refused', () => {
    expect(code(() => assertWithdrawal(500, { sumFen: M.withdrawDailyMaxFen - 500, count: 1 }))).toBeNull();
    expect(code(() => assertWithdrawal(501, { sumFen: M.withdrawDailyMaxFen - 500, count: 1 }))).toBe('WITHDRAW_DAILY_AMOUNT');
  });
  it('daily count: the last one is taken, one more refused', () => {
    expect(code(() => assertWithdrawal(100, { sumFen: 0, count: M.withdrawDailyCount - 1 }))).toBeNull();
    expect(code(() => assertWithdrawal(100, { sumFen: 0, count: M.withdrawDailyCount }))).toBe('WITHDRAW_DAILY_COUNT');
  });
});

describe('China calendar', () => {
  it('a day starts at 16:00 UTC of the day before', () => {
    expect(startOfChinaDay(new Date('2026-11-21T15:59:59Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2026-11-21T16:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
  it('a month range covers the month in China time', () => {
    expect(monthRange('2026-12')).toEqual({ from: new Date('2026-11-30T16:00:00Z'), to: new Date('2026-12-31T16:00:00Z') });
  });
});

describe('golden keys', () => {
  it('exchange: 1 and the maximum portions, none past it', () => {
    expect(exchangeTerms(1)).toEqual({ keys: M.exchangeKeys, days: M.exchangeVipDays });
    expect(exchangeTerms(M.exchangeTimesMax).keys).toBe(M.exchangeTimesMax * M.exchangeKeys);
    expect(code(() => exchangeTerms(M.exchangeTimesMax + 1))).toBe('AMOUNT_ABNORMAL');
    expect(code(() => exchangeTerms(0))).toBe('AMOUNT_ABNORMAL');
  });
  it('transfer: never to oneself or nobody, 1..max keys', () => {
    expect(code(() => assertTransfer('a', 'a', 1))).toBe('KEY_TRANSFER_SELF');
    expect(code(() => assertTransfer('a', null, 1))).toBe('KEY_RECEIVER_MISSING');
    expect(code(() => assertTransfer('a', 'b', M.transferKeysMax))).toBeNull();
    expect(code(() => assertTransfer('a', 'b', M.transferKeysMax + 1))).toBe('AMOUNT_ABNORMAL');
    expect(code(() => assertTransfer('a', 'b', 0))).toBe('AMOUNT_ABNORMAL');
  });
  it('unlock: only an advanced module whose state is locked', () => {
    expect(code(() => assertUnlockable(3, 'locked'))).toBeNull();
    expect(code(() => assertUnlockable(3, 'open'))).toBe('MODULE_ALREADY_OPEN');
    expect(code(() => assertUnlockable(48, 'soon'))).toBe('MODULE_NOT_BUILT');
    expect(code(() => assertUnlockable(36, 'vip'))).toBe('MODULE_VIP_ONLY');
    expect(code(() => assertUnlockable(4, 'open'))).toBe('MODULE_NOT_UNLOCKABLE');
    expect(code(() => assertUnlockable(9999, 'soon'))).toBe('MODULE_NOT_UNLOCKABLE');
  });
  it('unlock references: the module id, then numbered once a refund gave the first back', () => {
    expect(unlockRef(36, 0)).toBe('36');
    expect(unlockRef(36, 1)).toBe('36:2');
    expect(unlockRef(36, 2)).toBe('36:3');
  });
  it('refund message in both languages, with the reason and the count', () => {
    expect(unlockRefundMessage('zh-CN', '在线咨询', 5, 'soon')).toEqual({
      title: '金钥匙已退回',
      content: '您曾用 5 把金钥匙解锁“在线咨询”，该模块尚未上线，金钥匙已全部退回，可用于解锁其他模块或兑换VIP时长。',
    });
    expect(unlockRefundMessage('en', 'Online consultation', 5, 'soon').content).toContain('5 golden keys unlocking “Online consultation”, which is not available yet');
    expect(unlockRefundMessage('en', 'X', 1, 'vip').content).toContain('1 golden key unlocking “X”, which is for VIP members only');
  });
});

it('bill titles read in both languages', () => {
  expect(billTitle('withdraw.return', 'zh-CN')).toBe('提现失败退回');
  expect(billTitle('order.circleFee', 'en')).toBe('Purchase');
  expect(billTitle('order.overpay', 'zh-CN')).toBe('重复支付退回');
  expect(billTitle('seed.opening', 'en')).toBe('Opening balance');
});

it('bill and frozen rows name the item, the line and the income source (issue 32)', () => {
  expect(billTitle('order.pay', 'zh-CN', { item: 'VIP会员 3年', line: 'vip' })).toBe('购买 VIP会员 3年');
  expect(billTitle('order.pay', 'en', { item: 'VIP, 3 years', line: 'vip' })).toBe('Purchase VIP, 3 years');
  expect(billTitle('order.pay', 'zh-CN', { item: '茶具一套', line: 'shopGoods' })).toBe('商城订单 茶具一套');
  expect(billTitle('order.refund', 'zh-CN', { item: 'VIP会员 1年', line: 'vip' })).toBe('退款 VIP会员 1年');
  expect(billTitle('income.release', 'zh-CN', { item: 'VIP会员 1年', source: 'commission' })).toBe('收入解冻 · 代言佣金 · VIP会员 1年');
  expect(incomeTitle({ source: 'distributor', item: 'VIP会员 1年' }, 'en')).toBe('Distribution earnings · VIP会员 1年');
  // A source outside the table still names its item, never 其他收入.
  expect(incomeTitle({ source: 'newProgramme', item: '某商品' }, 'zh-CN')).toBe('收入 · 某商品');
  expect(incomeTitle({ source: 'shopGoods', item: null }, 'zh-CN')).toBe('商城订单收入');
});
