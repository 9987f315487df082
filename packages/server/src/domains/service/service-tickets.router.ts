import { initServer } from '@ts-rest/fastify';
import { serviceTicketsContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the customer service area's tickets part (contract service-tickets.contract.ts). */
export function serviceTicketsHandlers(ctx: AppContext) {
  void ctx;
  return s.router(serviceTicketsContract, {});
}
