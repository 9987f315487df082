import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import {
  ZBasicInfo, ZCompletion, ZImageUploadBody, ZImageUrl, ZMobiles, ZSocial, ZUpdateBasicInfoBody, ZUpdateMobilesBody,
  ZUpdateProductServiceBody, ZUpdateSignatureBody, ZUpdateSocialBody, ZUpdateTitleBody,
} from './card.schemas';

const MULTIPART = 'multipart/form-data' as const;

/**
 * The owner's card text fields and WeChat QR. The spec only says "/acc/* update ..." for most of these;
 * the names (updateMp<Field>) are ours, in the legacy style.
 */
export const cardInfoContract = c.router(
  {
    updateMpBasicInfo: {
      method: 'POST', path: '/acc/updateMpBasicInfo.xhtml', contentType: FORM, body: ZUpdateBasicInfoBody,
      responses: { 200: envelope(ZBasicInfo) }, metadata: meta('user'),
      summary: 'Name, company, department, position, tax number, landline, fax and email in one block',
    },
    updateMpUserPhone: {
      method: 'POST', path: '/acc/updateMpUserPhone.xhtml', contentType: FORM, body: ZUpdateMobilesBody,
      responses: { 200: envelope(ZMobiles) }, metadata: meta('user'),
      summary: 'Replace the card\'s mobiles (comma-joined, in display order)',
    },
    updateMpTitle: {
      method: 'POST', path: '/acc/updateMpTitle.xhtml', contentType: FORM, body: ZUpdateTitleBody,
      responses: { 200: envelope(z.object({ title: z.string() })) }, metadata: meta('user'),
    },
    updateMpSignature: {
      method: 'POST', path: '/acc/updateMpSignature.xhtml', contentType: FORM, body: ZUpdateSignatureBody,
      responses: { 200: envelope(z.object({ signature: z.string() })) }, metadata: meta('user'),
    },
    updateMpProductService: {
      method: 'POST', path: '/acc/updateMpProductService.xhtml', contentType: FORM, body: ZUpdateProductServiceBody,
      responses: { 200: envelope(z.object({ productService: z.string() })) }, metadata: meta('user'),
    },
    updateMpSocial: {
      method: 'POST', path: '/acc/updateMpSocial.xhtml', contentType: FORM, body: ZUpdateSocialBody,
      responses: { 200: envelope(ZSocial) }, metadata: meta('user'),
      summary: 'QQ and Weibo',
    },
    uploadWeChatQrCode: {
      method: 'POST', path: '/acc/uploadWeChatQrCode.xhtml', contentType: MULTIPART, body: ZImageUploadBody,
      responses: { 200: envelope(ZImageUrl) }, metadata: meta('user'),
      summary: 'Upload (or replace) the WeChat QR image shown on the card; multipart field `file`',
    },
    findWeiXinQRCode: {
      method: 'POST', path: '/acc/findWeiXinQRCode.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZImageUrl) }, metadata: meta('user'),
      summary: 'The card\'s WeChat QR image URL (empty when none)',
    },
    delWeChatQrCode: {
      method: 'POST', path: '/acc/delWeChatQrCode.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZImageUrl) }, metadata: meta('user'),
    },
    countMpDataCompletion: {
      method: 'POST', path: '/acc/countMpDataCompletion.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZCompletion) }, metadata: meta('user'),
      summary: 'How complete the card is, in percent, and which fields are missing',
    },
  },
  { commonResponses },
);
