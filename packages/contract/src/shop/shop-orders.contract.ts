import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { SHOP_MODULE } from './shop.schemas';
import {
  ZAddShopCartBody,
  ZApplyShopRefundBody,
  ZCreateShopOrderBody,
  ZDelShopCartBody,
  ZMyShopOrdersBody,
  ZRefuseShopRefundBody,
  ZSellerOrdersBody,
  ZShipShopOrderBody,
  ZShopCart,
  ZShopCartIds,
  ZShopCartLine,
  ZShopOrderCreated,
  ZShopOrderDetail,
  ZShopOrderIdBody,
  ZShopOrderPage,
  ZUpdateShopCartBody,
} from './shop-orders.schemas';

/**
 * Shop area, orders part (issue 16): cart, order/create.do, payment, fulfilment (ship, receive), refunds, buyer and seller lists. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 * Every call is on the shop base; buyers need a session only, the seller's calls the shop module (3).
 */
const shop = { base: 'shop' } as const;
const seller = { ...shop, needs: { module: SHOP_MODULE } } as const;

export const shopOrdersContract = c.router(
  {
    // --- cart (a signed-in visitor) ---
    addShopCart: formPost('/order/addShopCart.xhtml', ZAddShopCartBody, ZShopCartLine, 'user', {
      ...shop,
      needs: { idempotent: true },
      summary:
        "Ours (cart): put a visible product of another shop in the caller's cart; already there, the quantity is added (up to the cap and the stock); shareShopId is kept only when that shop lists the product",
    }),
    updateShopCart: formPost('/order/updateShopCart.xhtml', ZUpdateShopCartBody, ZShopCartLine, 'user', {
      ...shop,
      summary: "Ours (cart): set the quantity of one of the caller's cart lines (not above the stock)",
    }),
    delShopCart: formPost('/order/delShopCart.xhtml', ZDelShopCartBody, ZShopCartIds, 'user', {
      ...shop,
      summary: "Ours (cart): remove the caller's cart lines named by repeated `ids` parameters (all the caller's, else nothing is removed)",
    }),
    findShopCart: formPost('/order/findShopCart.xhtml', ZNoBody, ZShopCart, 'user', {
      ...shop,
      summary:
        "Ours (cart): the caller's cart grouped by shop, each line with its product, quantity, subtotal in fen and whether it can be ordered now; totals in fen of the available lines",
    }),
    // --- ordering ---
    createShopOrder: formPost('/order/create.do', ZCreateShopOrderBody, ZShopOrderCreated, 'user', {
      ...shop,
      needs: { idempotent: true },
      summary:
        "order/create.do: an order of the money area (line shopGoods) from chosen cart lines of ONE shop (cartIds) or one product bought at once (proId + quantity), an address for goods and a remark; items, prices and the address are frozen and the stock reserved (never below zero); pay it on the money area's pay paths",
    }),
    findMyShopOrders: formPost('/order/findMyShopOrders.xhtml', ZMyShopOrdersBody, ZShopOrderPage, 'user', {
      ...shop,
      summary: "Ours: the caller's shop orders as buyer, latest first, by tab (all, unpaid, toShip, shipped, done, refund)",
    }),
    getShopOrder: formPost('/order/getShopOrder.xhtml', ZShopOrderIdBody, ZShopOrderDetail, 'user', {
      ...shop,
      summary: 'Ours: one shop order for its buyer or its seller: items, address (the seller sees it once paid), money and shipping state, refund request, and what the caller may do now',
    }),
    receiveShopOrder: formPost('/order/receiveShopOrder.xhtml', ZShopOrderIdBody, ZShopOrderDetail, 'user', {
      ...shop,
      summary: 'Ours: the buyer confirms receipt of a shipped order (or use of a paid package-only order)',
    }),
    applyShopRefund: formPost('/order/applyShopRefund.xhtml', ZApplyShopRefundBody, ZShopOrderDetail, 'user', {
      ...shop,
      summary: "Ours: the buyer asks for a refund of a paid order not yet received, within the money area's refund window; the seller decides",
    }),
    revokeShopRefund: formPost('/order/revokeShopRefund.xhtml', ZShopOrderIdBody, ZShopOrderDetail, 'user', {
      ...shop,
      summary: 'Ours: the buyer withdraws their pending refund request (the order is paid again)',
    }),
    // --- the seller ---
    findSellerOrders: formPost('/order/findSellerOrders.xhtml', ZSellerOrdersBody, ZShopOrderPage, 'user', {
      ...seller,
      summary: "Ours: the orders of the caller's shop, latest first, by tab (all, toShip, shipped, refund, done)",
    }),
    shipShopOrder: formPost('/order/shipShopOrder.xhtml', ZShipShopOrderBody, ZShopOrderDetail, 'user', {
      ...seller,
      summary: 'Ours: the seller ships a paid order waiting for shipping with its carrier and tracking number; the buyer is told; it counts as received after LIMITS.shop.autoReceiveDays',
    }),
    approveShopRefund: formPost('/order/approveShopRefund.xhtml', ZShopOrderIdBody, ZShopOrderDetail, 'user', {
      ...seller,
      summary: 'Ours: the seller approves the pending refund of their order: the money goes back by the way it was paid, the stock and sales are given back, the frozen income reversed',
    }),
    refuseShopRefund: formPost('/order/refuseShopRefund.xhtml', ZRefuseShopRefundBody, ZShopOrderDetail, 'user', {
      ...seller,
      summary: 'Ours: the seller refuses the pending refund with a reason (told to the buyer); the order is paid again',
    }),
  },
  { commonResponses },
);
