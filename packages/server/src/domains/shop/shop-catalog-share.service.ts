import type { TShopShareLink } from '@card/contract';
import type { AppContext } from '../../context';
import { facesOf } from '../../core/people';
import { DomainError } from '../../lib/domain-error';
import { appLink, qrDataUrlOf } from '../../lib/share-link';
import { ownShop } from './shop.access';
import { shopRepository } from './shop.repository';
import { shopCatalogRepository } from './shop-catalog.repository';
import { isShareListed, productDetailPath, vshopPath } from './shop-catalog.rules';

/**
 * The owner's share links (module 3): their V shop, or one product as their shop shows it: an own product (any shelf
 * state: the owner may share before putting it on sale) or another shop's product their shop lists (with
 * shareShopId = their shop, so the visitor's order keeps where they came from). Anything else is NOT_FOUND on proId.
 */
export function shopCatalogShareService(ctx: AppContext) {
  const shops = shopRepository(ctx.db);
  return {
    async share(userId: string, proId?: string): Promise<TShopShareLink> {
      const shop = await ownShop(ctx, userId);
      if (!shop) throw new DomainError('SHOP_REQUIRED');
      const me = (await facesOf(ctx.db, [userId])).face(userId);
      if (!proId) return linkOf(shop.id, vshopPath(me.phoneIdEcr), `${shop.name}`);
      const product = await shops.productById(proId);
      if (!product) throw new DomainError('NOT_FOUND', { field: 'proId' });
      if (product.shopId === shop.id) return linkOf(shop.id, productDetailPath(product.id), `${product.name} · ${shop.name}`);
      const productShop = await shops.shopById(product.shopId);
      const listed = isShareListed(product, productShop, shop.id) && (await shopCatalogRepository(ctx.db).shareExists(shop.id, product.id));
      if (!listed) throw new DomainError('NOT_FOUND', { field: 'proId' });
      return linkOf(shop.id, productDetailPath(product.id, shop.id), `${product.name} · ${shop.name}`);
    },
  };

  async function linkOf(shopId: string, path: string, title: string): Promise<TShopShareLink> {
    const link = appLink(ctx.config.publicOrigin, path);
    return { shopId, link, qrDataUrl: await qrDataUrlOf(link), title };
  }
}
