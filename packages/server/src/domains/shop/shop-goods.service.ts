import type { ProductKind, TMyShop, TProductItem, TSaveShopBody } from '@card/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { textFilter } from '../../core/text-filter';
import { assertOwnImages } from '../../core/uploads';
import type { Product, Shop } from '../../generated/prisma/client';
import { loadOwnProduct, ownShop, shopViews } from './shop.access';
import { shopRepository } from './shop.repository';
import { productDetailView, productItemView } from './shop.views';
import { shopGoodsRepository, type ProductWrite } from './shop-goods.repository';
import { assertProductFields, assertProductRoom, assertShopName, type ProductFields } from './shop-goods.rules';

type ShopInput = Omit<TSaveShopBody, 'closed' | 'intro' | 'logoUrl' | 'kind'> & { intro: string; logoUrl?: string; kind: 'retail' | 'catering'; closed?: boolean };

/**
 * What a product save carries, whatever its kind: the goods part's saveProduct and the catering part's package
 * calls both go through `saveProductRow` (contents is a package's item list; goods leave it empty).
 */
export interface ProductInput extends ProductFields {
  proId?: string;
  typeId?: string;
  shareable: boolean;
  onShelf: boolean;
  contents?: string;
}

/** The caller's shop, or SHOP_REQUIRED: products, types and shares all belong to a shop made first. */
export async function requireOwnShop(ctx: AppContext, userId: string): Promise<Shop> {
  const shop = await ownShop(ctx, userId);
  if (!shop) throw new DomainError('SHOP_REQUIRED', { field: 'proId' });
  return shop;
}

/**
 * Adds (no proId) or updates one of the caller's products of `kind`: checks every field (rules), the text filter on
 * what visitors read, the pictures against the caller's own, the type against the shop's; the cap per shop is
 * counted in the adding transaction. An id of someone else's product, or of another kind, is NOT_FOUND. The
 * catering part calls this with kind 'package'. Answers the saved row.
 */
export async function saveProductRow(ctx: AppContext, userId: string, kind: ProductKind, b: ProductInput): Promise<Product> {
  const shop = await requireOwnShop(ctx, userId);
  const had = b.proId ? await loadOwnProduct(ctx, userId, b.proId) : null;
  if (had && had.kind !== kind) throw new DomainError('NOT_FOUND', { field: 'proId' });
  assertProductFields(b);
  const repo = shopGoodsRepository(ctx.db);
  if (b.typeId && !(await repo.ownType(shop.id, b.typeId))) throw new DomainError('NOT_FOUND', { field: 'typeId' });
  const filter = textFilter(ctx);
  await filter.assertClean(b.productName, 'productName');
  if (b.intro) await filter.assertClean(b.intro, 'intro');
  if (b.contents) await filter.assertClean(b.contents, 'contents');
  await assertOwnImages(ctx, userId, b.imageUrls, 'imageUrls');
  const at = ctx.clock.now();
  const fields: ProductWrite = {
    name: b.productName.trim(),
    intro: b.intro,
    contents: b.contents ?? '',
    coverUrl: b.imageUrls[0]!,
    imageUrls: JSON.stringify(b.imageUrls),
    priceFen: b.priceFen,
    originalPriceFen: b.originalPriceFen,
    stock: b.stock,
    typeId: b.typeId ?? null,
    shareable: b.shareable,
    onShelf: b.onShelf,
  };
  if (had) return repo.updateProduct(had.id, { ...fields, updatedAt: at });
  return ctx.db.$transaction(async (tx) => {
    const r = shopGoodsRepository(tx);
    assertProductRoom(await r.countLiveProducts(shop.id));
    return r.addProduct({ ...fields, id: ctx.ids.id(), shopId: shop.id, userId, kind, at });
  });
}

/** The owner's shop and products (kind goods). Someone else's id answers NOT_FOUND and changes nothing. */
export function shopGoodsService(ctx: AppContext) {
  const repo = shopGoodsRepository(ctx.db);
  const now = () => ctx.clock.now();

  async function myShopView(shop: Shop | null): Promise<TMyShop> {
    if (!shop) return { shop: null, counts: { onShelf: 0, offShelf: 0, types: 0, shares: 0 } };
    const [[view], [onShelf, offShelf, types, shares]] = await Promise.all([shopViews(ctx, [shop]), repo.counts(shop.id)]);
    return { shop: view!, counts: { onShelf, offShelf, types, shares } };
  }
  async function itemsOf(rows: Product[]): Promise<TProductItem[]> {
    const names = await shopRepository(ctx.db).typeNames(rows.map((p) => p.typeId));
    return rows.map((p) => productItemView(p, names));
  }
  async function detailOf(p: Product, shop: Shop) {
    const [names, [view]] = await Promise.all([shopRepository(ctx.db).typeNames([p.typeId]), shopViews(ctx, [shop])]);
    return productDetailView(p, names, view!);
  }
  async function ownGoods(userId: string, proId: string) {
    const p = await loadOwnProduct(ctx, userId, proId);
    if (p.kind !== 'goods') throw new DomainError('NOT_FOUND', { field: 'proId' });
    return p;
  }

  return {
    myShop: async (userId: string) => myShopView(await ownShop(ctx, userId)),

    /** One shop per user: the first save creates it; a concurrent first save loses the unique key and updates instead. */
    async saveShop(userId: string, b: ShopInput) {
      assertShopName(b.name);
      const filter = textFilter(ctx);
      await filter.assertClean(b.name, 'name');
      if (b.intro) await filter.assertClean(b.intro, 'intro');
      await assertOwnImages(ctx, userId, [b.logoUrl], 'logoUrl');
      const fields = { name: b.name.trim(), intro: b.intro, logoUrl: b.logoUrl ?? '', kind: b.kind };
      const update = (id: string) => repo.updateShop(id, { ...fields, ...(b.closed === undefined ? {} : { closed: b.closed }), updatedAt: now() });
      const had = await ownShop(ctx, userId);
      if (had) return myShopView(await update(had.id));
      try {
        return myShopView(await repo.createShop({ id: ctx.ids.id(), userId, ...fields, closed: b.closed ?? false, at: now() }));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return myShopView(await update((await ownShop(ctx, userId))!.id));
      }
    },

    async saveProduct(userId: string, b: ProductInput) {
      const row = await saveProductRow(ctx, userId, 'goods', b);
      return detailOf(row, (await ownShop(ctx, userId))!);
    },
    async getProduct(userId: string, proId: string) {
      const p = await ownGoods(userId, proId);
      return detailOf(p, (await ownShop(ctx, userId))!);
    },
    /** Soft delete: orders keep naming the row; lists and visitors no longer see it. */
    async deleteProduct(userId: string, proId: string) {
      const p = await ownGoods(userId, proId);
      const at = now();
      await repo.updateProduct(p.id, { deletedAt: at, updatedAt: at });
      return { proId: p.id };
    },
    async setShelf(userId: string, proId: string, onShelf: boolean) {
      const p = await ownGoods(userId, proId);
      return (await itemsOf([await repo.updateProduct(p.id, { onShelf, updatedAt: now() })]))[0]!;
    },
    async myProducts(userId: string, q: { typeId?: string; onShelf?: boolean; keyword: string; pageIndex: number; pageSize: number }) {
      const shop = await ownShop(ctx, userId);
      if (!shop) return pageResult([], 0, q);
      if (q.typeId && !(await repo.ownType(shop.id, q.typeId))) throw new DomainError('NOT_FOUND', { field: 'typeId' });
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfMine({ shopId: shop.id, kind: 'goods', typeId: q.typeId, onShelf: q.onShelf, keyword: q.keyword }, skip, take);
      return pageResult(await itemsOf(rows), total, q);
    },
  };
}
