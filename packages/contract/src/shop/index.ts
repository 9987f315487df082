// The shop area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './shop.schemas';
export * from './shop-goods.schemas';
export * from './shop-catalog.schemas';
export * from './shop-orders.schemas';
export * from './shop-catering.schemas';
/** The shop area's parts (issue 16), for the server's part routers. */
export { shopGoodsContract } from './shop-goods.contract';
export { shopCatalogContract } from './shop-catalog.contract';
export { shopOrdersContract } from './shop-orders.contract';
export { shopCateringContract } from './shop-catering.contract';
