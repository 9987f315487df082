import { z } from 'zod';
import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import type { RouteNeeds } from '../common/bases';
import {
  MIRROR_MODULE,
  ZCancelPushBody,
  ZIn2SearchMirrorSonBody,
  ZMirrorAnswerBody,
  ZMirrorBindBody,
  ZMirrorBindRelationship,
  ZMirrorDone,
  ZMirrorHistoryBody,
  ZMirrorMaster,
  ZMirrorPageBody,
  ZMirrorPersonPage,
  ZMirrorPush,
  ZMirrorPushBody,
  ZMirrorPushed,
  ZMirrorPushPage,
  ZMirrorRequest,
  ZMirrorRequestPage,
  ZMirrorSearchBody,
  ZMirrorSlaverAuthBody,
  ZMirrorState,
  ZMirrorSub,
  ZMirrorSubPage,
  ZMirrorSwitch,
  ZMsgPushBody,
  ZSwitchPromotionVersionBody,
  ZUpdateMirrorModuleBody,
} from './network-mirror.schemas';

/**
 * The network, mirror part (issue 13): master and sub cards, allow switches, pushes. Mirror is module 36: VIP or a
 * golden-key unlock of it opens these calls (the guard, MODULE_LOCKED; issue 31); the service checks each role
 * again. The five JSON calls under /v3/api/fun/mirror/edit/ take JSON
 * bodies as the spec says (a form body is refused with REQUEST_FORMAT_ERROR by the JSON parser plugin); the others
 * are forms. Calls the spec does not name carry a summary starting "Ours:".
 */
const EDIT = '/v3/api/fun/mirror/edit';
const mirror: RouteNeeds = { module: MIRROR_MODULE };
const mirrorOnce: RouteNeeds = { module: MIRROR_MODULE, idempotent: true };

/** A JSON-bodied POST answering `envelope(result)`. */
function jsonPost<P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, body: B, result: R, needs: RouteNeeds, summary: string) {
  return { method: 'POST' as const, path, contentType: 'application/json' as const, body, responses: { 200: envelope(result) }, metadata: meta('user', 'main', needs), summary };
}

export const networkMirrorContract = c.router(
  {
    // --- JSON calls ---
    querySlaveMpList: jsonPost(
      `${EDIT}/querySlaveMpList.xhtml`,
      ZMirrorPageBody,
      ZMirrorSubPage,
      mirror,
      "A master's sub cards (bound or forbidden by the master) with their allow switches, by page (JSON body)",
    ),
    updateMirrorModule: jsonPost(
      `${EDIT}/updateMirrorModule.xhtml`,
      ZUpdateMirrorModuleBody,
      z.object({ switches: z.array(ZMirrorSwitch) }),
      mirror,
      "A sub card sets its allow-mirror switches, `{ switches: [{ contentType, allowed }] }`; answers every type's switch (JSON body)",
    ),
    queryMirrorMasterMp: jsonPost(
      `${EDIT}/queryMirrorMasterMp.xhtml`,
      ZMirrorPageBody,
      ZMirrorMaster,
      mirror,
      "A sub card's master card and the link's state (JSON body; refused to a card that is not a sub)",
    ),
    updateMirrorSlaverAuth: jsonPost(
      `${EDIT}/updateMirrorSlaverAuth.xhtml`,
      ZMirrorSlaverAuthBody,
      ZMirrorSub.nullable(),
      mirror,
      'A master allows (`allow`) or forbids (`forbid`) one of its sub cards to show its pushes, or unbinds it (`unbind`, answers null); the sub is told (JSON body)',
    ),
    cancelPush: jsonPost(`${EDIT}/master/cancelPush.xhtml`, ZCancelPushBody, ZMirrorPush, mirror, 'A master cancels one of its pushes: its sub cards stop showing it at once (JSON body)'),
    // --- form calls ---
    push: formPost(`${EDIT}/push.xhtml`, ZMirrorPushBody, ZMirrorPushed, 'user', {
      needs: mirrorOnce,
      summary: 'A master pushes one content type: a snapshot of its current rows is stored, its bound sub cards that allow the type show it and are told',
    }),
    upgradeMaster: formPost(`${EDIT}/upgradeMaster.xhtml`, ZMirrorPageBody, ZMirrorDone, 'user', { needs: mirrorOnce, summary: 'Become a master card (VIP; a sub card cannot)' }),
    unUpgradeMirror: formPost(`${EDIT}/unUpgradeMirror.xhtml`, ZMirrorPageBody, ZMirrorDone, 'user', { needs: mirror, summary: 'Undo the master card: only with no linked sub cards' }),
    mirror: formPost(`${EDIT}/mirror.xhtml`, ZMirrorBindBody, ZMirrorRequest, 'user', {
      needs: mirrorOnce,
      summary:
        "Ask to bind the caller's card as a sub card of the master named by phoneIdEcr (it must be a master; one master per sub; not one's own card): a pending request the master approves or refuses; asking again while it waits answers the same request; after a refusal the same master may be asked again only after LIMITS.network.mirrorRetryAfterRefuseHours (MIRROR_REFUSED_RECENTLY with data.retryAt); both are told",
    }),
    switchPromotionVersion: formPost(`${EDIT}/switchPromotionVersion.xhtml`, ZSwitchPromotionVersionBody, ZMirrorDone, 'user', {
      needs: mirror,
      summary: 'A sub card switches its version: standard or promotion',
    }),
    // --- /mirror/* consent (issue 31) ---
    mirrorRequestList: formPost('/mirror/mirrorRequestList.xhtml', ZMirrorPageBody, ZMirrorRequestPage, 'user', {
      needs: mirror,
      summary: "Ours: a master's binding requests waiting for its answer, newest first, by page (person: the requesting card)",
    }),
    answerMirrorRequest: formPost('/mirror/answerMirrorRequest.xhtml', ZMirrorAnswerBody, ZMirrorSub.nullable(), 'user', {
      needs: mirror,
      summary:
        'Ours: a master approves (`approve`: the card becomes its sub, answers the sub) or refuses (`refuse`, answers null) the pending request of the card named by phoneIdEcr; both are told',
    }),
    withdrawMirrorRequest: formPost('/mirror/withdrawMirrorRequest.xhtml', ZMirrorPageBody, ZMirrorDone, 'user', {
      summary: 'Ours: a card withdraws its pending binding request (the master is told); open without the module so a lapsed VIP can still take it back',
    }),
    leaveMirror: formPost('/mirror/leaveMirror.xhtml', ZMirrorPageBody, ZMirrorDone, 'user', {
      summary: "Ours: a sub card leaves its master (the master is told; the pushed content leaves the sub's page); open without the module so a lapsed VIP can still leave",
    }),
    // --- /mirror/* lists ---
    getMyMirrorState: formPost('/mirror/getMyMirrorState.xhtml', ZMirrorPageBody, ZMirrorState, 'user', {
      summary: "Ours: the caller's mirror role, VIP, version, master or sub count, switches (the entry screen; open to every user, the screen offers the unlock while module 36 is locked)",
    }),
    mirrorHistoryList: formPost('/mirror/mirrorHistoryList.xhtml', ZMirrorHistoryBody, ZMirrorPushPage, 'user', {
      needs: mirror,
      summary: "Ours: a master's pushes, newest first (keyset feed)",
    }),
    mirrorBindRelationship: formPost('/mirror/mirrorBindRelationship.xhtml', ZMirrorPageBody, ZMirrorBindRelationship, 'user', {
      needs: mirror,
      summary: "Ours: who is bound to whom for the caller: a sub's master, a master's sub cards by page",
    }),
    searchMotherUser: formPost('/mirror/searchMotherUser.xhtml', ZMirrorSearchBody, ZMirrorPersonPage, 'user', {
      needs: mirror,
      summary: "Ours: master cards whose card name holds the keyword, for a would-be sub card (users who refuse strangers' search are left out)",
    }),
    searchMirrorSonList: formPost('/mirror/searchMirrorSonList.xhtml', ZMirrorSearchBody, ZMirrorSubPage, 'user', {
      needs: mirror,
      summary: "Ours: the caller's (a master's) sub cards whose card name holds the keyword",
    }),
    in2SearchMirrorSonList: formPost('/mirror/in2SearchMirrorSonList.xhtml', ZIn2SearchMirrorSonBody, ZMirrorPersonPage, 'user', {
      needs: mirror,
      summary: 'Ours: the sub cards of the master named by phoneIdEcr whose card name holds the keyword; for that master and its sub cards only',
    }),
    msgPushList: formPost('/mirror/msgPushList.xhtml', ZMsgPushBody, ZMirrorPushPage, 'user', {
      needs: mirror,
      summary: 'Ours: the pushes a sub card received from its master (named by phoneIdEcr), newest first, each saying whether the page shows it (the /msgPush/:phoneIdEcr screen)',
    }),
  },
  { commonResponses },
);
