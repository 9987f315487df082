import { initServer } from '@ts-rest/fastify';
import { shopCatalogContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the shop area's catalog part (contract shop-catalog.contract.ts). */
export function shopCatalogHandlers(ctx: AppContext) {
  void ctx;
  return s.router(shopCatalogContract, {});
}
