import { LIMITS, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../../context';
import { isVipAt } from '../../../core/access';
import { facesOf } from '../../../core/people';
import { DomainError } from '../../../lib/domain-error';
import { pageArgs, pageResult } from '../../../lib/paging';
import { appLink, qrDataUrlOf } from '../../../lib/share-link';
import { earnedOn, referralRepository } from '../../orders';
import { promotionRepository } from './promotion.repository';
import { ambassadorHomeRepository } from './ambassador-home.repository';
import { directSql } from '../../../core/direct-sql';
import { assertCanBeAmbassador, assertCanBeDistributor, cardComplete, earningsOf } from './promotion.rules';

const P = LIMITS.programmePromotion;

/**
 * The promotion ambassador and the super distributor (issue 18).
 * Joining gives the role 'ambassador' (and later 'distributor'); what they earn is decided by the one referral policy
 * (domains/orders orders-referral.rules, LIMITS.referral, issue 32): one commission per order and tier, under the highest-paying
 * role the earner holds. The homes and lists read its commission rows. Nothing is ever paid for sharing the link.
 */
export function promotionService(ctx: AppContext) {
  const repo = promotionRepository(ctx.db);
  const referral = referralRepository(ctx.db);

  async function me(userId: string) {
    const u = await repo.userState(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    return u;
  }

  async function share(phoneIdEcr: string) {
    const shareUrl = appLink(ctx.config.publicOrigin, `/acc/register?refereeIdEcr=${encodeURIComponent(phoneIdEcr)}`);
    return { shareUrl, qrDataUrl: await qrDataUrlOf(shareUrl) };
  }

  async function paidReferrals(userId: string) {
    return (await repo.paidAmong(await repo.directIds(userId))).size;
  }

  /** One driver read (ambassador-home.repository.ts): the home was six Prisma statements, the bench's slowest call. */
  async function ambassadorHome(userId: string) {
    const h = await ambassadorHomeRepository(directSql(ctx)).home(userId);
    if (!h) throw new DomainError('USER_NOT_EXIST');
    return {
      ambassador: h.joinedAt !== null,
      joinedAt: h.joinedAt?.toISOString() ?? null,
      vip: isVipAt(h.vipExpiresAt, h.tempVipExpiresAt, ctx.clock.now()),
      cardComplete: cardComplete(h.card),
      ...(await share(h.phoneIdEcr)),
      referredCount: h.referred,
      paidReferrals: h.paid,
      earnings: earningsOf([
        { state: 'frozen', fen: h.frozenFen },
        { state: 'released', fen: h.releasedFen },
      ]),
    };
  }

  /** Joining twice at once: the membership's key lets one in, the other answers PROMO_ALREADY_AMBASSADOR. */
  async function applyAmbassador(userId: string) {
    const u = await me(userId);
    const now = ctx.clock.now();
    assertCanBeAmbassador({
      ambassador: Boolean(await repo.memberOf(userId, 'ambassador')),
      vip: isVipAt(u.vipExpiresAt, u.tempVipExpiresAt, now),
      cardComplete: cardComplete(u.card),
    });
    await joinOnce(userId, 'ambassador', 0, now, 'PROMO_ALREADY_AMBASSADOR');
    return ambassadorHome(userId);
  }

  async function joinOnce(userId: string, kind: string, paid: number, now: Date, code: 'PROMO_ALREADY_AMBASSADOR' | 'PROMO_ALREADY_DISTRIBUTOR') {
    try {
      await ctx.db.$transaction((tx) => promotionRepository(tx).join(userId, kind, paid, now));
    } catch (err) {
      if ((err as { code?: string }).code === 'P2002') throw new DomainError(code);
      throw err;
    }
  }

  async function referralsPage(userId: string, tier: 'direct' | 'second', q: TPageQuery) {
    const directIds = tier === 'second' ? await repo.directIds(userId) : [];
    const [rows, total] =
      tier === 'direct'
        ? await Promise.all([repo.directPage(userId, pageArgs(q)), repo.directCount(userId)])
        : await Promise.all([repo.secondPage(userId, directIds, pageArgs(q)), repo.secondCount(userId, directIds)]);
    const [paid, faces, earned] = await Promise.all([
      repo.paidAmong(rows.map((r) => r.id)),
      facesOf(ctx.db, [...rows.map((r) => r.id), ...(tier === 'second' ? rows.map((r) => r.refereeId ?? '') : [])]),
      referral.earnedFrom(
        userId,
        rows.map((r) => r.id),
      ),
    ]);
    return pageResult(
      rows.map((r) => ({
        person: faces.face(r.id),
        joinedAt: r.createdAt.toISOString(),
        paid: paid.has(r.id),
        tier: tier === 'direct' ? (1 as const) : (2 as const),
        via: tier === 'second' && r.refereeId ? faces.face(r.refereeId) : null,
        ...earnedOn(earned, r.id),
      })),
      total,
      q,
    );
  }

  async function distributorHome(userId: string) {
    const u = await me(userId);
    const directIds = await repo.directIds(userId);
    const [member, ambassador, paid, secondCount, groups, link] = await Promise.all([
      repo.memberOf(userId, 'distributor'),
      repo.memberOf(userId, 'ambassador'),
      repo.paidAmong(directIds),
      repo.secondCount(userId, directIds),
      referral.sumsByState(userId, ['distributor']),
      share(u.phoneIdEcr),
    ]);
    return {
      distributor: Boolean(member),
      ambassador: Boolean(ambassador),
      joinedAt: member?.joinedAt.toISOString() ?? null,
      paidReferrals: paid.size,
      minPaidReferrals: P.distributorMinPaidReferrals,
      directCount: directIds.length,
      secondCount,
      secondTierPercent: LIMITS.referral.percent.vip.distributor[1],
      ...link,
      earnings: earningsOf(groups),
    };
  }

  async function applyDistributor(userId: string) {
    const [ambassador, distributor, paid] = await Promise.all([repo.memberOf(userId, 'ambassador'), repo.memberOf(userId, 'distributor'), paidReferrals(userId)]);
    assertCanBeDistributor({ ambassador: Boolean(ambassador), distributor: Boolean(distributor), paidReferrals: paid });
    await joinOnce(userId, 'distributor', paid, ctx.clock.now(), 'PROMO_ALREADY_DISTRIBUTOR');
    return distributorHome(userId);
  }

  return {
    ambassadorHome,
    applyAmbassador,
    distributorHome,
    applyDistributor,
    referrals: (userId: string, q: TPageQuery) => referralsPage(userId, 'direct', q),
    team: (userId: string, q: TPageQuery & { tier: 'direct' | 'second' }) => referralsPage(userId, q.tier, q),
  };
}
