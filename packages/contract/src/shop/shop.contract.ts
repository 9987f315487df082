import { shopGoodsContract } from './shop-goods.contract';
import { shopCatalogContract } from './shop-catalog.contract';
import { shopOrdersContract } from './shop-orders.contract';
import { shopCateringContract } from './shop-catering.contract';

/**
 * Commerce (issue 16): the V shop (module 3) with products, a cart, orders through the money area's order model, and
 * catering, one area of the contract (`api.shop.*`) in four parts, all on the spec's shop and catering bases. Each
 * part applies the common responses itself, so the server's part routers implement exactly the routes it holds.
 */
export const shopContract = { ...shopGoodsContract, ...shopCatalogContract, ...shopOrdersContract, ...shopCateringContract };
