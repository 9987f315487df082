import { initServer } from '@ts-rest/fastify';
import { shopOrdersContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the shop area's orders part (contract shop-orders.contract.ts). */
export function shopOrdersHandlers(ctx: AppContext) {
  void ctx;
  return s.router(shopOrdersContract, {});
}
