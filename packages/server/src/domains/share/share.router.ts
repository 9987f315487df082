import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { shareService } from './share.service';
import { shareCardExportsHandlers } from './share-card-exports.router';

const s = initServer();

/** Files served to browsers directly (images, vCards): never sniffed, never scripted. */
const FILE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:" };

export function shareRouter(ctx: AppContext) {
  const share = shareService(ctx);
  return s.router(contract.share, {
    findUserShowInfo: open(({ body }, viewerId) => share.userShowInfo(body.phoneIdEcr, viewerId)),
    getQrCodeById: open(({ params }) => share.qrInfo(params.phoneIdEcr)),
    mpQrCode: {
      // The contract declares image/png; an SVG answer gets its own type once the body is ready.
      hooks: {
        onSend: async (request, reply, payload) => {
          if (reply.statusCode === 200 && (request.query as { format?: string }).format === 'svg') reply.header('content-type', 'image/svg+xml; charset=utf-8');
          return payload;
        },
      },
      handler: async ({ query, reply, request }) => {
        const file = await share.qrFile(query, request.ip);
        reply.headers({ ...FILE_HEADERS, 'content-disposition': file.disposition, 'cache-control': 'public, max-age=600' });
        return { status: 200 as const, body: file.bytes };
      },
    },
    mpLinkQRCodeDownloadCenter: open(({ body }, viewerId) => share.qrDownloadCenter(body?.phoneIdEcr, viewerId)),
    downloadVCard: async ({ params, request, reply }) => {
      const file = await share.vcard(params.phoneIdEcr, request.session?.userId ?? null);
      // Private: an owner's copy may hold the hidden phone, so no shared cache may keep it.
      reply.headers({ ...FILE_HEADERS, 'content-disposition': file.disposition, 'cache-control': 'private, no-store' });
      return { status: 200 as const, body: file.text };
    },
    shareJsapi: open(({ body }) => share.shareSignature(body.url)),
    rank: signedIn((_, userId) => share.rank(userId)),
    ...shareCardExportsHandlers(ctx),
  });
}
