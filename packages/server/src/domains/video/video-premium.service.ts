import { LIMITS, type Lang, type TBuyPremiumBody } from '@card/contract';
import type { AppContext } from '../../context';
import { isVipAt } from '../../core/access';
import { DomainError } from '../../lib/domain-error';
import { createOrder, payService } from '../orders';
import { videoRepository } from './video.repository';
import { PREMIUM_LINE, premiumOrderTitle } from './video-premium.lines';

const V = LIMITS.video;

/**
 * Micro video premium: what the caller has (bought until when, or with VIP) and buying a year of it through the money
 * area (an order of line videoPremium; the wallet with the transaction password at once, or WeChat Pay's start).
 */
export function videoPremiumService(ctx: AppContext) {
  async function status(userId: string) {
    const now = ctx.clock.now();
    const { setting, user } = await videoRepository(ctx.db).premiumFacts(userId);
    const bought = setting?.premiumUntil && setting.premiumUntil > now ? setting.premiumUntil : null;
    const viaVip = !!user && isVipAt(user.vipExpiresAt, user.tempVipExpiresAt, now);
    return { premium: !!bought || viaVip, premiumUntil: bought?.toISOString() ?? null, viaVip, priceFen: V.premiumPriceFen, years: V.premiumYears };
  }

  async function buy(userId: string, b: TBuyPremiumBody, clientIp: string, lang: Lang) {
    // The price shown must be the price charged: a stale screen is told, not charged another amount.
    if (b.amountFen !== V.premiumPriceFen) throw new DomainError('AMOUNT_ABNORMAL', { field: 'amountFen' });
    if (b.method === 'wxpay') await payService(ctx).wxGate(userId, b.channel, '/microvideo/premium');
    const order = await createOrder(ctx, userId, {
      line: PREMIUM_LINE,
      planCode: null,
      title: premiumOrderTitle('zh-CN'),
      amountFen: V.premiumPriceFen,
      terms: { years: V.premiumYears },
    });
    const pay = payService(ctx);
    if (b.method === 'wallet') {
      await pay.walletPay(userId, { orderId: order.id, amountFen: b.amountFen, txPwd: b.txPwd! }, lang);
      return { orderId: order.id, status: await status(userId), pay: null };
    }
    const start = await pay.wxPay(
      userId,
      { orderId: order.id, amountFen: b.amountFen, channel: b.channel! },
      clientIp,
      `/multipage/microvideo/premium?orderId=${encodeURIComponent(order.id)}`,
    );
    return { orderId: order.id, status: await status(userId), pay: start };
  }

  return { status, buy };
}
