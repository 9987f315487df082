import { LIMITS, SMS_PACK_LINE, type Lang } from '@card/contract';
import type { DbClient } from '../../../core/db';
import type { Effect, OrderRow } from '../../orders';
import type { OrderLines } from '../../../core/orders';
import { changeCredits } from './sms-credits';
import { smsRepository } from './sms.repository';
import { packRefundTake } from './sms.rules';

interface PackTerms {
  packCode: string;
  credits: number;
}
interface PackEffect {
  credits: number;
}
const termsOf = (order: OrderRow) => JSON.parse(order.terms ?? '{}') as PackTerms;

export const smsPackTitle = (credits: number, lang: Lang) => (lang === 'en' ? `SMS pack, ${credits} credits` : `短信包（${credits}条）`);

/**
 * SMS packs sold through the order model: payment credits the pack (a credit entry `pack` on the order), a refund
 * takes back what is still unused of it (`packRefund`), never more than the balance: credits already sent stay sent.
 * Both run inside the money area's transaction, on `tx`.
 * Handed to the order core through the area's module (no registration by import side effect).
 */
export const SMS_PACK_LINES = {
  [SMS_PACK_LINE]: {
    title: (order, lang) => smsPackTitle(termsOf(order).credits, lang),
    async onPaid(tx: DbClient, order, now, env): Promise<Effect> {
      const { credits } = termsOf(order);
      await changeCredits(tx, env.ids, now, { userId: order.userId, delta: credits, kind: 'pack', refId: order.id });
      return { credits } satisfies PackEffect;
    },
    async onRefunded(tx: DbClient, order, effect, now, env) {
      const credits = Number((effect as unknown as PackEffect).credits ?? 0);
      const take = packRefundTake(await smsRepository(tx).balance(order.userId), credits);
      if (take > 0) await changeCredits(tx, env.ids, now, { userId: order.userId, delta: -take, kind: 'packRefund', refId: order.id }, 'refundId');
    },
  },
} satisfies OrderLines;

/** The pack sizes on sale (for tests and the seed). */
export const SMS_PACKS = LIMITS.programmeSms.packs;
