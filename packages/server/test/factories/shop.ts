import type { FactoryCtx } from './users';

type Owner = { id: string };

export interface NewShopOptions {
  name?: string;
  kind?: 'retail' | 'catering';
  closed?: boolean;
}

/** The owner's shop (one per user), retail and open by default. */
export function newShop(ctx: FactoryCtx, owner: Owner, opts: NewShopOptions = {}) {
  const now = ctx.clock.now();
  return ctx.db.shop.create({
    data: { id: ctx.ids.id(), userId: owner.id, name: opts.name ?? '测试小店', kind: opts.kind ?? 'retail', closed: opts.closed ?? false, createdAt: now, updatedAt: now },
  });
}

export function newProductType(ctx: FactoryCtx, shop: { id: string }, name = '新品', sort = 0) {
  return ctx.db.productType.create({ data: { id: ctx.ids.id(), shopId: shop.id, name, sort, createdAt: ctx.clock.now() } });
}

export interface NewProductOptions {
  name?: string;
  priceFen?: number;
  stock?: number;
  kind?: 'goods' | 'package';
  typeId?: string | null;
  onShelf?: boolean;
  shareable?: boolean;
  hit?: number;
  sales?: number;
  createdAt?: Date;
  deleted?: boolean;
  contents?: string;
}

/** A product of the shop (owned by the shop's user), on the shelf with 10 in stock at 19.90 yuan by default; fake image URLs. */
export async function newProduct(ctx: FactoryCtx, shop: { id: string; userId: string }, opts: NewProductOptions = {}) {
  const id = ctx.ids.id();
  const now = opts.createdAt ?? ctx.clock.now();
  const cover = `/files/shop/factory-${id}.jpg`;
  return ctx.db.product.create({
    data: {
      id,
      shopId: shop.id,
      userId: shop.userId,
      typeId: opts.typeId ?? null,
      kind: opts.kind ?? 'goods',
      name: opts.name ?? `商品${id.slice(-4)}`,
      contents: opts.contents ?? '',
      coverUrl: cover,
      imageUrls: JSON.stringify([cover]),
      priceFen: opts.priceFen ?? 1990,
      stock: opts.stock ?? 10,
      onShelf: opts.onShelf ?? true,
      shareable: opts.shareable ?? false,
      hit: opts.hit ?? 0,
      sales: opts.sales ?? 0,
      deletedAt: opts.deleted ? now : null,
      createdAt: now,
      updatedAt: now,
    },
  });
}
