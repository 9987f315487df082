import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules of the catering part: which shop may hold catering details and packages, which order may be
 * commented, and how the commented score reads. No Prisma, no clock: the service hands in rows and times.
 */
const S = LIMITS.shop;

/** Catering details and packages belong to the caller's catering shop: none yet, or a retail shop, is refused. */
export function assertCateringShop<T extends { kind: string }>(shop: T | null): T {
  if (!shop) throw new DomainError('CATERING_NO_SHOP', { field: 'shopId' });
  if (shop.kind !== 'catering') throw new DomainError('CATERING_NOT_CATERING_SHOP', { field: 'shopId' });
  return shop;
}

/** A score is a whole number of stars in 1..5 (the contract checks it too; the rule guards every other caller). */
export const isScore = (n: number) => Number.isInteger(n) && n >= S.commentScoreMin && n <= S.commentScoreMax;
export function assertScore(n: number) {
  if (!isScore(n)) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'score' });
}

/** Spend per person: whole fen, 0 (not shown) up to the cap. */
export const isPerCapita = (fen: number) => Number.isInteger(fen) && fen >= 0 && fen <= S.cateringPerCapitaMaxFen;
export function assertPerCapita(fen: number) {
  if (!isPerCapita(fen)) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'perCapitaFen' });
}

type CommentableOrder = { buyerId: string; shipState: string; commented: boolean; orderState: string };

/**
 * The buyer may comment on their own order once it was received (goods) or its use confirmed (a package), while the
 * money stays paid (a refund in progress or done takes the right to score away), and only once. Someone else's
 * order is NOT_FOUND, as if it did not exist.
 */
export function assertCommentable(o: CommentableOrder | null, buyerId: string) {
  if (!o || o.buyerId !== buyerId) throw new DomainError('NOT_FOUND', { field: 'orderId' });
  if (o.commented) throw new DomainError('SHOP_COMMENT_EXISTS', { field: 'orderId' });
  if (o.shipState !== 'received' || o.orderState !== 'paid') throw new DomainError('SHOP_COMMENT_NOT_RECEIVED', { field: 'orderId' });
}

/** The reply is written once, by the shop's owner; anyone else sees the comment as not theirs (NOT_FOUND). */
export function assertReplyable(c: { reply: string; repliedAt: Date | null } | null, shopOwnerId: string | null, userId: string) {
  if (!c || shopOwnerId !== userId) throw new DomainError('NOT_FOUND', { field: 'commentId' });
  if (c.repliedAt !== null || c.reply !== '') throw new DomainError('SHOP_COMMENT_REPLIED', { field: 'commentId' });
}

/** The average of `count` scores summing to `sum`, rounded half up to 1 decimal; 0 without any. */
export const averageScore = (sum: number, count: number) => (count > 0 ? Math.round((sum * 10) / count) / 10 : 0);

/** The count of each score 1..5, in order, zero where nobody gave it (grouped rows may lack some scores). */
export function distributionOf(rows: { score: number; count: number }[]) {
  const by = new Map(rows.map((r) => [r.score, r.count]));
  const out: { score: number; count: number }[] = [];
  for (let s = S.commentScoreMin; s <= S.commentScoreMax; s += 1) out.push({ score: s, count: by.get(s) ?? 0 });
  return out;
}
