import { LIMITS, type Lang } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { orderRepository } from './orders.repository';
import { orderService } from './orders.service';
import { assertIndustry, INDUSTRIES, offersSummary, trialGrant } from './vip-plans.rules';

/** Registration: industries, the offers page with its referrer, the invitation link, the info form, success. */
export function registerService(ctx: AppContext) {
  const repo = orderRepository(ctx.db);
  const orders = orderService(ctx);

  return {
    industries: (lang: Lang) => ({ industries: INDUSTRIES.map((i) => ({ code: i.code, name: lang === 'en' ? i.en : i.zh })) }),

    async detail(viewerId: string | null, ref: string | undefined, lang: Lang) {
      const { plans } = await orders.vipPlans(viewerId, lang);
      const r = ref ? await repo.userByPhoneIdEcr(ref) : null;
      return { plans, referrer: r ? { name: r.card?.name ?? '', phoneIdEcr: r.phoneIdEcr } : null, offersText: offersSummary(lang) };
    },

    async shareParam(userId: string, lang: Lang) {
      const u = await repo.buyerOf(userId);
      if (!u) throw new DomainError('USER_NOT_EXIST');
      const url = `${ctx.config.publicOrigin}/multipage/register/registerVip?ref=${encodeURIComponent(u.phoneIdEcr)}`;
      const name = u.card?.name ?? '';
      return lang === 'en'
        ? { url, title: `${name} invites you to a digital business card`, desc: offersSummary(lang) }
        : { url, title: `${name}邀请您开通数字名片`, desc: offersSummary(lang) };
    },

    async checkMobile(phone: string, regionCode: string) {
      const found = await repo.userByPhone(regionCode, phone);
      const offersEligible = regionCode === LIMITS.money.offerRegion && (!found || !(await repo.paidVipBefore(found.id)));
      return { registered: !!found, offersEligible };
    },

    async submitInfo(userId: string, b: { name: string; industry: string; company: string; ref?: string }) {
      assertIndustry(b.industry);
      const referrer = b.ref ? await repo.userByPhoneIdEcr(b.ref) : null;
      if (b.ref && !referrer) throw new DomainError('REFEREE_NOT_EXIST', { field: 'ref' });
      const now = ctx.clock.now();
      return ctx.db.$transaction(async (tx) => {
        const r = orderRepository(tx);
        await r.updateRegisterInfo(userId, { name: b.name, company: b.company });
        // A referrer is bound once, never the caller themself.
        if (referrer && referrer.id !== userId) await r.bindReferrer(userId, referrer.id);
        const u = await r.buyerOf(userId);
        const until = u ? trialGrant(u, now) : null;
        if (until) await r.grantTrial(userId, until);
        const after = await r.buyerOf(userId);
        return { tempVipExpiresAt: after?.tempVipExpiresAt?.toISOString() ?? null };
      });
    },

    async successInfo(userId: string, orderId: string | undefined, lang: Lang) {
      return { vip: await orders.vipInfo(userId), order: orderId ? await orders.orderOf(userId, orderId, lang) : null };
    },
  };
}
