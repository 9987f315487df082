import type { UploadPurpose } from '@card/contract';
import type { AppContext } from '../../context';
import { usercentreRepository } from './usercentre.repository';
import { storeImage } from '../../lib/image-file';
import { releaseFiles, signUploadToken, uploadRouteOf } from '../../core/uploads';

const AVATAR_PX = 256;

/** Avatar uploads and the signed upload token. */
export function uploadService(ctx: AppContext) {
  const repo = usercentreRepository(ctx.db);

  /**
   * Checks the real bytes, crops to a centred square of 256px, stores under an opaque key, saves the URL; the
   * replaced avatar's file goes (an external one, a WeChat picture, is left alone).
   */
  async function uploadAvatar(userId: string, bytes: Uint8Array) {
    const previous = await repo.avatarOf(userId);
    const avatarUrl = await storeImage(ctx, bytes, 'avatars', { format: 'webp', fit: 'square', size: AVATAR_PX }, { userId, purpose: 'avatar' });
    await repo.setAvatar(userId, avatarUrl);
    await releaseFiles(ctx, [previous]);
    return { avatarUrl, width: AVATAR_PX, height: AVATAR_PX };
  }

  /** A token that the purpose's upload route accepts in place of a session until it expires (core/uploads). */
  function uploadToken(userId: string, purpose: UploadPurpose) {
    const { token, expiresAt } = signUploadToken(ctx.config.uploadTokenSecret, userId, purpose, ctx.clock.now());
    return { token, expiresAt: expiresAt.toISOString(), uploadUrl: uploadRouteOf(purpose) };
  }

  return { uploadAvatar, uploadToken };
}
