import { LIMITS, VIDEO_PREMIUM_LINE, type Lang } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { Effect } from '../orders';
import type { OrderLines } from '../../core/orders';
import { videoMaterialRepository } from './video-material.repository';
import { premiumExtended, premiumWithdrawn } from './video-material.rules';

/** The order line micro video premium is sold under (the money area's order model). */
export const PREMIUM_LINE = VIDEO_PREMIUM_LINE;

export const premiumOrderTitle = (lang: Lang) => (lang === 'en' ? `Micro video premium, ${LIMITS.video.premiumYears} year` : `微视频高级版（${LIMITS.video.premiumYears}年）`);

interface PremiumEffect {
  grantedMs: number;
  premiumUntil: string;
}

/**
 * Paying extends the buyer's premium (VideoSetting.premiumUntil) by a year from its current end, or from now; a refund
 * moves the end back by exactly what that payment added. Both run inside the money area's transaction, on `tx`.
 * Handed to the order core through the area's module (no registration by import side effect).
 */
export const VIDEO_PREMIUM_LINES = {
  [PREMIUM_LINE]: {
    title: (_order, lang) => premiumOrderTitle(lang),
    async onPaid(tx: DbClient, order, now): Promise<Effect> {
      const repo = videoMaterialRepository(tx);
      const prev = (await repo.setting(order.userId))?.premiumUntil ?? null;
      const until = premiumExtended(prev, now);
      await repo.setPremiumUntil(order.userId, until, now);
      const from = prev && prev > now ? prev : now;
      return { grantedMs: until.getTime() - from.getTime(), premiumUntil: until.toISOString() } satisfies PremiumEffect;
    },
    async onRefunded(tx: DbClient, order, effect, now) {
      const e = effect as unknown as PremiumEffect;
      const repo = videoMaterialRepository(tx);
      const current = (await repo.setting(order.userId))?.premiumUntil ?? null;
      await repo.setPremiumUntil(order.userId, premiumWithdrawn(current, now, e.grantedMs), now);
    },
  },
} satisfies OrderLines;
