import { initServer } from '@ts-rest/fastify';
import { programmePersonaContract } from '@card/contract';
import type { AppContext } from '../../../context';
import { signedIn } from '../../../lib/handler';
import { customsService } from './customs.service';
import { pendantService } from './pendant.service';

const s = initServer();

/** Handlers of the persona part (contract programme-persona.contract.ts): one line per call. */
export function personaHandlers(ctx: AppContext) {
  const pendants = pendantService(ctx);
  const customs = customsService(ctx);
  return s.router(programmePersonaContract, {
    findAvatarPendantList: signedIn(({ body }, userId) => pendants.list(userId, body.category)),
    setAvatarPendant: signedIn(({ body }, userId) => pendants.wear(userId, body.pendantId)),
    cancelAvatarPendant: signedIn((_input, userId) => pendants.takeOff(userId)),
    uploadAvatarNicknamePicture: signedIn(({ body }, userId) => customs.uploadPicture(userId, body.file)),
    findAvatarNicknameCustom: signedIn((_input, userId) => customs.list(userId)),
    addAvatarNicknameCustom: signedIn(({ body }, userId) => customs.add(userId, body)),
    batchDelAvatarNicknameCustom: signedIn(({ body }, userId) => customs.batchDelete(userId, body.ids)),
    setDefaultAvatarNicknameCustom: signedIn(({ body }, userId) => customs.setDefault(userId, body.id)),
  });
}
