import type { AppContext } from '../../context';
import { shopRepository } from './shop.repository';

/**
 * The V shop entry of an owner's public card: their shop when it is open and has a product a visitor can see (an
 * empty shop is not advertised). `kind` picks the visitor's screen: the product waterfall or the catering page.
 */
export async function cardShopEntryOf(ctx: AppContext, ownerId: string): Promise<{ name: string; kind: 'retail' | 'catering' } | null> {
  const repo = shopRepository(ctx.db);
  const shop = await repo.shopOfUser(ownerId);
  if (!shop || shop.closed || !(await repo.hasVisibleProduct(shop.id))) return null;
  return { name: shop.name, kind: shop.kind === 'catering' ? 'catering' : 'retail' };
}
