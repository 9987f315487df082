import { initServer } from '@ts-rest/fastify';
import { shopCatalogContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { shopCatalogService } from './shop-catalog.service';
import { shopCatalogShareService } from './shop-catalog-share.service';

const s = initServer();

/** Handlers of the shop area's catalog part (contract shop-catalog.contract.ts). */
export function shopCatalogHandlers(ctx: AppContext) {
  const v = shopCatalogService(ctx);
  const share = shopCatalogShareService(ctx);
  return s.router(shopCatalogContract, {
    getProductListByCondition: open(({ body }) => v.listByCondition(body)),
    getProductByProductId: open(({ body }, viewerId) => v.detail(viewerId, body.proId)),
    getProductByProductIdAndMpId: open(({ body }, viewerId) => v.detailOnCard(viewerId, body.proId, body.phoneIdEcr)),
    getShopPath: open(({ body }) => v.shopPath(body.phoneIdEcr)),
    getShop: open(({ body }) => v.shop(body)),
    getProductByIds: open(({ body }) => v.byIds(body.ids)),
    compositeProductList: open(({ body }) => v.composite(body)),
    queryProductDetail: open(({ body }, viewerId, request) => v.queryDetail(viewerId, body, request.ip)),
    findShopTypes: open(({ body }) => v.types(body.shopId)),
    getShopShare: signedIn(({ body }, userId) => share.share(userId, body.proId)),
  });
}
