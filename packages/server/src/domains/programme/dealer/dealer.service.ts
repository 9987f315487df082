import { LIMITS, type TDealerCommission, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../../context';
import { walletBalances } from '../../../core/ledger';
import { facesOf } from '../../../core/people';
import { pageArgs, pageResult } from '../../../lib/paging';
import { appLink, qrDataUrlOf } from '../../../lib/share-link';
import { referralRepository } from '../../orders';
import { dealerRepository } from './dealer.repository';

export function dealerService(ctx: AppContext) {
  const repo = dealerRepository(ctx.db);

  /** The dealer home: everyone may open it (a non-dealer sees the plan to buy); earnings read from the ledger. */
  async function home(userId: string, lang: string) {
    const [isDealer, plan, idEcr, referredIds, sums, balances] = await Promise.all([
      repo.isDealer(userId),
      repo.dealerPlan(),
      repo.phoneIdEcrOf(userId),
      repo.referredIds(userId),
      repo.incomeSums(userId),
      walletBalances(ctx.db, userId),
    ]);
    const sumOf = (state: string) => sums.find((g) => g.state === state)?._sum.amountFen ?? 0;
    const frozenFen = sumOf('frozen');
    // The existing referral: the registration link carries the referee's public card id (as the spokesperson's).
    const referralUrl = appLink(ctx.config.publicOrigin, `/acc/register?refereeIdEcr=${encodeURIComponent(idEcr)}`);
    const releasedFen = sumOf('released');
    return {
      isDealer,
      plan: plan && { code: plan.code, name: lang === 'en' ? plan.nameEn : plan.nameZh, priceFen: plan.priceFen },
      // The dealer's tier-1 percent of a VIP order (LIMITS.referral; the rules page states the whole table).
      percent: LIMITS.referral.percent.vip.dealer[0],
      referralUrl,
      qrDataUrl: await qrDataUrlOf(referralUrl),
      referredCount: referredIds.length,
      paidOrderCount: await repo.paidOrderCount(referredIds),
      frozenFen,
      releasedFen,
      totalFen: frozenFen + releasedFen,
      availableFen: balances.available,
    };
  }

  /**
   * The caller's referral commissions under every role (issue 32: the one policy's rows), so an order paid to them as
   * ambassador shows here too, marked with its role, instead of looking unpaid.
   */
  async function commissions(userId: string, q: TPageQuery) {
    const referral = referralRepository(ctx.db);
    const [rows, total] = await Promise.all([referral.commissionPage(userId, pageArgs(q)), referral.commissionCount(userId)]);
    const [faces, states] = await Promise.all([
      facesOf(
        ctx.db,
        rows.map((r) => r.buyerId),
      ),
      repo.incomeStates(rows.map((r) => r.incomeId)),
    ]);
    const items: TDealerCommission[] = rows.map((r) => ({
      id: r.id,
      buyer: faces.face(r.buyerId),
      line: r.line,
      orderFen: r.orderFen,
      percent: r.percent,
      amountFen: r.amountFen,
      role: r.role as TDealerCommission['role'],
      tier: r.tier,
      state: (states.get(r.incomeId) ?? 'frozen') as TDealerCommission['state'],
      createdAt: r.createdAt.toISOString(),
    }));
    return pageResult(items, total, q);
  }

  return { home, commissions };
}
