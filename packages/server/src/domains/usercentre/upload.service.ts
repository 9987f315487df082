import sharp from 'sharp';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { usercentreRepository } from './usercentre.repository';
import { checkAvatarFile } from './usercentre.rules';

const AVATAR_PX = 256;

/** Avatar uploads and the upload token for direct uploads to file storage. */
export function uploadService(ctx: AppContext) {
  const repo = usercentreRepository(ctx.db);

  /** Checks the real bytes, crops to a centred square of 256px, stores under an opaque key, saves the URL. */
  async function uploadAvatar(userId: string, bytes: Uint8Array) {
    checkAvatarFile(bytes);
    let out: Buffer;
    try {
      out = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate() // honour EXIF orientation before cropping
        .resize(AVATAR_PX, AVATAR_PX, { fit: 'cover', position: 'centre' })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      // Right magic bytes, unreadable image: the same answer as any other non-image.
      throw new DomainError('UPLOAD_TYPE_ERROR', { field: 'file' });
    }
    const stored = await ctx.providers.storage.put(`avatars/${ctx.ids.id()}.webp`, out, 'image/webp');
    await repo.setAvatar(userId, stored.url);
    return { avatarUrl: stored.url, width: AVATAR_PX, height: AVATAR_PX };
  }

  const uploadToken = (userId: string) => ctx.providers.storage.uploadToken(userId, ctx.clock.now());

  return { uploadAvatar, uploadToken };
}
