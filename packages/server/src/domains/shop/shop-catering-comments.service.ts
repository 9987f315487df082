import type { TCommentedScore, TPageQuery, TShopComment } from '@card/contract';
import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { facesOf, type PersonFace } from '../../core/people';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import type { ShopComment } from '../../generated/prisma/client';
import { shopCateringRepository } from './shop-catering.repository';
import { assertCommentable, assertReplyable, assertScore, averageScore, distributionOf } from './shop-catering.rules';

const HOUR_MS = 60 * 60_000;

const commentView = (c: ShopComment, commenter: PersonFace): TShopComment => ({
  id: c.id,
  shopId: c.shopId,
  score: c.score,
  content: c.content,
  createdAt: c.createdAt.toISOString(),
  commenter,
  reply: c.reply,
  repliedAt: c.repliedAt ? c.repliedAt.toISOString() : null,
});

/**
 * Buyers' comments with a score, and the shop's commented score. A comment belongs to one received order of any
 * shop (retail or catering), written once by its buyer: the order is claimed by a conditional update in the same
 * transaction that writes the comment and moves Shop.scoreSum/scoreCount, so two simultaneous submits of one order
 * make one comment and count the score once. The shop's owner replies once.
 */
export function shopCateringCommentsService(ctx: AppContext) {
  const repo = shopCateringRepository(ctx.db);
  const now = () => ctx.clock.now();

  async function shopOrNotFound(shopId: string) {
    const shop = await repo.shopById(shopId);
    if (!shop) throw new DomainError('NOT_FOUND', { field: 'shopId' });
    return shop;
  }

  return {
    async add(userId: string, b: { orderId: string; score: number; content: string }) {
      assertScore(b.score);
      const so = await repo.shopOrderOf(b.orderId);
      const orderState = so ? await repo.orderStateOf(so.orderId) : null;
      assertCommentable(so && orderState ? { ...so, orderState } : null, userId);
      await textFilter(ctx).assertClean(b.content, 'content');
      await ctx.limiter.enforce([{ key: `shop-comment:${userId}`, rule: { max: LIMITS.shop.commentsPerHour, windowMs: HOUR_MS } }], undefined, 'orderId');
      const row = await ctx.db.$transaction(async (tx) => {
        const r = shopCateringRepository(tx);
        // The loser of a race finds the order already claimed: the same answer as a second submit later.
        const { count } = await r.claimComment(so!.orderId, userId);
        if (count !== 1) throw new DomainError('SHOP_COMMENT_EXISTS', { field: 'orderId' });
        const comment = await r.addComment({ id: ctx.ids.id(), shopId: so!.shopId, orderId: so!.orderId, userId, score: b.score, content: b.content, createdAt: now() });
        await r.addScore(so!.shopId, b.score);
        return comment;
      });
      const faces = await facesOf(ctx.db, [userId]);
      return commentView(row, faces.face(userId));
    },

    async list(viewerId: string | null, q: { shopId: string } & TPageQuery) {
      const shop = await shopOrNotFound(q.shopId);
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.comments(shop.id, skip, take);
      const faces = await facesOf(
        ctx.db,
        rows.map((c) => c.userId),
      );
      return {
        ...pageResult(
          rows.map((c) => commentView(c, faces.face(c.userId))),
          total,
          q,
        ),
        isOwner: viewerId === shop.userId,
      };
    },

    async score(shopId: string): Promise<TCommentedScore> {
      const shop = await shopOrNotFound(shopId);
      const distribution = distributionOf(await repo.distribution(shop.id));
      return { shopId: shop.id, avg: averageScore(shop.scoreSum, shop.scoreCount), count: shop.scoreCount, distribution };
    },

    async reply(userId: string, b: { commentId: string; reply: string }) {
      const c = await repo.commentById(b.commentId);
      const shop = c ? await repo.shopById(c.shopId) : null;
      assertReplyable(c, shop?.userId ?? null, userId);
      await textFilter(ctx).assertClean(b.reply, 'reply');
      const { count } = await repo.claimReply(c!.id, b.reply, now());
      if (count !== 1) throw new DomainError('SHOP_COMMENT_REPLIED', { field: 'commentId' });
      const updated = (await repo.commentById(c!.id))!;
      const faces = await facesOf(ctx.db, [updated.userId]);
      return commentView(updated, faces.face(updated.userId));
    },
  };
}
