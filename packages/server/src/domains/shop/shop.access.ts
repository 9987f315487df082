import type { AppContext } from '../../context';
import { facesOf } from '../../core/people';
import { DomainError } from '../../lib/domain-error';
import type { Product, Shop } from '../../generated/prisma/client';
import { shopRepository } from './shop.repository';
import { shopView } from './shop.views';

/**
 * The rules every part of the shop area shares about who reaches a shop or product. The owner reaches their own
 * products in any shelf state; anyone else only a visible one: not deleted, on the shelf, in an open shop. Someone
 * else's id (or a product a visitor may not see) answers NOT_FOUND naming the field, never a hint that it exists.
 */
export const isProductVisible = (p: Pick<Product, 'deletedAt' | 'onShelf'>, shop: Pick<Shop, 'closed'>) => p.deletedAt === null && p.onShelf && !shop.closed;

/** The caller's shop, or null before they first save it. */
export const ownShop = (ctx: AppContext, userId: string) => shopRepository(ctx.db).shopOfUser(userId);

/** The caller's own product (not deleted), or NOT_FOUND naming `field`. */
export async function loadOwnProduct(ctx: AppContext, userId: string, proId: string, field = 'proId'): Promise<Product> {
  const row = await shopRepository(ctx.db).ownProduct(userId, proId);
  if (!row) throw new DomainError('NOT_FOUND', { field });
  return row;
}

/** A product a visitor may see with its shop (its owner sees it in any shelf state), or NOT_FOUND naming `field`. */
export async function loadVisibleProduct(ctx: AppContext, viewerId: string | null, proId: string, field = 'proId'): Promise<{ product: Product; shop: Shop }> {
  const repo = shopRepository(ctx.db);
  const product = await repo.productById(proId);
  const shop = product ? await repo.shopById(product.shopId) : null;
  if (!product || !shop || (product.userId !== viewerId && !isProductVisible(product, shop))) throw new DomainError('NOT_FOUND', { field });
  return { product, shop };
}

/** Shop views of rows, with their owners' faces read in one query. */
export async function shopViews(ctx: AppContext, shops: Shop[]) {
  const faces = await facesOf(
    ctx.db,
    shops.map((s) => s.userId),
  );
  return shops.map((s) => shopView(s, faces.face(s.userId)));
}
