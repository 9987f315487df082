import { initServer } from '@ts-rest/fastify';
import { shopCateringContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the shop area's catering part (contract shop-catering.contract.ts). */
export function shopCateringHandlers(ctx: AppContext) {
  void ctx;
  return s.router(shopCateringContract, {});
}
