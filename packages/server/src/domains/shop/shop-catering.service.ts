import type { TCateringShopInfo, TPageQuery, TProductDetail } from '@card/contract';
import type { AppContext } from '../../context';
import { cardUserOf, facesOf } from '../../core/people';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import type { Shop } from '../../generated/prisma/client';
import { assertOwnImages } from '../../core/uploads';
import { shopRepository } from './shop.repository';
import { productDetailView, productItemView, shopView } from './shop.views';
import { shopCateringRepository } from './shop-catering.repository';
import { assertCateringShop, assertPerCapita } from './shop-catering.rules';
import { assertProductRoom } from './shop-goods.rules';

type ShopRef = { phoneIdEcr?: string; shopId?: string };
type InfoInput = { phone: string; address: string; openHours: string; perCapitaFen: number };
type PackageInput = { proId?: string; name: string; contents: string; imageUrls: string[]; priceFen: number; stock: number; onShelf: boolean };

/**
 * Catering shop details and packages. A package is a Product of kind 'package' in the owner's catering shop,
 * bought through the orders part like goods (no shipping). The goods part's product save serves kind 'goods'
 * only and was not there when this part was built, so a package is saved here with the same checks: the caller's
 * own pictures, clean text, and the shared product columns (the first picture is the cover).
 */
export function shopCateringService(ctx: AppContext) {
  const repo = shopCateringRepository(ctx.db);
  const now = () => ctx.clock.now();

  /** The shop a visitor names by card (0 = the caller) or id; someone unknown or without a shop is NOT_FOUND. */
  async function shopOf(viewerId: string | null, ref: ShopRef): Promise<Shop> {
    if (ref.phoneIdEcr) {
      const userId = await cardUserOf(ctx.db, ref.phoneIdEcr, viewerId);
      const shop = await repo.shopOfUser(userId);
      if (!shop) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
      return shop;
    }
    if (!ref.shopId) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'shopId' });
    const shop = await repo.shopById(ref.shopId);
    if (!shop) throw new DomainError('NOT_FOUND', { field: 'shopId' });
    return shop;
  }

  async function infoView(shop: Shop): Promise<TCateringShopInfo> {
    const faces = await facesOf(ctx.db, [shop.userId]);
    return { ...shopView(shop, faces.face(shop.userId)), phone: shop.phone, address: shop.address, openHours: shop.openHours, perCapitaFen: shop.perCapitaFen };
  }

  async function detail(shop: Shop, productId: string): Promise<TProductDetail> {
    const p = await shopRepository(ctx.db).productById(productId);
    if (!p) throw new DomainError('NOT_FOUND', { field: 'proId' });
    const faces = await facesOf(ctx.db, [shop.userId]);
    return productDetailView(p, new Map(), shopView(shop, faces.face(shop.userId)));
  }

  const ownCateringShop = async (userId: string) => assertCateringShop(await repo.shopOfUser(userId));

  return {
    // --- visitors ---
    async info(viewerId: string | null, ref: ShopRef) {
      return infoView(await shopOf(viewerId, ref));
    },
    /** A closed shop shows no packages to visitors (its owner still sees them in the management list). */
    async packages(viewerId: string | null, q: ShopRef & TPageQuery) {
      const shop = await shopOf(viewerId, q);
      if (shop.closed && shop.userId !== viewerId) return pageResult([], 0, q);
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.visiblePackages(shop.id, skip, take);
      return pageResult(
        rows.map((p) => productItemView(p, new Map())),
        total,
        q,
      );
    },

    // --- the owner ---
    async saveInfo(userId: string, b: InfoInput) {
      const shop = await ownCateringShop(userId);
      assertPerCapita(b.perCapitaFen);
      await textFilter(ctx).assertClean(b.address, 'address');
      await textFilter(ctx).assertClean(b.openHours, 'openHours');
      return infoView(await repo.saveInfo(shop.id, b, now()));
    },
    async myPackages(userId: string, q: TPageQuery) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.ownPackages(userId, skip, take);
      return pageResult(
        rows.map((p) => productItemView(p, new Map())),
        total,
        q,
      );
    },
    async myPackage(userId: string, proId: string) {
      const p = await repo.ownPackage(userId, proId);
      if (!p) throw new DomainError('NOT_FOUND', { field: 'proId' });
      return detail(await ownCateringShop(userId), p.id);
    },
    async savePackage(userId: string, b: PackageInput) {
      const shop = await ownCateringShop(userId);
      const existing = b.proId ? await repo.ownPackage(userId, b.proId) : null;
      if (b.proId && !existing) throw new DomainError('NOT_FOUND', { field: 'proId' });
      await textFilter(ctx).assertClean(b.name, 'name');
      await textFilter(ctx).assertClean(b.contents, 'contents');
      await assertOwnImages(ctx, userId, b.imageUrls, 'imageUrls');
      const at = now();
      const fields = {
        name: b.name,
        contents: b.contents,
        coverUrl: b.imageUrls[0]!,
        imageUrls: JSON.stringify(b.imageUrls),
        priceFen: b.priceFen,
        stock: b.stock,
        onShelf: b.onShelf,
        updatedAt: at,
      };
      const row = existing
        ? await repo.updatePackage(existing.id, fields)
        : // A package is a product: the shop's product cap (goods and packages together) is counted in the adding transaction.
          await ctx.db.$transaction(async (tx) => {
            const r = shopCateringRepository(tx);
            assertProductRoom(await r.countLiveProducts(shop.id));
            return r.createPackage({ id: ctx.ids.id(), shopId: shop.id, userId, createdAt: at, ...fields });
          });
      return detail(shop, row.id);
    },
    async deletePackage(userId: string, proId: string) {
      const p = await repo.ownPackage(userId, proId);
      if (!p) throw new DomainError('NOT_FOUND', { field: 'proId' });
      await repo.softDelete(p.id, now());
      return { proId: p.id };
    },
  };
}
