import { z } from 'zod';
import { commonResponses, ZNoBody } from '../common/envelope';
import { c, formPost, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import { ZCardRank, ZOptionalPhoneIdBody, ZPhoneIdBody, ZQrCodeInfo, ZQrDownloadCenter, ZQrImageQuery, ZShareJsapiBody, ZShareSignature, ZUserShowInfo } from './share.schemas';
import { cardExportsContract } from './card-exports.contract';

const ZPhoneIdParam = z.object({ phoneIdEcr: fId() });

/**
 * Share area: what a visitor of a public card gets besides the card itself (QR codes, the vCard, the viewer
 * relation, WeChat share signatures) and the owner's visit rank. Images and the vCard are real files on real
 * URLs so that `<img>`, long-press save and downloads work without JavaScript; their errors are still envelopes.
 */
const shareCoreContract = c.router(
  {
    findUserShowInfo: formPost('/acc/0/findUserShowInfo.xhtml', ZPhoneIdBody, ZUserShowInfo, 'optional', {
      summary: 'How the viewer relates to a card: logged in, owner, subscribed',
    }),
    getQrCodeById: formPost('/acc/:phoneIdEcr/getQrCodeById.xhtml', ZNoBody, ZQrCodeInfo, 'public', {
      pathParams: ZPhoneIdParam,
      summary: "The card's public link and the URLs of its QR code images",
    }),
    mpQrCode: {
      method: 'GET',
      path: '/stc/mpQrCode.xhtml',
      query: ZQrImageQuery,
      responses: { 200: c.otherResponse({ contentType: 'image/png', body: c.type<Uint8Array>() }) },
      metadata: meta('public'),
      summary: 'The QR code image itself (PNG, or SVG with format=svg), optionally with the avatar in the middle',
    },
    mpLinkQRCodeDownloadCenter: formPost('/stc/mpLinkQRCodeDownloadCenter.xhtml', ZOptionalPhoneIdBody, ZQrDownloadCenter, 'optional', {
      summary: 'Every QR size and format with its download URL; the own card unless phoneIdEcr names another',
    }),
    downloadVCard: {
      method: 'GET',
      path: '/stc/:phoneIdEcr/card.vcf',
      pathParams: ZPhoneIdParam,
      responses: { 200: c.otherResponse({ contentType: 'text/vcard; charset=utf-8', body: c.type<string>() }) },
      metadata: meta('optional'),
      summary: 'The card as a vCard 3.0 file (save to contacts); hidden phones are left out',
    },
    shareJsapi: formPost('/acc/shareJsapi.xhtml', ZShareJsapiBody, ZShareSignature, 'public', {
      summary: 'WeChat JS-SDK signature package for sharing the page at url',
    }),
    rank: formPost('/fun/rank.xhtml', ZNoBody, ZCardRank, 'user', {
      summary: "The caller's card rank among all cards by visits in the last 7 days, and its visit count",
    }),
  },
  { commonResponses },
);

/** The share area with its card exports part (issue 34). */
export const shareContract = { ...shareCoreContract, ...cardExportsContract };
