import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { shareService } from './share.service';

const s = initServer();

/** Files served to browsers directly (images, vCards): never sniffed, never scripted. */
const FILE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:" };

export function shareRouter(ctx: AppContext) {
  const share = shareService(ctx);
  return s.router(contract.share, {
    findUserShowInfo: async ({ body, request }) => ok(request.lang, await share.userShowInfo(body.phoneIdEcr, request.session?.userId ?? null)),
    getQrCodeById: async ({ params, request }) => ok(request.lang, await share.qrInfo(params.phoneIdEcr)),
    mpQrCode: {
      // The contract declares image/png; an SVG answer gets its own type once the body is ready.
      hooks: {
        onSend: async (request, reply, payload) => {
          if (reply.statusCode === 200 && (request.query as { format?: string }).format === 'svg') reply.header('content-type', 'image/svg+xml; charset=utf-8');
          return payload;
        },
      },
      handler: async ({ query, reply }) => {
        const file = await share.qrFile(query);
        reply.headers({ ...FILE_HEADERS, 'content-disposition': file.disposition, 'cache-control': 'public, max-age=600' });
        return { status: 200 as const, body: file.bytes };
      },
    },
    mpLinkQRCodeDownloadCenter: async ({ body, request }) =>
      ok(request.lang, await share.qrDownloadCenter(body?.phoneIdEcr, request.session?.userId ?? null)),
    downloadVCard: async ({ params, request, reply }) => {
      const file = await share.vcard(params.phoneIdEcr, request.session?.userId ?? null);
      // Private: an owner's copy may hold the hidden phone, so no shared cache may keep it.
      reply.headers({ ...FILE_HEADERS, 'content-disposition': file.disposition, 'cache-control': 'private, no-store' });
      return { status: 200 as const, body: file.text };
    },
    shareJsapi: async ({ body, request }) => ok(request.lang, share.shareSignature(body.url)),
    rank: async ({ request }) => ok(request.lang, await share.rank(userIdOf(request))),
  });
}
