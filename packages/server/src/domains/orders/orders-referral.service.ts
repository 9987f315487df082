import { LIMITS, messageColumns, type IncomeSource, type Lang, type ReferralRole } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, postJournal, userAccount, walletBalances } from '../../core/ledger';
import type { IdSource } from '../../lib/ids';
import { langOf } from '../../lib/lang';
import { extraCommissions, legacyCommission, referralPayouts } from './orders-referral.rules';
import { referralRepository } from './orders-referral.repository';
import type { OrderRow } from './orders.repository';

const DAY = 86_400_000;

/** The frozen-income source each role's commission is written under (bills and programme totals read it). */
export const SOURCE_OF_ROLE: Readonly<Record<ReferralRole, IncomeSource>> = { dealer: 'dealer', distributor: 'distributor', ambassador: 'commission', spokesperson: 'commission' };

/**
 * Pays the referral commissions of a paid order, on the payment's transaction `tx`, through the one policy
 * (orders-referral.rules referralPayouts): one frozen income per tier from revenue (core/ledger creditFrozenIncome) and its
 * ReferralCommission row, whose (orderId, tier) key refuses a second one for the same tier whatever path pays.
 * Answers the tier-1 income (the order's effect.commissionIncomeId) and the tier-2 ones (effect.shareIncomeIds):
 * a refund reverses exactly those, as before.
 */
export async function payReferral(tx: DbClient, ids: Pick<IdSource, 'id'>, order: OrderRow, now: Date) {
  const repo = referralRepository(tx);
  const referrerId = await repo.refereeOf(order.userId);
  const grandId = referrerId ? await repo.refereeOf(referrerId) : null;
  const roles = await repo.rolesOf([referrerId, grandId].filter((x): x is string => Boolean(x)));
  const payouts = referralPayouts(order, { referrerId, grandId }, (id) => roles.get(id) ?? []);
  let commissionIncomeId: string | null = null;
  const shareIncomeIds: string[] = [];
  for (const p of payouts) {
    const { id: incomeId } = await creditFrozenIncome(tx, ids, now, {
      userId: p.userId,
      amountFen: p.amountFen,
      from: PLATFORM_ACCOUNTS.revenue,
      source: SOURCE_OF_ROLE[p.role],
      orderId: order.id,
      releaseAt: new Date(now.getTime() + LIMITS.money.incomeHoldDays * DAY),
      memo: order.orderNo,
    });
    await repo.addCommission({
      id: ids.id(),
      orderId: order.id,
      tier: p.tier,
      earnerId: p.userId,
      role: p.role,
      buyerId: order.userId,
      line: order.line,
      orderFen: order.amountFen,
      percent: p.percent,
      amountFen: p.amountFen,
      incomeId,
      createdAt: now,
    });
    if (p.tier === 1) commissionIncomeId = incomeId;
    else shareIncomeIds.push(incomeId);
  }
  return { commissionIncomeId, shareIncomeIds };
}

export const REFERRAL_FIX = 'referral-0031-one-commission-per-tier';

const ROLE_NAMES: Record<Lang, Record<ReferralRole, string>> = {
  'zh-CN': { dealer: '经销商', distributor: '超级分销', ambassador: '推广大使', spokesperson: '代言人' },
  en: { dealer: 'dealer', distributor: 'super distributor', ambassador: 'ambassador', spokesperson: 'spokesperson' },
};
const yuan = (fen: number) => (fen / 100).toFixed(2);
function fixMessage(lang: Lang, c: { orderNo: string; role: ReferralRole; keptRole: ReferralRole; amountFen: number; takenFen: number }) {
  const n = ROLE_NAMES[lang];
  const waived = c.amountFen - c.takenFen;
  if (lang === 'en') {
    return {
      title: 'A double commission was corrected',
      content:
        `Order ${c.orderNo} paid you a commission twice at one tier. Under the referral rules one order pays one commission per tier, at the highest-paying role you hold, so the ${n[c.role]} commission of ¥${yuan(c.amountFen)} was withdrawn and the one as ${n[c.keptRole]} kept.` +
        (waived > 0 ? ` ¥${yuan(waived)} of it had already left your wallet and is waived: you owe nothing.` : ''),
    };
  }
  return {
    title: '重复佣金已更正',
    content:
      `订单${c.orderNo}在同一层级向您重复计佣。按佣金规则，一笔订单每个层级只计一次佣金，按您所持最高佣金的身份计算，因此撤回${n[c.role]}佣金¥${yuan(c.amountFen)}，保留${n[c.keptRole]}佣金。` +
      (waived > 0 ? `其中¥${yuan(waived)}已转出钱包，平台不再追回，您无需补缴。` : ''),
  };
}

/**
 * The one-time fix of decision 0031: orders paid before the policy may carry two commissions at one tier (an
 * ambassador who is a dealer earned 'commission' and 'dealer' on one order). For each such order, one order per
 * transaction: the commission of the role with precedence stays; each extra one is reversed with a ledger entry —
 * still frozen: `income.reverse` (frozen → revenue); already released: `income.reverse` from available, taking
 * no more than the available balance (never below zero; what has been withdrawn is waived and said so) — and the
 * earner gets a message saying why. Every kept commission gets its ReferralCommission row, so the screens read old
 * orders as new ones. The DataFix row is written last: a crash mid-way re-runs the fix, and each order's step finds
 * its rows already fixed (the reversal and the rows are conditional), so nothing is taken twice.
 */
export async function fixDoubleCommissions(ctx: AppContext) {
  const repo = referralRepository(ctx.db);
  if (await repo.fixRan(REFERRAL_FIX)) return { skipped: true };
  const now = ctx.clock.now();
  let orders = 0;
  let reversed = 0;
  let takenFen = 0;
  let waivedFen = 0;
  let recorded = 0;
  for (const orderId of await repo.ordersWithCommissionIncome()) {
    await ctx.db.$transaction(async (tx) => {
      const r = referralRepository(tx);
      const [order, incomes, existing] = await Promise.all([r.orderOf(orderId), r.commissionIncomesOf(orderId), r.commissionsOfOrder(orderId)]);
      if (!order || !incomes.length) return;
      const roles = await r.rolesOf([...new Set(incomes.map((i) => i.userId))]);
      const rows = incomes.flatMap((i) => {
        const c = legacyCommission(i.source, roles.get(i.userId) ?? []);
        return c ? [{ ...i, ...c }] : [];
      });
      const extra = extraCommissions(rows);
      const extraIds = new Set(extra.map((e) => e.id));
      for (const e of extra) {
        const kept = rows.find((k) => k.tier === e.tier && !extraIds.has(k.id))!;
        let took = e.amountFen;
        if (e.state === 'frozen') {
          if (!(await r.markIncomeReversed(e.id, 'frozen'))) continue;
          await postJournal(tx, ctx.ids, now, {
            kind: 'income.reverse',
            refId: e.id,
            memo: order.orderNo,
            postings: [
              { account: userAccount(e.userId, 'frozen'), amountFen: -e.amountFen },
              { account: PLATFORM_ACCOUNTS.revenue, amountFen: e.amountFen },
            ],
          });
        } else {
          if (!(await r.markIncomeReversed(e.id, 'released'))) continue;
          took = Math.min(e.amountFen, (await walletBalances(tx, e.userId)).available);
          if (took > 0) {
            await postJournal(tx, ctx.ids, now, {
              // The same kind as a frozen reversal (a bill reads "收入退回"); (kind, refId) makes a second one impossible.
              kind: 'income.reverse',
              refId: e.id,
              memo: order.orderNo,
              postings: [
                { account: userAccount(e.userId, 'available'), amountFen: -took },
                { account: PLATFORM_ACCOUNTS.revenue, amountFen: took },
              ],
            });
          }
        }
        reversed++;
        takenFen += took;
        waivedFen += e.amountFen - took;
        const lang = langOf(await r.languageOf(e.userId));
        await r.addMessage({
          id: ctx.ids.id(),
          userId: e.userId,
          createdAt: now,
          ...messageColumns('system', { type: 'wallet', id: order.id }),
          ...fixMessage(lang, { orderNo: order.orderNo, role: e.role, keptRole: kept.role, amountFen: e.amountFen, takenFen: took }),
        });
      }
      // The kept ones get their commission row (the order's refund still reverses them through its effect).
      const have = new Set(existing.map((x) => x.tier));
      for (const k of rows) {
        if (extraIds.has(k.id) || have.has(k.tier)) continue;
        await r.addCommission({
          id: ctx.ids.id(),
          orderId,
          tier: k.tier,
          earnerId: k.userId,
          role: k.role,
          buyerId: order.userId,
          line: order.line,
          orderFen: order.amountFen,
          percent: order.amountFen > 0 ? Math.round((k.amountFen * 100) / order.amountFen) : 0,
          amountFen: k.amountFen,
          incomeId: k.id,
          createdAt: k.createdAt,
        });
        recorded++;
      }
      if (extra.length) orders++;
    });
  }
  const summary = JSON.stringify({ orders, reversed, takenFen, waivedFen, recorded });
  await repo.recordFix(REFERRAL_FIX, summary, now);
  return { orders, reversed, takenFen, waivedFen, recorded };
}
