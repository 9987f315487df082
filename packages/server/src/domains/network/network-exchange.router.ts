import { initServer } from '@ts-rest/fastify';
import { networkExchangeContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the network exchange part (contract network-exchange.contract.ts). */
export function networkExchangeHandlers(ctx: AppContext) {
  void ctx;
  return s.router(networkExchangeContract, {});
}
