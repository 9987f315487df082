import { z } from 'zod';
import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { AGENT_NEEDS } from '../service/service.schemas';
import {
  ZAgentCustodiesBody,
  ZAgentCustodyPage,
  ZCustodianCard,
  ZCustodianQuery,
  ZCustodyCard,
  ZCustodyCardPage,
  ZCustodyIdBody,
  ZCustodyIndex,
  ZCustodyListQuery,
  ZCustodyPoster,
  ZCustodySearchQuery,
  ZCustodyView,
  ZDealerCommissionPage,
  ZDealerHome,
  ZDealerPageQuery,
  ZDisconnectCustodyBody,
  ZRequestCustodyBody,
  ZSaveCustodyPosterBody,
  ZUpdateCustodyCardBody,
} from './programme-dealer.schemas';

/**
 * Programmes and small modules, dealer part (issue 18): dealer programme (open a dealer, dealer home, referral commissions, withdrawal) and custody (trusteeship): custody home, search, custody poster; only customer service disconnects custody.
 * Opening a dealer is the vip area's buyDealerPayForward (its order and pay path); withdrawing is the wallet's
 * withdraw. The spec names the groups /dealer/* and /trusteeship/* only, so every call name here is ours.
 */
const D = '/dealer';
const T = '/trusteeship';
const read = <P extends string, Q extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, query: Q, result: R, summary: string) => ({
  method: 'GET' as const,
  path,
  query,
  metadata: meta('user'),
  responses: { 200: envelope(result) },
  summary,
});

export const programmeDealerContract = c.router(
  {
    findDealerHome: read(
      `${D}/findDealerHome.xhtml`,
      z.object({}),
      ZDealerHome,
      'Ours: the dealer home: whether the caller is a dealer, the dealer plan on sale, the referral link, counts of referred users and their paid orders, dealer earnings (frozen, released, total) and the available balance',
    ),
    findDealerCommissions: read(
      `${D}/findDealerCommissions.xhtml`,
      ZDealerPageQuery,
      ZDealerCommissionPage,
      "Ours: the caller's dealer commissions, newest first, paged: the buyer's face, the order amount, the share and its state (frozen, released, reversed by a refund)",
    ),
    findCustodyIndex: read(
      `${T}/findCustodyIndex.xhtml`,
      z.object({}),
      ZCustodyIndex,
      "Ours: the custody entry: the caller's own card's custody, counts of the cards they look after or were asked to, and whether they are a dealer or an agent",
    ),
    findCustodyHome: read(
      `${T}/findCustodyHome.xhtml`,
      ZCustodyListQuery,
      ZCustodyCardPage,
      'Ours: the cards the caller looks after (active) or was asked to (requested), newest first, paged; refused to dealers',
    ),
    searchCustody: read(
      `${T}/searchCustody.xhtml`,
      ZCustodySearchQuery,
      ZCustodyCardPage,
      "Ours: the caller's active custodial cards whose card name holds the keyword, paged; refused to dealers",
    ),
    findCustodian: read(`${T}/findCustodian.xhtml`, ZCustodianQuery, ZCustodianCard, 'Ours: the custodian a poster names (face and poster text), for the custody request screen'),
    findCustodyCard: read(
      `${T}/findCustodyCard.xhtml`,
      ZCustodyIdBody,
      ZCustodyCard,
      "Ours: the basic info of a card in the caller's active custody; anyone else's custody answers CUSTODY_NOT_FOUND",
    ),
    findCustodyPoster: read(`${T}/findCustodyPoster.xhtml`, z.object({}), ZCustodyPoster, "Ours: the caller's custody poster (title, text, the request link its QR encodes)"),
    requestCustody: formPost(`${T}/requestCustody.xhtml`, ZRequestCustodyBody, ZCustodyView, 'user', {
      needs: { idempotent: true },
      summary: 'Ours: the owner asks a custodian to look after their card; one open custody per card, never to a dealer or oneself',
    }),
    cancelCustodyRequest: formPost(`${T}/cancelCustodyRequest.xhtml`, ZCustodyIdBody, ZCustodyView, 'user', {
      summary: 'Ours: the owner withdraws a request not yet accepted; an active custody answers CUSTODY_AGENT_ONLY',
    }),
    acceptCustody: formPost(`${T}/acceptCustody.xhtml`, ZCustodyIdBody, ZCustodyView, 'user', {
      summary: 'Ours: the custodian accepts a request; refused to dealers',
    }),
    declineCustody: formPost(`${T}/declineCustody.xhtml`, ZCustodyIdBody, ZCustodyView, 'user', {
      summary: 'Ours: the custodian declines a request; an active custody answers CUSTODY_AGENT_ONLY',
    }),
    updateCustodyCard: formPost(`${T}/updateCustodyCard.xhtml`, ZUpdateCustodyCardBody, ZCustodyCard, 'user', {
      summary: "Ours: the custodian edits the basic info of a card in their active custody (the card area's rules)",
    }),
    saveCustodyPoster: formPost(`${T}/saveCustodyPoster.xhtml`, ZSaveCustodyPosterBody, ZCustodyPoster, 'user', {
      summary: "Ours: the custodian saves their poster's title and text (sensitive words refused); refused to dealers",
    }),
    findAgentCustodies: formPost(`${T}/findAgentCustodies.xhtml`, ZAgentCustodiesBody, ZAgentCustodyPage, 'user', {
      needs: AGENT_NEEDS,
      summary: "Ours: customer service lists custodies (optionally of a state, or whose owner's or custodian's card name holds the keyword), newest first",
    }),
    disconnectCustody: formPost(`${T}/disconnectCustody.xhtml`, ZDisconnectCustodyBody, ZCustodyView, 'user', {
      needs: AGENT_NEEDS,
      summary: 'Ours: customer service ends a requested or active custody with a reason; only agents can',
    }),
  },
  { commonResponses },
);
