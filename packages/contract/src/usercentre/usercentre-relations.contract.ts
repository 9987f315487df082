import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import {
  ZAvatarBody, ZAvatarResult, ZBindDecision, ZErrorCodeInfo, ZErrorCodeQuery, ZRecordIdBody, ZMobileRule, ZTargetCardBody, ZReadCount,
  ZRelationship, ZSubscribed, ZSubscription, ZUnreadCount, ZUploadToken, ZUserDetail, ZWalletTips,
} from './usercentre.schemas';

const post = { method: 'POST', contentType: FORM, body: ZNoBody, metadata: meta('user') } as const;

/** Subscriptions, wallet tips, bind requests, uploads and lookups of the user centre. */
export const relationsContract = c.router(
  {
    mySubscription: {
      ...post, path: '/acc/mySubscription.xhtml', responses: { 200: envelope(z.array(ZSubscription)) },
      summary: 'Cards the user subscribed to, newest first',
    },
    cancelOrAddMpCollection: {
      method: 'GET', path: '/addressbook/cancelOrAddMpCollection.xhtml', query: ZTargetCardBody,
      responses: { 200: envelope(ZSubscribed) }, metadata: meta('user'),
      summary: 'Toggles the subscription to a card (own card: OWN_CARD)',
    },
    addUserStore: {
      ...post, path: '/rel/addUserStore.xhtml', body: ZTargetCardBody, responses: { 200: envelope(ZSubscribed) },
      summary: 'Stores (subscribes to) a card; storing twice changes nothing',
    },
    findUserRecRelationship: {
      method: 'GET', path: '/rel/:phoneIdEcr/findUserRecRelationship.xhtml', pathParams: z.object({ phoneIdEcr: fId() }),
      responses: { 200: envelope(ZRelationship) }, metadata: meta('user'),
      summary: 'Whether the viewer subscribed to the card, and whether its owner subscribed back',
    },
    getUserInfoDetail: {
      ...post, path: '/rel/getUserInfoDetail.xhtml', body: ZTargetCardBody, responses: { 200: envelope(ZUserDetail) }, metadata: meta('optional'),
      summary: 'Another user\'s public detail; respects hidePhone, and allowStrangerSearch (USER_PRIVACY)',
    },
    walletIncomeTip: { ...post, path: '/acc/walletIncomeTip.xhtml', responses: { 200: envelope(ZWalletTips) } },
    readWalletIncomeTip: { ...post, path: '/acc/readWalletIncomeTip.xhtml', responses: { 200: envelope(ZReadCount) } },
    bindAgree: { ...post, path: '/acc/bindAgree.xhtml', body: ZRecordIdBody, responses: { 200: envelope(ZBindDecision) } },
    bindRefuse: { ...post, path: '/acc/bindRefuse.xhtml', body: ZRecordIdBody, responses: { 200: envelope(ZBindDecision) } },
    countAdvisoryUnreadMessage: {
      method: 'GET', path: '/accessRadar/countAdvisoryUnreadMessage.xhtml', responses: { 200: envelope(ZUnreadCount) }, metadata: meta('user'),
    },
    uploadAvatar: {
      method: 'POST', path: '/acc/uploadAvatar.xhtml', contentType: 'multipart/form-data', body: ZAvatarBody,
      responses: { 200: envelope(ZAvatarResult) }, metadata: meta('user'),
      summary: 'Avatar image (JPEG/PNG/WebP/GIF by content, at most UPLOAD.imageMaxBytes), cropped square to 256px',
    },
    getUploadToken: {
      ...post, path: '/acc/getUploadToken.xhtml', responses: { 200: envelope(ZUploadToken) },
      summary: 'A short-lived token for direct uploads to file storage',
    },
    getMobileRules: {
      ...post, path: '/acc/getMobileRules.xhtml', responses: { 200: envelope(z.array(ZMobileRule)) }, metadata: meta('public'),
      summary: 'Region codes with their phone number patterns',
    },
    findErrorCode: {
      method: 'GET', path: '/acc/findErrorCode.xhtml', query: ZErrorCodeQuery, responses: { 200: envelope(ZErrorCodeInfo) }, metadata: meta('public'),
      summary: 'The catalogue entry of a numeric status, in the caller\'s language',
    },
  },
  { commonResponses },
);
