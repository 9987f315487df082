import type { AppContext } from '../../context';
import { usercentreRepository } from './usercentre.repository';
import { storeImage } from '../../lib/image-file';

const AVATAR_PX = 256;

/** Avatar uploads and the upload token for direct uploads to file storage. */
export function uploadService(ctx: AppContext) {
  const repo = usercentreRepository(ctx.db);

  /** Checks the real bytes, crops to a centred square of 256px, stores under an opaque key, saves the URL. */
  async function uploadAvatar(userId: string, bytes: Uint8Array) {
    const avatarUrl = await storeImage(ctx, bytes, 'avatars', { format: 'webp', fit: 'square', size: AVATAR_PX });
    await repo.setAvatar(userId, avatarUrl);
    return { avatarUrl, width: AVATAR_PX, height: AVATAR_PX };
  }

  const uploadToken = (userId: string) => ctx.providers.storage.uploadToken(userId, ctx.clock.now());

  return { uploadAvatar, uploadToken };
}
