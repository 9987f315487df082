import { initServer } from '@ts-rest/fastify';
import { serviceComplaintContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the customer service area's complaint part (contract service-complaint.contract.ts). */
export function serviceComplaintHandlers(ctx: AppContext) {
  void ctx;
  return s.router(serviceComplaintContract, {});
}
