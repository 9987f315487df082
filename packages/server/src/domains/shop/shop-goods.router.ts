import { initServer } from '@ts-rest/fastify';
import { shopGoodsContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the shop area's goods part (contract shop-goods.contract.ts). */
export function shopGoodsHandlers(ctx: AppContext) {
  void ctx;
  return s.router(shopGoodsContract, {});
}
