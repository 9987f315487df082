import type { TProductDetail } from '@card/contract';

/**
 * The bar under a product's detail: add to cart and buy now (the orders part builds it). `shareShopId`: the shop a
 * visitor came through (a shared product), kept on the cart item and the order.
 */
export function BuyBar({ product, shareShopId }: { product: TProductDetail; shareShopId: string | null }) {
  void product; void shareShopId;
  return null;
}
