import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { LIMITS } from '../common/limits';
import { ZDeletedAnswer } from './network-exchange.schemas';
import { ZCardScan, ZCardScanIdBody, ZCardScanPage, ZCardScanQuery, ZPaperContactsBody, ZSaveCardScanBody, ZUploadCardScanBody } from './network-scan.schemas';

const L = LIMITS.network;
/** A card photo, and optionally its back: kept with the scan (the contact's card picture). */
const CARD_PHOTOS = { files: 2, maxBytes: L.scanPhotoMaxBytes, types: L.scanPhotoTypes, purpose: 'cardScan' };

/**
 * The network, paper card part (issue 34): a photo of a paper card is read on the server (a queued task, one at a time
 * per instance, a daily budget per user), its fields proposed, corrected by the user and saved as a contact of the
 * address book with the picture. All calls are ours; someone else's scan id answers NOT_FOUND.
 */
export const networkScanContract = c.router(
  {
    uploadCardScan: {
      method: 'POST',
      path: '/scanCard/uploadCardScan.xhtml',
      contentType: MULTIPART,
      body: ZUploadCardScanBody,
      responses: { 200: envelope(ZCardScan) },
      metadata: meta('user', 'main', { upload: CARD_PHOTOS }),
      summary:
        "Ours: a paper card's photo (multipart `file`, optional `back` for the other side) is kept and queued for reading; answers the scan (poll getCardScan). SCAN_DAILY_BUDGET past the day's scans",
    },
    getCardScan: {
      method: 'GET',
      path: '/scanCard/getCardScan.xhtml',
      query: ZCardScanQuery,
      responses: { 200: envelope(ZCardScan) },
      metadata: meta('user', 'main'),
      summary:
        "Ours: one of the caller's scans: status (queued, running, done, failed, saved), progress 0-100, the proposed fields, the photos; a failed or empty read says so (SCAN_READ_FAILED) and keeps the photo",
    },
    saveCardScan: formPost('/scanCard/saveCardScan.xhtml', ZSaveCardScanBody, ZCardScan, 'user', {
      needs: { idempotent: true },
      summary: 'Ours: the corrected fields of a read (or failed) scan saved as a paper card contact of the address book, with its photo; replaying answers the saved one',
    }),
    discardCardScan: formPost('/scanCard/discardCardScan.xhtml', ZCardScanIdBody, ZDeletedAnswer, 'user', {
      summary: "Ours: drop one of the caller's scans not saved yet, with its photos (it still counts towards the day's scans)",
    }),
    findPaperContacts: formPost('/scanCard/findPaperContacts.xhtml', ZPaperContactsBody, ZCardScanPage, 'user', {
      summary: "Ours: the caller's paper card contacts (saved scans), newest first",
    }),
  },
  { commonResponses },
);
