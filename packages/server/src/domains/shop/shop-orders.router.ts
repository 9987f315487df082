import { initServer } from '@ts-rest/fastify';
import { shopOrdersContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { shopOrdersCartService } from './shop-orders-cart.service';
import { shopOrdersCreateService } from './shop-orders-create.service';
import { shopOrdersService } from './shop-orders.service';

const s = initServer();

/** Handlers of the shop area's orders part (contract shop-orders.contract.ts); the import registers the shopGoods line. */
export function shopOrdersHandlers(ctx: AppContext) {
  const cart = shopOrdersCartService(ctx);
  const create = shopOrdersCreateService(ctx);
  const orders = shopOrdersService(ctx);
  return s.router(shopOrdersContract, {
    addShopCart: signedIn(({ body }, userId) => cart.add(userId, body)),
    updateShopCart: signedIn(({ body }, userId) => cart.update(userId, body)),
    delShopCart: signedIn(({ body }, userId) => cart.remove(userId, body.ids)),
    findShopCart: signedIn((_input, userId) => cart.cart(userId)),
    createShopOrder: signedIn(({ body }, userId) => create.create(userId, body)),
    findMyShopOrders: signedIn(({ body }, userId, r) => orders.mine(userId, body, r.lang)),
    getShopOrder: signedIn(({ body }, userId, r) => orders.detail(userId, body.orderId, r.lang)),
    receiveShopOrder: signedIn(({ body }, userId, r) => orders.receive(userId, body.orderId, r.lang)),
    applyShopRefund: signedIn(({ body }, userId, r) => orders.applyRefund(userId, body, r.lang)),
    revokeShopRefund: signedIn(({ body }, userId, r) => orders.revokeRefund(userId, body.orderId, r.lang)),
    findSellerOrders: signedIn(({ body }, userId, r) => orders.sellers(userId, body, r.lang)),
    shipShopOrder: signedIn(({ body }, userId, r) => orders.ship(userId, body, r.lang)),
    approveShopRefund: signedIn(({ body }, userId, r) => orders.approveRefund(userId, body.orderId, r.lang)),
    refuseShopRefund: signedIn(({ body }, userId, r) => orders.refuseRefund(userId, body, r.lang)),
  });
}
