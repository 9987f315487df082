import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { FORM, c, formPost, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import {
  ZAvatarBody, ZAvatarResult, ZBindDecision, ZErrorCodeInfo, ZErrorCodeQuery, ZMobileRule, ZTargetCardBody, ZReadCount,
  ZRelationship, ZSubscribed, ZSubscription, ZUnreadCount, ZUploadToken, ZUserDetail, ZWalletTips,
} from './usercentre.schemas';

const post = { method: 'POST', contentType: FORM, body: ZNoBody, metadata: meta('user') } as const;

/** Subscriptions, wallet tips, bind requests, uploads and lookups of the user centre. */
export const relationsContract = c.router(
  {
    mySubscription: formPost('/acc/mySubscription.xhtml', ZNoBody, z.array(ZSubscription), 'user', {
      summary: 'Cards the user subscribed to, newest first',
    }),
    cancelOrAddMpCollection: {
      method: 'GET', path: '/addressbook/cancelOrAddMpCollection.xhtml', query: ZTargetCardBody,
      responses: { 200: envelope(ZSubscribed) }, metadata: meta('user'),
      summary: 'Toggles the subscription to a card (own card: OWN_CARD)',
    },
    addUserStore: formPost('/rel/addUserStore.xhtml', ZTargetCardBody, ZSubscribed, 'user', {
      summary: 'Stores (subscribes to) a card; storing twice changes nothing',
    }),
    findUserRecRelationship: {
      method: 'GET', path: '/rel/:phoneIdEcr/findUserRecRelationship.xhtml', pathParams: z.object({ phoneIdEcr: fId() }),
      responses: { 200: envelope(ZRelationship) }, metadata: meta('user'),
      summary: 'Whether the viewer subscribed to the card, and whether its owner subscribed back',
    },
    getUserInfoDetail: formPost('/rel/getUserInfoDetail.xhtml', ZTargetCardBody, ZUserDetail, 'optional', {
      summary: 'Another user\'s public detail; respects hidePhone, and allowStrangerSearch (USER_PRIVACY)',
    }),
    walletIncomeTip: { ...post, path: '/acc/walletIncomeTip.xhtml', responses: { 200: envelope(ZWalletTips) } },
    readWalletIncomeTip: { ...post, path: '/acc/readWalletIncomeTip.xhtml', responses: { 200: envelope(ZReadCount) } },
    bindAgree: { ...post, path: '/acc/bindAgree.xhtml', body: ZIdBody, responses: { 200: envelope(ZBindDecision) } },
    bindRefuse: { ...post, path: '/acc/bindRefuse.xhtml', body: ZIdBody, responses: { 200: envelope(ZBindDecision) } },
    countAdvisoryUnreadMessage: {
      method: 'GET', path: '/accessRadar/countAdvisoryUnreadMessage.xhtml', responses: { 200: envelope(ZUnreadCount) }, metadata: meta('user'),
    },
    uploadAvatar: {
      method: 'POST', path: '/acc/uploadAvatar.xhtml', contentType: 'multipart/form-data', body: ZAvatarBody,
      responses: { 200: envelope(ZAvatarResult) }, metadata: meta('user'),
      summary: 'Avatar image (JPEG/PNG/WebP/GIF by content, at most LIMITS.upload.imageMaxBytes), cropped square to 256px',
    },
    getUploadToken: formPost('/acc/getUploadToken.xhtml', ZNoBody, ZUploadToken, 'user', {
      summary: 'A short-lived token for direct uploads to file storage',
    }),
    getMobileRules: formPost('/acc/getMobileRules.xhtml', ZNoBody, z.array(ZMobileRule), 'public', {
      summary: 'Region codes with their phone number patterns',
    }),
    findErrorCode: {
      method: 'GET', path: '/acc/findErrorCode.xhtml', query: ZErrorCodeQuery, responses: { 200: envelope(ZErrorCodeInfo) }, metadata: meta('public'),
      summary: 'The catalogue entry of a numeric status, in the caller\'s language',
    },
  },
  { commonResponses },
);
