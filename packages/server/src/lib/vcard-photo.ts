import { loadSharp } from './sharp';

/**
 * The avatar as the vCard's embedded PHOTO: a 96 px square JPEG, small enough (a few kB, a few dozen folded lines)
 * that contact apps import it with the card, and JPEG because every vCard reader takes it. An image sharp cannot
 * read gives no photo rather than a failed download.
 */
export const VCARD_PHOTO_PX = 96;

export async function vcardPhoto(avatar: Buffer | null): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!avatar) return null;
  try {
    return await sharp(avatar).rotate().resize(VCARD_PHOTO_PX, VCARD_PHOTO_PX, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}
