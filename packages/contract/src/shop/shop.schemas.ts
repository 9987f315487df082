import { z } from 'zod';
import { pageOf } from '../common/paging';

/**
 * Commerce (issue 16, module 3 V shop): the shapes every part shares. A part's own bodies and answers live in its
 * `shop-<part>.schemas.ts`. The owner's management calls declare `needs: { module: SHOP_MODULE }`; visitors' calls
 * (catalog, catering reads) do not, and buying needs only a session.
 */
export const SHOP_MODULE = 3 as const;

/** retail: goods shipped to the buyer; catering: set-meal packages used in the shop, info and a commented score. */
export const SHOP_KINDS = ['retail', 'catering'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];
/** goods: shipped; package: a catering set meal (no shipping: the buyer confirms use). */
export const PRODUCT_KINDS = ['goods', 'package'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** The spec's sortType of a product list: newest first, most viewed (hit), price low to high, price high to low. */
export const PRODUCT_SORTS = ['newest', 'hit', 'price', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The goods' way of a shop order, beside its money state (Order.state). */
export const SHIP_STATES = ['waiting', 'shipped', 'received'] as const;
export type ShipState = (typeof SHIP_STATES)[number];

/** The commented score of a shop: the average of its comments (0 when none), 1 decimal, and how many. */
export const ZShopScore = z.object({ avg: z.number(), count: z.number().int() });

/** A shop as visitors and its owner see it. phoneIdEcr: the owner's card. */
export const ZShop = z.object({
  shopId: z.string(),
  phoneIdEcr: z.string(),
  ownerName: z.string(),
  name: z.string(),
  intro: z.string(),
  logoUrl: z.string(),
  kind: z.enum(SHOP_KINDS),
  closed: z.boolean(),
  score: ZShopScore,
});
export type TShop = z.infer<typeof ZShop>;

/**
 * A product in a list (the spec's product list item): proId, shopId, shareShopId and shareStatus (1 when the product
 * is listed in shareShopId's shop as another shop's shared product, else 0 and null), typeId, productName, hit.
 */
export const ZProductItem = z.object({
  proId: z.string(),
  shopId: z.string(),
  shareShopId: z.string().nullable(),
  shareStatus: z.union([z.literal(0), z.literal(1)]),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  kind: z.enum(PRODUCT_KINDS),
  productName: z.string(),
  coverUrl: z.string(),
  priceFen: z.number().int(),
  originalPriceFen: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  hit: z.number().int(),
  onShelf: z.boolean(),
  shareable: z.boolean(),
});
export type TProductItem = z.infer<typeof ZProductItem>;
export const ZProductPage = pageOf(ZProductItem);

/** A product's detail: its item, pictures, description, a package's contents, and the shop selling it. */
export const ZProductDetail = ZProductItem.extend({
  intro: z.string(),
  contents: z.string(),
  imageUrls: z.array(z.string()),
  shop: ZShop,
});
export type TProductDetail = z.infer<typeof ZProductDetail>;
