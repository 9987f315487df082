import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { ownedStoredFiles } from './stored-files';

/**
 * The images a user may place in what they publish (a micro page's blocks, an article, a case, a moments text, a
 * poster's picture, a product, an activity, a video's cover): files they stored in the picture library, their albums
 * or their own photo material, and the platform's built-in files (material and poster templates, under `builtin/`).
 * Every area checks its image references here before it writes them, so an image of someone else, or an outside URL,
 * is refused with the field named.
 */
export const CONTENT_IMAGE_PURPOSES = ['picture', 'albumPhoto', 'materialPhoto'] as const;

/** Refuses with NOT_FOUND naming `field` unless every non-empty URL is one of the caller's images (or built in). */
export async function assertOwnImages(ctx: AppContext, userId: string, urls: readonly (string | null | undefined)[], field: string): Promise<void> {
  const wanted = urls.filter((u): u is string => !!u);
  if (!wanted.length) return;
  const keys = wanted.map((u) => ctx.providers.storage.keyOf(u));
  if (keys.some((k) => k === null)) throw new DomainError('NOT_FOUND', { field });
  const stored = (keys as string[]).filter((k) => !k.startsWith('builtin/'));
  if (!stored.length) return;
  const owned = await ownedStoredFiles(ctx, userId, [...new Set(stored)], CONTENT_IMAGE_PURPOSES);
  if (stored.some((k) => !owned.has(k))) throw new DomainError('NOT_FOUND', { field });
}
