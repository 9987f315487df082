import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, formPost, meta } from '../common/contract-builder';
import { imageUpload } from '../common/uploads';
import {
  ZBasicInfo,
  ZCompletion,
  ZImageUploadBody,
  ZImageUrl,
  ZMobiles,
  ZSocial,
  ZUpdateBasicInfoBody,
  ZUpdateMobilesBody,
  ZUpdateProductServiceBody,
  ZUpdateSignatureBody,
  ZUpdateSocialBody,
  ZUpdateTitleBody,
} from './card.schemas';

const MULTIPART = 'multipart/form-data' as const;

/**
 * The owner's card text fields and WeChat QR. The spec only says "/acc/* update ..." for most of these;
 * the names (updateMp<Field>) are ours, in the legacy style.
 */
export const cardInfoContract = c.router(
  {
    updateMpBasicInfo: formPost('/acc/updateMpBasicInfo.xhtml', ZUpdateBasicInfoBody, ZBasicInfo, 'user', {
      summary: 'Name, company, department, position, tax number, landline, fax and email in one block',
    }),
    updateMpUserPhone: formPost('/acc/updateMpUserPhone.xhtml', ZUpdateMobilesBody, ZMobiles, 'user', {
      summary: "Replace the card's mobiles (comma-joined, in display order)",
    }),
    updateMpTitle: formPost('/acc/updateMpTitle.xhtml', ZUpdateTitleBody, z.object({ title: z.string() }), 'user', { summary: "Changes the card's title" }),
    updateMpSignature: formPost('/acc/updateMpSignature.xhtml', ZUpdateSignatureBody, z.object({ signature: z.string() }), 'user', { summary: "Changes the card's signature line" }),
    updateMpProductService: formPost('/acc/updateMpProductService.xhtml', ZUpdateProductServiceBody, z.object({ productService: z.string() }), 'user', {
      summary: "Changes the card's products and services text",
    }),
    updateMpSocial: formPost('/acc/updateMpSocial.xhtml', ZUpdateSocialBody, ZSocial, 'user', { summary: 'QQ and Weibo' }),
    uploadWeChatQrCode: {
      method: 'POST',
      path: '/acc/uploadWeChatQrCode.xhtml',
      contentType: MULTIPART,
      body: ZImageUploadBody,
      responses: { 200: envelope(ZImageUrl) },
      metadata: meta('user', 'main', { upload: imageUpload('wechatQr') }),
      summary: 'Upload (or replace) the WeChat QR image shown on the card; multipart field `file`',
    },
    findWeiXinQRCode: formPost('/acc/findWeiXinQRCode.xhtml', ZNoBody, ZImageUrl, 'user', {
      summary: "The card's WeChat QR image URL (empty when none)",
    }),
    delWeChatQrCode: formPost('/acc/delWeChatQrCode.xhtml', ZNoBody, ZImageUrl, 'user', { summary: "Removes the card's WeChat QR code picture" }),
    countMpDataCompletion: formPost('/acc/countMpDataCompletion.xhtml', ZNoBody, ZCompletion, 'user', {
      summary: 'How complete the card is, in percent, and which fields are missing',
    }),
  },
  { commonResponses },
);
