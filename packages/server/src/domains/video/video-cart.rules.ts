import { LIMITS } from '@card/contract';
import { feeOf } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules of the cart part: product fields, cart quantities and line states, the one-seller order, the fee split,
 * the single default address, and complaint decisions. Data in, a decision or a DomainError naming the field out.
 * The contract checks the same edges on the wire; these are the server's own guard (a service may be called with
 * values that never crossed the wire) and what the unit tests pin at every edge.
 */
const V = LIMITS.video;

export interface ProductFields {
  name: string;
  priceFen: number;
  stock: number;
}

/** A product's name, price (1 fen to the cap) and stock (0 to the cap). */
export function assertProductFields(p: ProductFields) {
  const name = [...p.name.trim()].length;
  if (name < 1 || name > V.productNameMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'name' });
  if (!Number.isSafeInteger(p.priceFen) || p.priceFen < 1 || p.priceFen > V.productPriceMaxFen) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'priceFen' });
  if (!Number.isSafeInteger(p.stock) || p.stock < 0 || p.stock > V.productStockMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'stock' });
}

/** Another product on a video that already carries `count`. */
export function assertProductRoom(count: number) {
  if (count >= V.productsPerVideoMax) throw new DomainError('VIDEO_PRODUCTS_FULL', { field: 'videoId' });
}

/** A quantity wanted in the cart or an order: 1 to the cap, and no more than the stock. */
export function assertQuantity(quantity: number, stock: number, field = 'quantity') {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > V.cartQuantityMax) throw new DomainError('SUBMIT_DATA_ERROR', { field });
  if (quantity > stock) throw new DomainError('VIDEO_STOCK_SHORT', { field, data: { stock } });
}

/** A new line in a cart that already holds `lines` different products. */
export function assertCartRoom(lines: number) {
  if (lines >= V.cartItemsMax) throw new DomainError('VIDEO_CART_FULL', { field: 'productId' });
}

export type CartLineState = 'ok' | 'short' | 'unavailable';
/** A product is orderable when it exists, is not removed and its video is shown to visitors. */
export function cartLineState(line: { quantity: number }, product: { stock: number; deletedAt: Date | null } | null, videoVisible: boolean): CartLineState {
  if (!product || product.deletedAt || !videoVisible) return 'unavailable';
  return product.stock >= line.quantity ? 'ok' : 'short';
}

/** The cart's total in fen: only lines that can be ordered as they are. */
export function cartTotalFen(lines: readonly { state: CartLineState; priceFen: number; quantity: number }[]) {
  return lines.reduce((sum, l) => (l.state === 'ok' ? sum + l.priceFen * l.quantity : sum), 0);
}

export interface OrderLineFacts {
  id: string;
  sellerId: string;
  state: CartLineState;
  priceFen: number;
  quantity: number;
}
/**
 * Chosen cart lines become one order: every chosen id must be one of the caller's lines (else NOT_FOUND), all of
 * one seller, none the buyer's own, each orderable. Answers the seller and the amount in fen.
 */
export function orderOf(buyerId: string, chosenIds: readonly string[], lines: readonly OrderLineFacts[]) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const chosen = [...new Set(chosenIds)].map((id) => byId.get(id));
  if (chosen.some((l) => !l)) throw new DomainError('NOT_FOUND', { field: 'itemIds' });
  const ls = chosen as OrderLineFacts[];
  const sellers = new Set(ls.map((l) => l.sellerId));
  if (sellers.size !== 1) throw new DomainError('VIDEO_ORDER_ONE_SELLER', { field: 'itemIds' });
  const sellerId = ls[0]!.sellerId;
  if (sellerId === buyerId) throw new DomainError('VIDEO_OWN_PRODUCT', { field: 'itemIds' });
  if (ls.some((l) => l.state === 'unavailable')) throw new DomainError('VIDEO_PRODUCT_UNAVAILABLE', { field: 'itemIds' });
  if (ls.some((l) => l.state === 'short')) throw new DomainError('VIDEO_STOCK_SHORT', { field: 'itemIds' });
  return { sellerId, lines: ls, amountFen: ls.reduce((s, l) => s + l.priceFen * l.quantity, 0) };
}

/** The platform's fee and the seller's share of a paid order (the fee rounded half up to the fen). */
export function goodsSplit(amountFen: number) {
  const feeFen = feeOf(amountFen, V.goodsFeePercent);
  return { feeFen, shareFen: amountFen - feeFen };
}

/**
 * Saving an address: the caller's first address is the default whatever was asked; otherwise `isDefault` on makes
 * it the default (the others lose it), off takes it away, absent keeps what the address had (a new one: not default).
 */
export function defaultAfterSave(existingCount: number, isNew: boolean, wasDefault: boolean, asked: boolean | undefined) {
  if (isNew && existingCount === 0) return true;
  if (asked !== undefined) return asked;
  return isNew ? false : wasDefault;
}

/** Another address for a buyer who keeps `count`. */
export function assertAddressRoom(count: number) {
  if (count >= V.addressesMax) throw new DomainError('VIDEO_ADDRESSES_FULL', { field: 'id' });
}

/** An operator's decision on an open complaint: upholding needs a reason (what the owner reads). */
export function complaintDecision(state: string, uphold: boolean, reason: string): 'upheld' | 'dismissed' {
  if (state !== 'open') throw new DomainError('VIDEO_COMPLAINT_DECIDED', { field: 'id' });
  if (uphold && reason.trim() === '') throw new DomainError('VIDEO_TAKEDOWN_REASON_REQUIRED', { field: 'reason' });
  return uphold ? 'upheld' : 'dismissed';
}
