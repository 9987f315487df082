import { initServer } from '@ts-rest/fastify';
import { networkRadarContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { beaconPassOf, visitorOf } from '../card';
import { radarService } from './network-radar.service';
import { advisoryService } from './network-advisory.service';

const s = initServer();

/** Handlers of the network radar part (contract network-radar.contract.ts). */
export function networkRadarHandlers(ctx: AppContext) {
  const radar = radarService(ctx);
  const advisory = advisoryService(ctx);
  return s.router(networkRadarContract, {
    beacon: open(({ body }, viewerId, request) =>
      radar.beacon(body, viewerId, { address: request.ip, visitorId: visitorOf(ctx, request), pass: beaconPassOf(request, body.ownerPhoneIdEcr) }),
    ),
    findRadarVisitors: signedIn(({ body }, userId) => radar.visitors(userId, body)),
    findRadarVisitorEvents: signedIn(({ body }, userId) => radar.visitorEvents(userId, body)),
    findRadarStats: signedIn((_, userId) => radar.stats(userId)),
    setRadarLiveAlerts: signedIn(({ body }, userId) => radar.setLiveAlerts(userId, body.on)),
    exportRadarLeads: async ({ request, reply }) => {
      const file = await radar.leads(request.session!.userId);
      // A file of other people's details: never cached, never sniffed, downloaded rather than shown.
      reply.headers({
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="${file.fileName}"`,
      });
      return { status: 200 as const, body: file.text };
    },
    addAdvisory: open(({ body }, viewerId, request) => advisory.add(body, viewerId, request.ip)),
    findAdvisories: signedIn(({ body }, userId) => advisory.list(userId, body)),
    readAdvisory: signedIn(({ body }, userId) => advisory.read(userId, body.id)),
  });
}
