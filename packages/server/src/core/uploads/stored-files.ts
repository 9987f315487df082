import type { AppContext } from '../../context';
import { storedFilesRepository } from './stored-files.repository';
import { assertQuota, storageFailureCode } from './uploads.rules';
import type { ErrorCode } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** Who a stored file belongs to and what it is for (the purpose names the route's `upload.purpose`). */
export interface FileOwner {
  userId: string;
  purpose: string;
}

/**
 * Stores a file for a user: the quota is checked and the row recorded in one transaction (so two uploads at once
 * cannot both slip under the quota), then the bytes are written; a failed write takes its row back. Returns the
 * public URL.
 */
export async function storeFile(ctx: AppContext, owner: FileOwner, key: string, bytes: Buffer, contentType: string, field = 'file') {
  await ctx.db.$transaction(async (tx) => {
    const repo = storedFilesRepository(tx);
    assertQuota(await repo.usedBytes(owner.userId), bytes.length, field);
    await repo.record({ key, userId: owner.userId, purpose: owner.purpose, bytes: bytes.length, createdAt: ctx.clock.now() });
  });
  try {
    return (await ctx.providers.storage.put(key, bytes, contentType)).url;
  } catch (err) {
    await storedFilesRepository(ctx.db).forget(key);
    const code = storageFailureCode(err);
    throw code ? new DomainError(code, { field }) : err;
  }
}

/**
 * Removes the files behind URLs that were replaced or deleted, with their rows. External URLs (a WeChat avatar)
 * and built-in files are left alone. Runs after the owning row changed: a failure leaves an orphan file, never a
 * record pointing at nothing, so it is not raised.
 */
export async function releaseFiles(ctx: AppContext, urls: readonly (string | null | undefined)[]) {
  const keys = urls.map((u) => (u ? ctx.providers.storage.keyOf(u) : null)).filter((k): k is string => k !== null && !k.startsWith('builtin/'));
  await removeKeys(ctx, keys);
}

async function removeKeys(ctx: AppContext, keys: string[]) {
  const repo = storedFilesRepository(ctx.db);
  await Promise.all(
    keys.map((key) =>
      repo
        .forget(key)
        .then(() => ctx.providers.storage.remove(key))
        .catch(() => undefined),
    ),
  );
}

/**
 * Removes every file a user keeps for one purpose except `keepUrl`: for purposes where a user holds one file
 * at a time even when it is not in use (the own background stays choosable after switching to a built-in one).
 */
export async function releaseOthers(ctx: AppContext, userId: string, purpose: string, keepUrl: string) {
  const keep = ctx.providers.storage.keyOf(keepUrl);
  await removeKeys(
    ctx,
    (await storedFilesRepository(ctx.db).keysOf(userId, purpose)).filter((k) => k !== keep),
  );
}

/**
 * A field that names a stored file takes a reference only after this check: the key is recorded as stored by this
 * user for this purpose. A URL or key of someone else's file, of a file never stored, or of another purpose is not.
 */
export const ownsStoredFile = (ctx: AppContext, userId: string, key: string, purpose: string) => storedFilesRepository(ctx.db).owns(userId, key, purpose);

/** Which of `keys` this user stored for any of `purposes` (the check behind a list of references, one query). */
export const ownedStoredFiles = (ctx: AppContext, userId: string, keys: string[], purposes: readonly string[]) => storedFilesRepository(ctx.db).ownedOf(userId, keys, purposes);

/**
 * A list field of file URLs takes only files this user stored for one of `purposes` (one query). Answers their
 * storage keys, in order; any other URL (someone else's file, an outside address, another purpose) refuses the whole
 * list with `code` naming `field`.
 */
export async function assertOwnStoredFiles(
  ctx: AppContext,
  userId: string,
  urls: readonly string[],
  purposes: readonly string[],
  refusal: { code: ErrorCode; field: string },
): Promise<string[]> {
  if (urls.length === 0) return [];
  const keys = urls.map((u) => ctx.providers.storage.keyOf(u));
  const known = keys.filter((k): k is string => k !== null);
  const owned = known.length === keys.length ? await ownedStoredFiles(ctx, userId, [...new Set(known)], purposes) : new Set<string>();
  if (keys.some((k) => k === null || !owned.has(k))) throw new DomainError(refusal.code, { field: refusal.field });
  return known;
}

/** The keys a user keeps for one purpose (e.g. the own background, still choosable when not in use). */
export const storedKeysOf = (ctx: AppContext, userId: string, purpose: string) => storedFilesRepository(ctx.db).keysOf(userId, purpose);
