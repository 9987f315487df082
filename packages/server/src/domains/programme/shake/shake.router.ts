import { initServer } from '@ts-rest/fastify';
import { programmeShakeContract } from '@card/contract';
import type { AppContext } from '../../../context';
import { open, signedIn } from '../../../lib/handler';
import { roleTagsService } from './role-tags.service';
import { shakeService } from './shake.service';

const s = initServer();

/** Router lines of the shake part (contract programme-shake.contract.ts). */
export function shakeHandlers(ctx: AppContext) {
  const d = shakeService(ctx);
  const r = roleTagsService(ctx);
  return s.router(programmeShakeContract, {
    findShakeHome: signedIn((_, userId) => d.home(userId)),
    applyShakeDevice: signedIn(({ body }, userId) => d.apply(userId, body)),
    findShakeApplications: signedIn(({ body }, userId) => d.applications(userId, body)),
    findShakeDevices: signedIn(({ body }, userId) => d.devices(userId, body)),
    findShakeDevice: signedIn(({ body }, userId) => d.device(userId, body.deviceId)),
    bindShakeDevice: signedIn(({ body }, userId) => d.setBound(userId, body.deviceId, true)),
    unbindShakeDevice: signedIn(({ body }, userId) => d.setBound(userId, body.deviceId, false)),
    saveShakeConfig: signedIn(({ body }, userId) => d.saveConfig(userId, body)),
    openShakePage: open(({ body }, viewerId) => d.openPage(body.code, viewerId)),
    findShakeApplicationReviews: signedIn(({ body }) => d.applicationQueue(body)),
    findShakeConfigReviews: signedIn(({ body }) => d.configQueue(body)),
    reviewShakeApplication: signedIn(({ body }, userId) => d.reviewApplication(userId, body)),
    reviewShakeConfig: signedIn(({ body }) => d.reviewConfig(body)),
    findRoleIndex: signedIn((_, userId) => r.index(userId)),
    readRoleGuide: signedIn((_, userId) => r.readGuide(userId)),
    saveUserRoles: signedIn(({ body }, userId) => r.save(userId, body.tagIds)),
    findCardRoleTags: open(({ body }) => r.ofCard(body.phoneIdEcr)),
  });
}
