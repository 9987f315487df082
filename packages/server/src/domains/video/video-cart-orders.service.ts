import type { Lang, OrderState, TPageQuery, TVideoOrder } from '@card/contract';
import { VIDEO_GOODS_LINE } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { deliveryAddressRepository } from '../../core/people';
import { createOrder, type OrderRow } from '../orders';
import { goodsTermsOf, goodsTitle, type GoodsTerms } from './video-cart.lines';
import { personView, videoCartRepository, type Person } from './video-cart.repository';
import { videoCartService } from './video-cart.service';
import { orderOf } from './video-cart.rules';

/**
 * Orders of video goods: chosen cart lines of one seller and an address become one order of the money area, paid
 * through its existing paths (wallet with the transaction password, WeChat Pay). The stock is reserved in the
 * order's own transaction by conditional decrements, so simultaneous buyers of the last items never take it below
 * zero: the one who comes second is refused and nothing of theirs is written.
 */
export function videoCartOrdersService(ctx: AppContext) {
  const repo = videoCartRepository(ctx.db);
  const cart = videoCartService(ctx);

  function view(o: OrderRow, people: Map<string, Person>, lang: Lang): TVideoOrder {
    const t = goodsTermsOf(o);
    return {
      orderId: o.id,
      orderNo: o.orderNo,
      title: goodsTitle(t, lang),
      state: o.state as OrderState,
      amountFen: o.amountFen,
      createdAt: o.createdAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      seller: personView(people.get(t.sellerId)),
      items: t.items.map((i) => ({ productId: i.productId, name: i.name, imageUrl: i.imageUrl, priceFen: i.priceFen, quantity: i.quantity })),
      address: t.address,
    };
  }
  async function views(rows: OrderRow[], lang: Lang) {
    const people = new Map((await repo.people([...new Set(rows.map((o) => goodsTermsOf(o).sellerId))])).map((p) => [p.id, p]));
    return rows.map((o) => view(o, people, lang));
  }

  return {
    async create(userId: string, b: { itemIds: string[]; addressId: string }, lang: Lang) {
      const address = await deliveryAddressRepository(ctx.db).ownAddress(userId, b.addressId);
      if (!address) throw new DomainError('NOT_FOUND', { field: 'addressId' });
      const lines = await cart.lineViews(await repo.ownLines(userId, [...new Set(b.itemIds)]));
      const products = new Map((await repo.productsOf(lines.map((l) => l.productId))).map((p) => [p.id, p]));
      const chosen = orderOf(
        userId,
        b.itemIds,
        lines.map((l) => ({
          id: l.id,
          sellerId: products.get(l.productId)?.userId ?? '',
          state: l.state,
          priceFen: l.priceFen,
          quantity: l.quantity,
        })),
      );
      const byId = new Map(lines.map((l) => [l.id, l]));
      const terms: GoodsTerms = {
        sellerId: chosen.sellerId,
        items: chosen.lines.map((c) => {
          const l = byId.get(c.id)!;
          return { productId: l.productId, videoId: l.videoId, name: l.name, imageUrl: l.imageUrl, priceFen: l.priceFen, quantity: l.quantity };
        }),
        address: { name: address.name, mobile: address.mobile, region: address.region, detail: address.detail },
      };
      const order = await ctx.db.$transaction(async (tx) => {
        const r = videoCartRepository(tx);
        for (const i of terms.items) {
          if (!(await r.takeStock(i.productId, i.quantity))) throw new DomainError('VIDEO_STOCK_SHORT', { field: 'itemIds', data: { productId: i.productId } });
        }
        return createOrder(
          ctx,
          userId,
          {
            line: VIDEO_GOODS_LINE,
            planCode: null,
            title: goodsTitle(terms, 'zh-CN'),
            amountFen: chosen.amountFen,
            terms,
            beneficiaryId: chosen.sellerId,
          },
          tx,
        );
      });
      return (await views([order], lang))[0]!;
    },

    async mine(userId: string, q: TPageQuery, lang: Lang) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfOrders(userId, skip, take);
      return pageResult(await views(rows, lang), total, q);
    },
  };
}
