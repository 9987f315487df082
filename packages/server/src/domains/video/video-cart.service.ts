import type { TCartItem, TDeliveryAddress, TPageQuery, TVideoProduct } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { textFilter } from '../../core/text-filter';
import { assertOwnImages } from '../../core/uploads';
import { isVisibleToVisitors, loadOwnVideo, loadVisibleVideo } from './video.access';
import { deliveryAddressRepository, type AddressRow } from '../../core/people';
import { personView, videoCartRepository, type ProductRow } from './video-cart.repository';
import { assertAddressRoom, assertCartRoom, assertProductFields, assertProductRoom, assertQuantity, cartLineState, cartTotalFen, defaultAfterSave } from './video-cart.rules';

export const productView = (p: ProductRow): TVideoProduct => ({ id: p.id, videoId: p.videoId, name: p.name, priceFen: p.priceFen, imageUrl: p.imageUrl, stock: p.stock, sort: p.sort });
export const addressView = (a: AddressRow): TDeliveryAddress => ({ id: a.id, name: a.name, mobile: a.mobile, region: a.region, detail: a.detail, isDefault: a.isDefault });

type ProductInput = { name: string; priceFen: number; imageUrl: string; stock: number; sort: number };
type CartLine = { id: string; productId: string; quantity: number };

/**
 * Products a video carries (the owner), the visitor's cart and delivery addresses. A product lives on one of its
 * owner's videos; a visitor reaches it only while the video is shown. Cart lines keep only the product and the
 * quantity: price and stock are read live, so a changed price shows in the cart, and the order freezes it.
 */
export function videoCartService(ctx: AppContext) {
  const repo = videoCartRepository(ctx.db);
  const now = () => ctx.clock.now();

  async function ownProduct(userId: string, id: string) {
    const p = await repo.ownProduct(userId, id);
    if (!p) throw new DomainError('NOT_FOUND', { field: 'id' });
    return p;
  }
  async function checkProduct(userId: string, b: ProductInput) {
    assertProductFields(b);
    await textFilter(ctx).assertClean(b.name, 'name');
    await assertOwnImages(ctx, userId, [b.imageUrl], 'imageUrl');
  }

  /** Cart lines as the buyer sees them: the product, its seller, whether it can be ordered as it is. */
  async function lineViews(lines: CartLine[]): Promise<TCartItem[]> {
    const products = new Map((await repo.productsOf([...new Set(lines.map((l) => l.productId))])).map((p) => [p.id, p]));
    const videos = new Map((await repo.videosOf([...new Set([...products.values()].map((p) => p.videoId))])).map((v) => [v.id, v]));
    const people = new Map((await repo.people([...new Set([...products.values()].map((p) => p.userId))])).map((p) => [p.id, p]));
    return lines.map((l) => {
      const p = products.get(l.productId) ?? null;
      const v = p ? videos.get(p.videoId) : undefined;
      const state = cartLineState(l, p, !!v && !v.deletedByOwnerAt && isVisibleToVisitors(v));
      return {
        id: l.id,
        productId: l.productId,
        videoId: p?.videoId ?? '',
        name: p?.name ?? '',
        imageUrl: p?.imageUrl ?? '',
        priceFen: p?.priceFen ?? 0,
        quantity: l.quantity,
        stock: p?.stock ?? 0,
        state,
        subtotalFen: (p?.priceFen ?? 0) * l.quantity,
        seller: personView(p ? people.get(p.userId) : undefined),
      };
    });
  }

  /** A product a visitor may buy: live, on a video shown to visitors. */
  async function buyable(viewerId: string, productId: string) {
    const p = await repo.product(productId);
    if (!p) throw new DomainError('NOT_FOUND', { field: 'productId' });
    const [v] = await repo.videosOf([p.videoId]);
    if (p.deletedAt || !v || v.deletedByOwnerAt || !isVisibleToVisitors(v)) throw new DomainError('VIDEO_PRODUCT_UNAVAILABLE', { field: 'productId' });
    if (p.userId === viewerId) throw new DomainError('VIDEO_OWN_PRODUCT', { field: 'productId' });
    return p;
  }

  return {
    // --- products ---
    async addProduct(userId: string, b: ProductInput & { videoId: string }) {
      const video = await loadOwnVideo(ctx, userId, b.videoId, 'videoId');
      await checkProduct(userId, b);
      const row = await ctx.db.$transaction(async (tx) => {
        const r = videoCartRepository(tx);
        assertProductRoom(await r.countLive(video.id));
        return r.addProduct({ id: ctx.ids.id(), videoId: video.id, userId, name: b.name, priceFen: b.priceFen, imageUrl: b.imageUrl, stock: b.stock, sort: b.sort, createdAt: now() });
      });
      return productView(row);
    },
    async updateProduct(userId: string, b: ProductInput & { id: string }) {
      const p = await ownProduct(userId, b.id);
      await checkProduct(userId, b);
      return productView(await repo.updateProduct(p.id, { name: b.name, priceFen: b.priceFen, imageUrl: b.imageUrl, stock: b.stock, sort: b.sort }));
    },
    async removeProduct(userId: string, id: string) {
      const p = await ownProduct(userId, id);
      await repo.updateProduct(p.id, { deletedAt: now() });
      return { id: p.id };
    },
    async ownProducts(userId: string, b: TPageQuery & { videoId: string }) {
      const video = await loadOwnVideo(ctx, userId, b.videoId, 'videoId');
      const { skip, take } = pageArgs(b);
      const [rows, total] = await repo.pageOfVideo(video.id, skip, take);
      return pageResult(rows.map(productView), total, b);
    },
    async shownProducts(viewerId: string | null, b: TPageQuery & { videoId: string }) {
      const video = await loadVisibleVideo(ctx, viewerId, b.videoId, 'videoId');
      const { skip, take } = pageArgs(b);
      const [rows, total] = await repo.pageOfVideo(video.id, skip, take);
      return pageResult(rows.map(productView), total, b);
    },

    // --- cart ---
    async addToCart(userId: string, b: { productId: string; quantity: number }) {
      const p = await buyable(userId, b.productId);
      const line = await ctx.db.$transaction(async (tx) => {
        const r = videoCartRepository(tx);
        const had = await r.cartLine(userId, p.id);
        const quantity = (had?.quantity ?? 0) + b.quantity;
        assertQuantity(quantity, p.stock);
        if (had) return r.setQuantity(had.id, quantity, now());
        assertCartRoom(await r.countLines(userId));
        return r.addLine({ id: ctx.ids.id(), userId, productId: p.id, quantity, createdAt: now() });
      });
      return (await lineViews([line]))[0]!;
    },
    async updateCart(userId: string, b: { id: string; quantity: number }) {
      const line = await repo.ownLine(userId, b.id);
      if (!line) throw new DomainError('NOT_FOUND', { field: 'id' });
      const p = await buyable(userId, line.productId).catch((e: unknown) => {
        throw e instanceof DomainError ? new DomainError(e.code, { field: 'id' }) : e;
      });
      assertQuantity(b.quantity, p.stock);
      return (await lineViews([await repo.setQuantity(line.id, b.quantity, now())]))[0]!;
    },
    async removeFromCart(userId: string, ids: string[]) {
      const unique = [...new Set(ids)];
      const mine = await repo.ownLines(userId, unique);
      if (mine.length !== unique.length) throw new DomainError('NOT_FOUND', { field: 'ids' });
      await repo.removeLines(userId, unique);
      return { ids: unique };
    },
    async cart(userId: string, q: TPageQuery) {
      const { skip, take } = pageArgs(q);
      const [[rows, total], all] = await Promise.all([repo.pageOfCart(userId, skip, take), repo.allLines(userId)]);
      const everyLine = await lineViews(all.map((l, i) => ({ ...l, id: String(i) })));
      return { ...pageResult(await lineViews(rows), total, q), totalFen: cartTotalFen(everyLine) };
    },

    // --- addresses ---
    async addresses(userId: string, q: TPageQuery) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await deliveryAddressRepository(ctx.db).pageOfAddresses(userId, skip, take);
      return pageResult(rows.map(addressView), total, q);
    },
    async saveAddress(userId: string, b: { id?: string; name: string; mobile: string; region: string; detail: string; isDefault?: boolean }) {
      const row = await ctx.db.$transaction(async (tx) => {
        const r = deliveryAddressRepository(tx);
        const at = now();
        const fields = { name: b.name, mobile: b.mobile, region: b.region, detail: b.detail };
        let saved: AddressRow;
        if (b.id) {
          const had = await r.ownAddress(userId, b.id);
          if (!had) throw new DomainError('NOT_FOUND', { field: 'id' });
          saved = await r.updateAddress(had.id, { ...fields, isDefault: defaultAfterSave(1, false, had.isDefault, b.isDefault), updatedAt: at });
        } else {
          const count = await r.countAddresses(userId);
          assertAddressRoom(count);
          saved = await r.addAddress({ id: ctx.ids.id(), userId, ...fields, isDefault: defaultAfterSave(count, true, false, b.isDefault), createdAt: at });
        }
        if (saved.isDefault) await r.clearDefaults(userId, saved.id);
        return saved;
      });
      return addressView(row);
    },
    async removeAddress(userId: string, id: string) {
      await ctx.db.$transaction(async (tx) => {
        const r = deliveryAddressRepository(tx);
        const had = await r.ownAddress(userId, id);
        if (!had) throw new DomainError('NOT_FOUND', { field: 'id' });
        await r.deleteAddress(had.id);
        // A buyer with addresses keeps a default: the latest other one takes over.
        const next = had.isDefault ? await r.latestAddress(userId) : null;
        if (next) await r.updateAddress(next.id, { isDefault: true, updatedAt: now() });
      });
      return { id };
    },
    async setDefaultAddress(userId: string, id: string) {
      const row = await ctx.db.$transaction(async (tx) => {
        const r = deliveryAddressRepository(tx);
        const had = await r.ownAddress(userId, id);
        if (!had) throw new DomainError('NOT_FOUND', { field: 'id' });
        const saved = await r.updateAddress(had.id, { isDefault: true, updatedAt: now() });
        await r.clearDefaults(userId, had.id);
        return saved;
      });
      return addressView(row);
    },
    lineViews,
  };
}
