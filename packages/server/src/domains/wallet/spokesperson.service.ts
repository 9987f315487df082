import type { IncomeSource, TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { maskPhone } from '../../core/users';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { earnedOn, referralRepository } from '../orders';
import { walletRepository } from './wallet.repository';

/** The frozen-income source the orders area's order payment writes for a spokesperson's commission (orders-core.service payCommission). */
export const COMMISSION_SOURCE: IncomeSource = 'commission';

/**
 * The spokesperson: a user with a bound withdrawal WeChat and a real name, who earns a commission (frozen income,
 * LIMITS.money.spokespersonPercent) on what the users they referred pay. Nothing is ever paid for sharing the link
 * itself: WeChat's external-link rules ban share rewards, so the share link only carries the referrer.
 */
export function spokespersonService(ctx: AppContext) {
  const repo = walletRepository(ctx.db);

  async function info(userId: string) {
    const [binding, referredCount, sums, me] = await Promise.all([
      repo.bindingOf(userId),
      repo.referredCount(userId),
      repo.incomeTotal(userId, COMMISSION_SOURCE),
      repo.phoneIdEcrOf(userId),
    ]);
    const sumOf = (states: string[]) => sums.filter((g) => states.includes(g.state)).reduce((s, g) => s + (g._sum.amountFen ?? 0), 0);
    return {
      bound: Boolean(binding?.spokesperson),
      realName: binding?.spokesperson ? binding.realName : null,
      referredCount,
      commissionFen: sumOf(['frozen', 'released']),
      frozenCommissionFen: sumOf(['frozen']),
      shareUrl: `${ctx.config.publicOrigin}/multipage/acc/register?refereeIdEcr=${encodeURIComponent(me?.phoneIdEcr ?? '')}`,
    };
  }

  async function bind(userId: string, realName: string) {
    const binding = await repo.bindingOf(userId);
    if (!binding) throw new DomainError('WALLET_WECHAT_NOT_BOUND');
    if (binding.spokesperson || !(await repo.setSpokesperson(userId, realName))) throw new DomainError('SPOKESPERSON_ALREADY');
    return info(userId);
  }

  async function referred(userId: string, q: TPageQuery) {
    const [rows, total] = await Promise.all([repo.referredPage(userId, pageArgs(q)), repo.referredCount(userId)]);
    // Every programme's commission rows (issue 32): a referral paid to the caller as dealer shows its amount here,
    // marked "已由经销商计佣", instead of ¥0.
    const earned = await referralRepository(ctx.db).earnedFrom(
      userId,
      rows.map((r) => r.id),
    );
    return pageResult(
      rows.map((r) => ({
        name: r.card?.name ?? maskPhone(''),
        avatarUrl: r.avatarUrl,
        joinedAt: r.createdAt.toISOString(),
        ...earnedOn(earned, r.id),
      })),
      total,
      q,
    );
  }

  return { info, bind, referred };
}
