import { initServer } from '@ts-rest/fastify';
import { cardExportsContract, PKPASS_MIME } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn, userIdOf } from '../../lib/handler';
import { cardExportsService } from './card-exports.service';

const s = initServer();

/** The owner's own files: never kept by a shared cache, never sniffed as something else. */
const OWN_FILE_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' };

/** Handlers of the share area's card exports part (contract card-exports.contract.ts). */
export function shareCardExportsHandlers(ctx: AppContext) {
  const exports = cardExportsService(ctx);
  return s.router(cardExportsContract, {
    cardExports: signedIn(({ request }, userId) => exports.summary(userId, request.lang)),
    cardVideoBackground: async ({ request, reply }) => {
      const file = await exports.background(userIdOf(request), request.lang);
      reply.headers({ ...OWN_FILE_HEADERS, 'content-disposition': file.disposition });
      return { status: 200 as const, body: file.png };
    },
    cardWalletPass: async ({ request, reply }) => {
      const file = await exports.walletPass(userIdOf(request), request.lang);
      reply.headers({ ...OWN_FILE_HEADERS, 'content-type': PKPASS_MIME, 'content-disposition': file.disposition });
      return { status: 200 as const, body: file.bytes };
    },
  });
}
