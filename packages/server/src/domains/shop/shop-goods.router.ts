import { initServer } from '@ts-rest/fastify';
import { shopGoodsContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { shopGoodsService } from './shop-goods.service';
import { shopGoodsTypesService } from './shop-goods-types.service';
import { shopGoodsSharesService } from './shop-goods-shares.service';

const s = initServer();

/** Handlers of the shop area's goods part (contract shop-goods.contract.ts): the owner's shop, types, products, shares. */
export function shopGoodsHandlers(ctx: AppContext) {
  const goods = shopGoodsService(ctx);
  const types = shopGoodsTypesService(ctx);
  const shares = shopGoodsSharesService(ctx);
  return s.router(shopGoodsContract, {
    getMyShop: signedIn((_input, userId) => goods.myShop(userId)),
    saveShop: signedIn(({ body }, userId) => goods.saveShop(userId, body)),
    findProductTypes: signedIn(({ body }, userId) => types.list(userId, body)),
    addProductType: signedIn(({ body }, userId) => types.add(userId, body.name)),
    updateProductType: signedIn(({ body }, userId) => types.rename(userId, body.typeId, body.name)),
    delProductType: signedIn(({ body }, userId) => types.remove(userId, body.typeId)),
    sortProductTypes: signedIn(({ body }, userId) => types.sort(userId, body.ids)),
    saveProduct: signedIn(({ body }, userId) => goods.saveProduct(userId, body)),
    delProduct: signedIn(({ body }, userId) => goods.deleteProduct(userId, body.proId)),
    setProductShelf: signedIn(({ body }, userId) => goods.setShelf(userId, body.proId, body.onShelf)),
    findMyProducts: signedIn(({ body }, userId) => goods.myProducts(userId, body)),
    getMyProduct: signedIn(({ body }, userId) => goods.getProduct(userId, body.proId)),
    findShareableProducts: signedIn(({ body }, userId) => shares.market(userId, body)),
    addProductShare: signedIn(({ body }, userId) => shares.add(userId, body.proId)),
    delProductShare: signedIn(({ body }, userId) => shares.remove(userId, body.proId)),
    findMyProductShares: signedIn(({ body }, userId) => shares.mine(userId, body)),
  });
}
