import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { cardBackgroundPath, cardWalletPassPath, PKPASS_MIME, ZCardExports } from './card-exports.schemas';

/**
 * Exports of the caller's own card (issue 34), a part of the share area (`api.share.*`) that applies the common
 * responses itself, so the server's part router implements exactly these routes.
 */
export const cardExportsContract = c.router(
  {
    cardExports: formPost('/acc/cardExports.xhtml', ZNoBody, ZCardExports, 'user', {
      summary: "Ours: my card's HTML email signature (and its plain text), and whether Apple Wallet passes are offered",
    }),
    cardVideoBackground: {
      method: 'GET',
      path: cardBackgroundPath,
      responses: { 200: c.otherResponse({ contentType: 'image/png', body: c.type<Uint8Array>() }) },
      metadata: meta('user'),
      summary: "Ours: my card as a 1920x1080 video-call background (name, title, company, QR code) in the card's theme colours",
    },
    cardWalletPass: {
      method: 'GET',
      path: cardWalletPassPath,
      responses: { 200: c.otherResponse({ contentType: PKPASS_MIME, body: c.type<Uint8Array>() }) },
      metadata: meta('user'),
      summary: 'Ours: my card as a signed Apple Wallet pass (.pkpass); PASS_NOT_CONFIGURED when the operator set no pass certificate',
    },
  },
  { commonResponses },
);
