import { initServer } from '@ts-rest/fastify';
import { videoCartContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { videoCartService } from './video-cart.service';
import { videoCartOrdersService } from './video-cart-orders.service';
import { videoViolationService } from './video-violation.service';

const s = initServer();

/** Handlers of the micro video area's cart part (contract video-cart.contract.ts); the import registers the goods line. */
export function videoCartHandlers(ctx: AppContext) {
  const cart = videoCartService(ctx);
  const orders = videoCartOrdersService(ctx);
  const v = videoViolationService(ctx);
  return s.router(videoCartContract, {
    addVideoProduct: signedIn(({ body }, userId) => cart.addProduct(userId, body)),
    updateVideoProduct: signedIn(({ body }, userId) => cart.updateProduct(userId, body)),
    delVideoProduct: signedIn(({ body }, userId) => cart.removeProduct(userId, body.id)),
    findVideoProducts: signedIn(({ body }, userId) => cart.ownProducts(userId, body)),
    findShowVideoProducts: open(({ body }, viewerId) => cart.shownProducts(viewerId, body)),
    addVideoCart: signedIn(({ body }, userId) => cart.addToCart(userId, body)),
    updateVideoCart: signedIn(({ body }, userId) => cart.updateCart(userId, body)),
    delVideoCart: signedIn(({ body }, userId) => cart.removeFromCart(userId, body.ids)),
    cartList: signedIn(({ body }, userId) => cart.cart(userId, body)),
    findDeliveryAddress: signedIn(({ body }, userId) => cart.addresses(userId, body)),
    saveDeliveryAddress: signedIn(({ body }, userId) => cart.saveAddress(userId, body)),
    delDeliveryAddress: signedIn(({ body }, userId) => cart.removeAddress(userId, body.id)),
    setDefaultDeliveryAddress: signedIn(({ body }, userId) => cart.setDefaultAddress(userId, body.id)),
    createVideoOrder: signedIn(({ body }, userId, r) => orders.create(userId, body, r.lang)),
    findVideoOrders: signedIn(({ body }, userId, r) => orders.mine(userId, body, r.lang)),
    countViolationMicroVideo: signedIn((_input, userId) => v.count(userId)),
    findViolationMicroVideo: signedIn(({ body }, userId, r) => v.list(userId, body, r.lang)),
    batchDelViolationMicroVideo: signedIn(({ body }, userId) => v.batchDelete(userId, body.ids)),
    findVideoComplaints: signedIn(({ body }, userId) => v.complaints(userId, body)),
    decideVideoComplaint: signedIn(({ body }, userId) => v.decide(userId, body)),
  });
}
