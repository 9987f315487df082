import { LIMITS } from './limits';
import type { UploadLimits } from './bases';

/**
 * What stored files are for: each names the upload route a token of that purpose opens, and the purpose is
 * recorded with every stored file. A later area adds its purposes here (announcement images, complaint pictures).
 */
export const UPLOAD_PURPOSES = [
  'avatar',
  'wechatQr',
  'background',
  'albumPhoto',
  'circleBulletinImage',
  'circleBulletinVideo',
  'circleComplaintPicture',
  'circleAvatar',
  // Programmes (issue 18, persona part): an avatar-nickname custom's avatar picture.
  'personaAvatar',
  // Content (issue 14): the picture library (every content module picks its images there), own photo material, generated
  // posters (written by the server), a micro page's video block.
  'picture',
  'materialPhoto',
  'poster',
  'pageVideo',
  // Micro video (issue 15): the raw upload (temporary, one day), the transcoded MP4 and its cover (written by the server),
  // a complaint's evidence pictures.
  'videoRaw',
  'video',
  'videoComplaintPicture',
  // Customer service (issue 17, tickets part): a ticket's proof pictures (vouchers) and an addition's pictures.
  'serviceVoucher',
  // Customer service (issue 17): a complaint's evidence pictures.
  'complaintPicture',
  // Programmes (issue 18, promotion part): an invite reward claim's document pictures.
  'inviteDocument',
  // Card layouts (issue 35): a company's logo (the company layout).
  'companyLogo',
  // Network (issue 34): a paper card's photos, kept as the scanned contact's card picture.
  'cardScan',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Purposes only the server writes (drawn posters, transcoded videos): no upload route takes them, so no token opens one. */
export const SERVER_WRITTEN_PURPOSES = ['poster', 'video'] as const satisfies readonly UploadPurpose[];
/** The purposes a client may ask an upload token for: every purpose an upload route declares. */
export type TokenPurpose = Exclude<UploadPurpose, (typeof SERVER_WRITTEN_PURPOSES)[number]>;
export const TOKEN_PURPOSES = UPLOAD_PURPOSES.filter((p): p is TokenPurpose => !(SERVER_WRITTEN_PURPOSES as readonly string[]).includes(p)) as [TokenPurpose, ...TokenPurpose[]];

/** The header a signed upload token travels in; an upload route accepts it instead of a session, for its purpose. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** A single-image route's limits: one file, the image size cap, the image types (sniffed from the bytes). */
export const imageUpload = (purpose: UploadPurpose, files = 1): UploadLimits => ({
  files,
  maxBytes: LIMITS.upload.imageMaxBytes,
  types: LIMITS.upload.imageTypes,
  purpose,
});
