import { initServer } from '@ts-rest/fastify';
import { networkCompanyContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the network company part (contract network-company.contract.ts). */
export function networkCompanyHandlers(ctx: AppContext) {
  void ctx;
  return s.router(networkCompanyContract, {});
}
