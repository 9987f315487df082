import { LIMITS, type TDealerCommission, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../../context';
import type { DbClient } from '../../../core/db';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, walletBalances } from '../../../core/ledger';
import { facesOf } from '../../../core/people';
import type { IdSource } from '../../../lib/ids';
import { pageArgs, pageResult } from '../../../lib/paging';
import { appLink, qrDataUrlOf } from '../../../lib/share-link';
import type { OrderRow } from '../../vip';
import { dealerRepository } from './dealer.repository';
import { dealerShareOf, earnsDealerShare } from './dealer.rules';

const L = LIMITS.programmeDealer;
const DAY = 86_400_000;

/**
 * The dealer's referral share of a paid order (registered with the vip area's registerPaidShare, so it runs inside
 * the payment's transaction, after the line's effect and the spokesperson's commission). It is the dealer
 * programme's own reward and is paid IN ADDITION to a spokesperson commission, once per order: the order moves to
 * paid once (a second notification finds it paid and runs nothing), and DealerCommission.orderId is unique besides.
 * A refund reverses the income through the order's effect (shareIncomeIds), never here.
 */
export async function dealerShare(tx: DbClient, order: OrderRow, env: { ids: Pick<IdSource, 'id'>; now: Date }): Promise<string[]> {
  const amountFen = dealerShareOf(order.line, order.amountFen);
  if (amountFen <= 0) return [];
  const repo = dealerRepository(tx);
  const refereeId = await repo.refereeOf(order.userId);
  if (!earnsDealerShare(order.userId, refereeId, refereeId ? await repo.isDealer(refereeId) : false)) return [];
  if (await repo.commissionOfOrder(order.id)) return [];
  const releaseAt = new Date(env.now.getTime() + LIMITS.money.incomeHoldDays * DAY);
  const { id: incomeId } = await creditFrozenIncome(tx, env.ids, env.now, {
    userId: refereeId, amountFen, from: PLATFORM_ACCOUNTS.revenue, source: 'dealer', orderId: order.id, releaseAt, memo: order.orderNo,
  });
  await repo.addCommission({
    id: env.ids.id(), dealerId: refereeId, orderId: order.id, buyerId: order.userId, line: order.line, orderFen: order.amountFen,
    percent: L.commissionPercent, amountFen, incomeId, createdAt: env.now,
  });
  return [incomeId];
}

export function dealerService(ctx: AppContext) {
  const repo = dealerRepository(ctx.db);

  /** The dealer home: everyone may open it (a non-dealer sees the plan to buy); earnings read from the ledger. */
  async function home(userId: string, lang: string) {
    const [isDealer, plan, idEcr, referredIds, sums, balances] = await Promise.all([
      repo.isDealer(userId), repo.dealerPlan(), repo.phoneIdEcrOf(userId), repo.referredIds(userId), repo.incomeSums(userId), walletBalances(ctx.db, userId),
    ]);
    const sumOf = (state: string) => sums.find((g) => g.state === state)?._sum.amountFen ?? 0;
    const frozenFen = sumOf('frozen');
    // The existing referral: the registration link carries the referee's public card id (as the spokesperson's).
    const referralUrl = appLink(ctx.config.publicOrigin, `/acc/register?refereeIdEcr=${encodeURIComponent(idEcr)}`);
    const releasedFen = sumOf('released');
    return {
      isDealer,
      plan: plan && { code: plan.code, name: lang === 'en' ? plan.nameEn : plan.nameZh, priceFen: plan.priceFen },
      percent: L.commissionPercent,
      referralUrl, qrDataUrl: await qrDataUrlOf(referralUrl),
      referredCount: referredIds.length,
      paidOrderCount: await repo.paidOrderCount(referredIds),
      frozenFen, releasedFen, totalFen: frozenFen + releasedFen,
      availableFen: balances.available,
    };
  }

  async function commissions(userId: string, q: TPageQuery) {
    const [rows, total] = await Promise.all([repo.commissionPage(userId, pageArgs(q)), repo.commissionCount(userId)]);
    const [faces, states] = await Promise.all([facesOf(ctx.db, rows.map((r) => r.buyerId)), repo.incomeStates(rows.map((r) => r.incomeId))]);
    const items: TDealerCommission[] = rows.map((r) => ({
      id: r.id, buyer: faces.face(r.buyerId), line: r.line, orderFen: r.orderFen, percent: r.percent, amountFen: r.amountFen,
      state: (states.get(r.incomeId) ?? 'frozen') as TDealerCommission['state'], createdAt: r.createdAt.toISOString(),
    }));
    return pageResult(items, total, q);
  }

  return { home, commissions };
}
