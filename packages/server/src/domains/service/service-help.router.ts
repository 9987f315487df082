import { initServer } from '@ts-rest/fastify';
import { serviceHelpContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the customer service area's help part (contract service-help.contract.ts). */
export function serviceHelpHandlers(ctx: AppContext) {
  void ctx;
  return s.router(serviceHelpContract, {});
}
