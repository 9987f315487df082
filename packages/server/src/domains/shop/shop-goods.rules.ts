import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules of the shop goods part: the shop's, a type's and a product's fields, the caps per shop, the new order
 * of types, and whether a product may be listed in another shop. Data in, a decision or a DomainError naming the
 * field out. The contract checks the same edges on the wire; these guard a service called with values that never
 * crossed it (the catering part saves packages through the same function) and pin every edge in unit tests.
 */
const S = LIMITS.shop;
const chars = (s: string) => [...s.trim()].length;
const intIn = (n: number, min: number, max: number) => Number.isSafeInteger(n) && n >= min && n <= max;

export function assertShopName(name: string) {
  const n = chars(name);
  if (n < 1 || n > S.shopNameMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'name' });
}

export function assertTypeName(name: string) {
  const n = chars(name);
  if (n < 1 || n > S.typeNameMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'name' });
}

/** Another type in a shop that already has `count`. */
export function assertTypeRoom(count: number) {
  if (count >= S.typesPerShopMax) throw new DomainError('SHOP_TYPES_FULL', { field: 'name' });
}

/**
 * The new order of a shop's types: every id one of the shop's (else NOT_FOUND: someone else's id says nothing
 * about it), and every type of the shop exactly once. Answers the ids in their new order.
 */
export function typeOrder(ownIds: readonly string[], given: readonly string[]): string[] {
  const own = new Set(ownIds);
  if (given.some((id) => !own.has(id))) throw new DomainError('NOT_FOUND', { field: 'ids' });
  if (new Set(given).size !== given.length || given.length !== own.size) throw new DomainError('SHOP_TYPE_ORDER_MISMATCH', { field: 'ids' });
  return [...given];
}

export interface ProductFields {
  productName: string;
  intro: string;
  imageUrls: readonly string[];
  priceFen: number;
  originalPriceFen: number;
  stock: number;
}

/**
 * A product's fields: name 1-30 characters, description up to the cap, 1-9 pictures, price 1 fen to the cap,
 * original price 0 (none shown) or from the price to the cap, stock 0 to the cap.
 */
export function assertProductFields(p: ProductFields) {
  const name = chars(p.productName);
  if (name < 1 || name > S.productNameMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'productName' });
  if (chars(p.intro) > S.productIntroMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'intro' });
  if (p.imageUrls.length < 1 || p.imageUrls.length > S.productImagesMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'imageUrls' });
  if (!intIn(p.priceFen, 1, S.productPriceMaxFen)) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'priceFen' });
  if (!intIn(p.originalPriceFen, 0, S.productPriceMaxFen)) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'originalPriceFen' });
  if (p.originalPriceFen !== 0 && p.originalPriceFen < p.priceFen) throw new DomainError('SHOP_ORIGINAL_PRICE_LOW', { field: 'originalPriceFen' });
  if (!intIn(p.stock, 0, S.productStockMax)) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'stock' });
}

/** Another live product in a shop that already has `count` (goods and packages together). */
export function assertProductRoom(count: number) {
  if (count >= S.productsPerShopMax) throw new DomainError('SHOP_PRODUCTS_FULL', { field: 'proId' });
}

export interface ShareFacts {
  myShopId: string;
  productShopId: string;
  kind: string;
  shareable: boolean;
  visible: boolean;
  alreadyListed: boolean;
  listedCount: number;
}
/** Listing another shop's product in mine: not my own, a visible shareable goods item, once, within the cap. */
export function assertShareable(f: ShareFacts) {
  if (f.productShopId === f.myShopId) throw new DomainError('SHOP_SHARE_OWN', { field: 'proId' });
  if (f.kind !== 'goods' || !f.shareable || !f.visible) throw new DomainError('SHOP_SHARE_NOT_ALLOWED', { field: 'proId' });
  if (f.alreadyListed) throw new DomainError('SHOP_SHARE_EXISTS', { field: 'proId' });
  if (f.listedCount >= S.sharesPerShopMax) throw new DomainError('SHOP_SHARES_FULL', { field: 'proId' });
}
