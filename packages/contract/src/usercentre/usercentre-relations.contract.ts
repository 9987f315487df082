import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { FORM, c, formPost, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import { imageUpload } from '../common/uploads';
import { ZPageQuery, pageOf } from '../common/paging';
import {
  ZAvatarBody,
  ZAvatarResult,
  ZBindDecision,
  ZErrorCodeInfo,
  ZErrorCodeQuery,
  ZMobileRule,
  ZTargetCardBody,
  ZReadCount,
  ZRelationship,
  ZSubscribed,
  ZSubscription,
  ZUnreadCount,
  ZUploadToken,
  ZUploadTokenBody,
  ZUserDetail,
  ZWalletTips,
} from './usercentre.schemas';

const post = { method: 'POST', contentType: FORM, body: ZNoBody, metadata: meta('user') } as const;

/** Subscriptions, wallet tips, bind requests, uploads and lookups of the user centre. */
export const relationsContract = c.router(
  {
    mySubscription: formPost('/acc/mySubscription.xhtml', ZPageQuery, pageOf(ZSubscription), 'user', {
      summary: 'A page of the cards the user subscribed to, newest first',
    }),
    cancelOrAddMpCollection: {
      method: 'GET',
      path: '/addressbook/cancelOrAddMpCollection.xhtml',
      query: ZTargetCardBody,
      responses: { 200: envelope(ZSubscribed) },
      metadata: meta('user', 'main', { changesState: true }),
      summary: 'Toggles the subscription to a card (own card: OWN_CARD)',
    },
    addUserStore: formPost('/rel/addUserStore.xhtml', ZTargetCardBody, ZSubscribed, 'user', {
      summary: 'Stores (subscribes to) a card; storing twice changes nothing',
    }),
    findUserRecRelationship: {
      method: 'GET',
      path: '/rel/:phoneIdEcr/findUserRecRelationship.xhtml',
      pathParams: z.object({ phoneIdEcr: fId() }),
      responses: { 200: envelope(ZRelationship) },
      metadata: meta('user'),
      summary: 'Whether the viewer subscribed to the card, and whether its owner subscribed back',
    },
    getUserInfoDetail: formPost('/rel/getUserInfoDetail.xhtml', ZTargetCardBody, ZUserDetail, 'optional', {
      summary: "Another user's public detail; respects hidePhone, and allowStrangerSearch (USER_PRIVACY)",
    }),
    walletIncomeTip: { summary: "Whether new wallet income awaits the caller's notice", ...post, path: '/acc/walletIncomeTip.xhtml', responses: { 200: envelope(ZWalletTips) } },
    readWalletIncomeTip: { summary: 'Marks the wallet income notice as read', ...post, path: '/acc/readWalletIncomeTip.xhtml', responses: { 200: envelope(ZReadCount) } },
    bindAgree: { summary: 'Accepts a company invitation to bind the card', ...post, path: '/acc/bindAgree.xhtml', body: ZIdBody, responses: { 200: envelope(ZBindDecision) } },
    bindRefuse: { summary: 'Refuses a company invitation to bind the card', ...post, path: '/acc/bindRefuse.xhtml', body: ZIdBody, responses: { 200: envelope(ZBindDecision) } },
    countAdvisoryUnreadMessage: {
      summary: 'How many unread advisory messages the caller has',
      method: 'GET',
      path: '/accessRadar/countAdvisoryUnreadMessage.xhtml',
      responses: { 200: envelope(ZUnreadCount) },
      metadata: meta('user'),
    },
    uploadAvatar: {
      method: 'POST',
      path: '/acc/uploadAvatar.xhtml',
      contentType: 'multipart/form-data',
      body: ZAvatarBody,
      responses: { 200: envelope(ZAvatarResult) },
      metadata: meta('user', 'main', { upload: imageUpload('avatar') }),
      summary: 'Avatar image (JPEG/PNG/WebP/GIF by content, at most LIMITS.upload.imageMaxBytes), cropped square to 256px; a session or an `x-upload-token` of purpose avatar',
    },
    getUploadToken: formPost('/acc/getUploadToken.xhtml', ZUploadTokenBody, ZUploadToken, 'user', {
      summary: "A signed token (10 minutes, one purpose) that the purpose's upload route accepts in `x-upload-token` instead of a session",
    }),
    getMobileRules: formPost('/acc/getMobileRules.xhtml', ZNoBody, z.array(ZMobileRule), 'public', {
      summary: 'Region codes with their phone number patterns',
    }),
    // Issue 32: a support tool for agents and operators, not a screen of every user (others get the role error).
    findErrorCode: {
      method: 'GET',
      path: '/acc/findErrorCode.xhtml',
      query: ZErrorCodeQuery,
      responses: { 200: envelope(ZErrorCodeInfo) },
      metadata: meta('user', 'main', { roles: [{ role: 'customerService' }, { role: 'operator' }] }),
      summary: "The catalogue entry of a numeric status, in the caller's language (customer service and operators only)",
    },
  },
  { commonResponses },
);
