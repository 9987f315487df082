import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { LIMITS } from '../common/limits';
import { searchEnvelope } from '../common/search';
import {
  ZAddContactLabelBody,
  ZAddressBookBody,
  ZApplyExchangeBody,
  ZContactLabel,
  ZContactLabelRefs,
  ZContactLabels,
  ZContactPage,
  ZContactsByLabelBody,
  ZDecodeCardQrBody,
  ZDecodedCardQr,
  ZDeletedAnswer,
  ZDepartmentBook,
  ZExchangePersonBody,
  ZExchangeRequestPage,
  ZExchangeRequestsBody,
  ZExchangeStateAnswer,
  ZFoundCardUsers,
  ZLabelIdBody,
  ZSearchCardUserBody,
  ZSearchFriendsBody,
  ZSetContactLabelsBody,
} from './network-exchange.schemas';

const IDEMPOTENT = { idempotent: true };
/** The picture of a QR code to decode: one image, never stored (the purpose only names it in the upload checks). */
const QR_PICTURE = { files: 1, maxBytes: LIMITS.upload.imageMaxBytes, types: LIMITS.upload.imageTypes, purpose: 'cardQrScan' };

/** The network, exchange part (issue 13). Calls the spec does not name carry a summary starting "Ours:". */
export const networkExchangeContract = c.router(
  {
    // --- card exchange ---
    applyExchangeCard: formPost('/rel/applyExchangeCard.xhtml', ZApplyExchangeBody, ZExchangeStateAnswer, 'user', {
      needs: IDEMPOTENT,
      summary:
        'Ours: ask another user to exchange cards (own card OWN_CARD; their privacy USER_PRIVACY; a colleagues-only company EXCHANGE_COLLEAGUES_ONLY; already exchanged EXCHANGE_DONE); an open request answers itself, and one from them is accepted',
    }),
    agreeExchangeCard: formPost('/rel/agreeExchangeCard.xhtml', ZExchangePersonBody, ZExchangeStateAnswer, 'user', {
      needs: IDEMPOTENT,
      summary: "Ours: the receiver accepts the open request from phoneIdEcr: each gets the other's card in the address book",
    }),
    refuseExchangeCard: formPost('/rel/refuseExchangeCard.xhtml', ZExchangePersonBody, ZExchangeStateAnswer, 'user', {
      summary: 'Ours: the receiver declines the open request from phoneIdEcr',
    }),
    cancelExchangeCard: formPost('/rel/cancelExchangeCard.xhtml', ZExchangePersonBody, ZExchangeStateAnswer, 'user', {
      summary: 'Ours: the sender withdraws their open request to phoneIdEcr',
    }),
    findExchangeState: formPost('/rel/findExchangeState.xhtml', ZExchangePersonBody, ZExchangeStateAnswer, 'user', {
      summary: 'Ours: where the caller stands with a card (own, none, pending-sent, pending-received, exchanged)',
    }),
    findExchangeRequests: formPost('/rel/findExchangeRequests.xhtml', ZExchangeRequestsBody, ZExchangeRequestPage, 'user', {
      summary: 'Ours: exchange requests received or sent, newest first, with the count still awaiting the caller',
    }),
    // --- address book ---
    addRessBook: formPost('/rel/addRessBook.xhtml', ZAddressBookBody, ZContactPage, 'user', {
      summary: "The address book: friends (my cards, newest first, optionally by label) or colleagues (my company's members who allow it)",
    }),
    searchFriends: formPost('/rel/searchFriends.xhtml', ZSearchFriendsBody, ZContactPage, 'user', {
      summary: 'My cards whose name contains the keyword (not blank), newest first; NO_SEARCH_RESULT when none',
    }),
    department: formPost('/rel/department.xhtml', ZNoBody, ZDepartmentBook, 'user', {
      summary: 'My company\'s colleagues grouped by department ("未分组" for members without one)',
    }),
    deleteContact: formPost('/rel/deleteContact.xhtml', ZExchangePersonBody, ZDeletedAnswer, 'user', {
      summary: 'Ours: remove a card from my address book (with my labels on it)',
    }),
    searchCardUser: {
      ...formPost('/rel/searchCardUser.xhtml', ZSearchCardUserBody, ZFoundCardUsers, 'user', {
        needs: { vip: true, vipCode: 'SEARCH_NEED_VIP' },
        summary: 'Ours: card users by card name or an 11-digit mainland mobile (VIP; honours "allow strangers to search"; status 1666666)',
      }),
      responses: { 200: searchEnvelope(ZFoundCardUsers) },
    },
    // --- labels ---
    findContactLabels: formPost('/label/findContactLabels.xhtml', ZNoBody, ZContactLabels, 'user', {
      summary: 'Ours: my contact labels with how many cards carry each',
    }),
    addContactLabel: formPost('/label/addContactLabel.xhtml', ZAddContactLabelBody, ZContactLabel, 'user', {
      needs: IDEMPOTENT,
      summary: 'Ours: a new label (1-10 characters, unique per owner, at most 30)',
    }),
    delContactLabel: formPost('/label/delContactLabel.xhtml', ZLabelIdBody, ZDeletedAnswer, 'user', {
      summary: 'Ours: delete one of my labels (the cards keep everything else)',
    }),
    setContactLabels: formPost('/label/setContactLabels.xhtml', ZSetContactLabelsBody, ZContactLabelRefs, 'user', {
      summary: 'Ours: replace the labels of one of my address-book entries (comma list of my label ids, at most 10)',
    }),
    findContactsByLabel: formPost('/label/findContactsByLabel.xhtml', ZContactsByLabelBody, ZContactPage, 'user', {
      summary: 'Ours: my cards carrying one of my labels, newest first',
    }),
    // --- export ---
    exportAddressBook: {
      method: 'GET',
      path: '/addressbook/exportAddressBook.csv',
      responses: { 200: c.otherResponse({ contentType: 'text/csv; charset=utf-8', body: c.type<string>() }) },
      metadata: meta('user'),
      summary: 'Ours: my address book as CSV (UTF-8 with BOM, Chinese header: name, company, position, mobile, email; hidden phones left out)',
    },
    exportAddressBookVcard: {
      method: 'GET',
      path: '/addressbook/exportAddressBook.vcf',
      responses: { 200: c.otherResponse({ contentType: 'text/vcard; charset=utf-8', body: c.type<string>() }) },
      metadata: meta('user'),
      summary: 'Ours: my address book as vCard 3.0, one VCARD per card (hidden phones left out)',
    },
    // --- scan ---
    decodeCardQr: {
      method: 'POST',
      path: '/scanQr/decodeCardQr.xhtml',
      contentType: MULTIPART,
      body: ZDecodeCardQrBody,
      responses: { 200: envelope(ZDecodedCardQr) },
      metadata: meta('user', 'main', { upload: QR_PICTURE }),
      summary: 'Ours: read the card QR code in a picture (multipart field `file`; the camera fallback): the card it links to',
    },
  },
  { commonResponses },
);
