import { LIMITS } from './limits';
import type { UploadLimits } from './bases';

/**
 * What stored files are for: each names the upload route a token of that purpose opens, and the purpose is
 * recorded with every stored file. A later area adds its purposes here (announcement images, complaint pictures).
 */
export const UPLOAD_PURPOSES = ['avatar', 'wechatQr', 'background', 'albumPhoto', 'circleBulletinImage', 'circleBulletinVideo', 'circleComplaintPicture', 'circleAvatar',
  // Content (issue 14): the picture library (every content module picks its images there), own photo material, generated
  // posters (written by the server), a micro page's video block.
  'picture', 'materialPhoto', 'poster', 'pageVideo',
  // Micro video (issue 15): the raw upload (temporary, one day), the transcoded MP4 and its cover (written by the server),
  // a complaint's evidence pictures.
  'videoRaw', 'video', 'videoComplaintPicture'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The header a signed upload token travels in; an upload route accepts it instead of a session, for its purpose. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** A single-image route's limits: one file, the image size cap, the image types (sniffed from the bytes). */
export const imageUpload = (purpose: UploadPurpose, files = 1): UploadLimits => ({
  files, maxBytes: LIMITS.upload.imageMaxBytes, types: LIMITS.upload.imageTypes, purpose,
});
