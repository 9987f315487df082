import { incomeSourceOf, LIMITS, MODULES, orderLineOf, type IncomeSource, type Lang, type ModuleState, type OrderLine, type TBillType } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** The wallet's rules, pure: plain data and `now` in, a result or a DomainError out. */

const M = LIMITS.money;
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Where today (China's calendar day, UTC+8) began: daily withdrawal limits count from here. */
export function startOfChinaDay(now: Date): Date {
  const shifted = now.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - CHINA_OFFSET_MS);
}

/** The first and last instant of a `YYYY-MM` month in China's calendar. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - CHINA_OFFSET_MS), to: new Date(Date.UTC(y, m, 1) - CHINA_OFFSET_MS) };
}

export interface WithdrawToday {
  sumFen: number;
  count: number;
}

/**
 * A withdrawal's own limits: at least the minimum, today's total plus this one within the daily maximum, fewer
 * than the daily number so far. Balance is not checked here: the ledger refuses to go below zero.
 */
export function assertWithdrawal(amountFen: number, today: WithdrawToday) {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) throw new DomainError('AMOUNT_ABNORMAL', { field: 'amountFen' });
  if (amountFen < M.withdrawMinFen) throw new DomainError('WITHDRAW_BELOW_MIN', { field: 'amountFen', data: { minFen: M.withdrawMinFen } });
  if (today.count >= M.withdrawDailyCount) throw new DomainError('WITHDRAW_DAILY_COUNT', { field: 'amountFen', data: { dailyCount: M.withdrawDailyCount } });
  if (today.sumFen + amountFen > M.withdrawDailyMaxFen) {
    throw new DomainError('WITHDRAW_DAILY_AMOUNT', { field: 'amountFen', data: { leftFen: Math.max(0, M.withdrawDailyMaxFen - today.sumFen) } });
  }
}

/** The journal kinds each billing filter shows (postings of the available account). */
const BILL_KINDS: Record<Exclude<TBillType, 'all'>, { kinds?: string[]; sign?: 'in' | 'out' }> = {
  income: { sign: 'in' },
  expense: { sign: 'out' },
  withdraw: { kinds: ['withdraw.request', 'withdraw.return'] },
};
export const billFilter = (type: TBillType) => (type === 'all' ? {} : BILL_KINDS[type]);

const KIND_TITLES: Record<string, [string, string]> = {
  'income.freeze': ['收入（冻结中）', 'Income (frozen)'],
  'income.release': ['收入解冻', 'Income released'],
  'income.reverse': ['收入退回', 'Income reversed'],
  'withdraw.request': ['提现', 'Withdrawal'],
  'withdraw.return': ['提现失败退回', 'Failed withdrawal returned'],
  'order.pay': ['购买', 'Purchase'],
  'order.refund': ['退款', 'Refund'],
  // Money in, though its family is "order": a second payment of a paid order, put into the wallet.
  'order.overpay': ['重复支付退回', 'Duplicate payment returned'],
  'seed.opening': ['期初余额', 'Opening balance'],
  adjustment: ['平台调整', 'Platform adjustment'],
};
/**
 * What a bill or frozen row is about (issue 32: rows said only "购买" and "其他收入"): the item (the order's title in
 * the caller's language), the order's line, and for income its source.
 */
export interface BillSubject {
  item?: string | null;
  line?: string | null;
  source?: string | null;
}

/** A payment names what it bought: a shop order reads as one, other lines as a purchase. */
const LINE_PAY_TITLES: Partial<Record<OrderLine, [string, string]>> = {
  shopGoods: ['商城订单', 'Shop order'],
  videoGoods: ['视频带货订单', 'Video goods order'],
  circleJoin: ['加入圈子', 'Circle joined'],
  circleView: ['付费查看', 'Paid view'],
  activityFee: ['活动报名', 'Activity registration'],
};

/** Frozen income sources (FrozenIncome.source: a programme, or the line of the sale it came from). */
const INCOME_TITLES: Readonly<Record<IncomeSource, [string, string]>> = {
  commission: ['代言佣金', 'Spokesperson commission'],
  dealer: ['经销商佣金', 'Dealer commission'],
  distributor: ['分销收益', 'Distribution earnings'],
  shopGoods: ['商城订单收入', 'Shop order income'],
  videoGoods: ['视频带货收入', 'Video goods income'],
  circleJoin: ['圈子收入（付费加入）', 'Circle income (paid join)'],
  circleView: ['圈子收入（付费查看）', 'Circle income (paid view)'],
  activityFee: ['活动报名收入', 'Activity fee income'],
};
const pick = (t: [string, string], lang: Lang) => (lang === 'en' ? t[1] : t[0]);

/**
 * An income's title: its source, then the item it came from ("代言佣金 · VIP 3年"). A source not in the table reads as
 * the item's own income ("收入 · …"), never as "其他收入" when the record names where it came from.
 */
export function incomeTitle(s: BillSubject, lang: Lang): string {
  const source = s.source ? incomeSourceOf(s.source) : null;
  const known = source ? INCOME_TITLES[source] : undefined;
  const head = known ? pick(known, lang) : lang === 'en' ? 'Income' : '收入';
  return s.item ? `${head} · ${s.item}` : head;
}

/** A readable title of a journal kind (an unknown kind reads as its family: "order.x" as a purchase), naming its subject. */
export function billTitle(kind: string, lang: Lang, subject: BillSubject = {}): string {
  const family = kind.split('.')[0]!;
  const line = subject.line ? orderLineOf(subject.line) : null;
  const lineTitle = line ? LINE_PAY_TITLES[line] : undefined;
  if (kind === 'order.pay' && lineTitle) {
    const head = pick(lineTitle, lang);
    return subject.item ? `${head} ${subject.item}` : head;
  }
  const t = KIND_TITLES[kind] ?? KIND_TITLES[family === 'order' ? 'order.pay' : family] ?? ['其他', 'Other'];
  if (family === 'income' && (subject.source || subject.item)) return `${pick(t, lang)} · ${incomeTitle(subject, lang)}`;
  return subject.item ? `${pick(t, lang)} ${subject.item}` : pick(t, lang);
}

const KEY_TITLES: Record<string, [string, string]> = {
  register: ['注册奖励', 'Welcome gift'],
  vip: ['开通VIP赠送', 'VIP purchase gift'],
  transferIn: ['好友转赠', 'Received from a friend'],
  transferOut: ['转赠好友', 'Given to a friend'],
  unlock: ['解锁模块', 'Module unlocked'],
  unlockRefund: ['解锁退回', 'Unlock refunded'],
  exchange: ['兑换VIP时长', 'Exchanged for VIP time'],
  refund: ['退款收回', 'Taken back by a refund'],
};
export const keyTitle = (kind: string, lang: Lang) => {
  const t = KEY_TITLES[kind] ?? ['其他', 'Other'];
  return lang === 'en' ? t[1] : t[0];
};

/**
 * Golden keys unlock a module only while it is `locked` for the caller (its state from core/access moduleState,
 * issue 31): never a basic or unknown one, one not built yet, a VIP-only one, or one already open.
 */
export function assertUnlockable(moduleId: number, state: ModuleState) {
  const m = MODULES.find((x) => x.id === moduleId);
  if (!m?.isAdvanced) throw new DomainError('MODULE_NOT_UNLOCKABLE', { field: 'moduleId' });
  if (state === 'soon') throw new DomainError('MODULE_NOT_BUILT', { field: 'moduleId' });
  if (state === 'vip') throw new DomainError('MODULE_VIP_ONLY', { field: 'moduleId' });
  if (state === 'open') throw new DomainError('MODULE_ALREADY_OPEN', { field: 'moduleId' });
}

/**
 * The reference of a user's unlock of a module, which the key spend is entered under once: the module id for the
 * first, then `<id>:<n>` (an unlock given back by the refund can be bought again later, and must be paid again).
 */
export const unlockRef = (moduleId: number, earlierUnlocks: number) => (earlierUnlocks === 0 ? String(moduleId) : `${moduleId}:${earlierUnlocks + 1}`);

/** The message-centre note of keys given back for an unlock that opened nothing (the module's state says why). */
export function unlockRefundMessage(lang: Lang, module: string, keys: number, why: ModuleState) {
  if (lang === 'en') {
    const reason = why === 'vip' ? 'is for VIP members only' : 'is not available yet';
    const noun = keys === 1 ? 'golden key' : 'golden keys';
    return {
      title: 'Golden keys returned',
      content: `You spent ${keys} ${noun} unlocking “${module}”, which ${reason}: they are back in your count. Use them to unlock another module or exchange them for VIP time.`,
    };
  }
  const reason = why === 'vip' ? '该模块仅限VIP使用' : '该模块尚未上线';
  return {
    title: '金钥匙已退回',
    content: `您曾用 ${keys} 把金钥匙解锁“${module}”，${reason}，金钥匙已全部退回，可用于解锁其他模块或兑换VIP时长。`,
  };
}

/** Keys and VIP days of an exchange of `times` portions. */
export function exchangeTerms(times: number) {
  if (!Number.isSafeInteger(times) || times < 1 || times > M.exchangeTimesMax) throw new DomainError('AMOUNT_ABNORMAL', { field: 'times' });
  return { keys: times * M.exchangeKeys, days: times * M.exchangeVipDays };
}

export function assertTransfer(fromUserId: string, toUserId: string | null, count: number) {
  if (!Number.isSafeInteger(count) || count < 1 || count > M.transferKeysMax) throw new DomainError('AMOUNT_ABNORMAL', { field: 'count' });
  if (!toUserId) throw new DomainError('KEY_RECEIVER_MISSING', { field: 'toPhoneIdEcr' });
  if (toUserId === fromUserId) throw new DomainError('KEY_TRANSFER_SELF', { field: 'toPhoneIdEcr' });
}

/** What a user sees of a bound WeChat: a name, never the open id itself. */
export const bindingNickname = (openId: string) => `微信用户${openId.slice(-4)}`;
