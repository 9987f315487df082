import { initServer } from '@ts-rest/fastify';
import { networkScanContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { networkScanService } from './network-scan.service';

const s = initServer();

/** Handlers of the network's paper card part (contract network-scan.contract.ts). */
export function networkScanHandlers(ctx: AppContext) {
  const scans = networkScanService(ctx);
  return s.router(networkScanContract, {
    uploadCardScan: signedIn(({ body }, userId, req) => scans.upload(userId, body, req.lang)),
    getCardScan: signedIn(({ query }, userId, req) => scans.get(userId, query.id, req.lang)),
    saveCardScan: signedIn(({ body }, userId, req) => scans.save(userId, body, req.lang)),
    discardCardScan: signedIn(({ body }, userId) => scans.discard(userId, body.id)),
    findPaperContacts: signedIn(({ body }, userId, req) => scans.paperContacts(userId, body, req.lang)),
  });
}
