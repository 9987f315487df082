import { LIMITS, type TAddNicknameCustomBody } from '@card/contract';
import type { AppContext } from '../../../context';
import { textFilter } from '../../../core/text-filter';
import { assertOwnStoredFiles, releaseFiles } from '../../../core/uploads';
import { DomainError } from '../../../lib/domain-error';
import { storeImage } from '../../../lib/image-file';
import { cardService } from '../../card';
import { uploadService } from '../../usercentre';
import { personaRepository } from './persona.repository';
import { assertAllOwned, assertCustomRoom, assertOwnCustom, customView, type CustomRow } from './persona.rules';

/**
 * Avatar-nickname customs (issue 18, spec section 7: find, add, batch delete, set default): saved pairs a user
 * switches the card to. The default is one column of the user's one state row, so there is exactly one (or none)
 * by construction. Setting it applies the pair through the card's and the user centre's own services: the name
 * by cardService.updateName, the picture re-stored as the avatar by uploadService.uploadAvatar (a copy: replacing
 * the avatar later releases that copy, never the custom's picture).
 */
const L = LIMITS.programmePersona;
const PURPOSE = 'personaAvatar';
/** Rounds of "the default changed under me, apply the newer one" before giving up (two taps at once need one). */
const SETTLE_ROUNDS = 3;

export function customsService(ctx: AppContext) {
  const repo = personaRepository(ctx.db);

  async function uploadPicture(userId: string, bytes: Uint8Array) {
    const url = await storeImage(ctx, bytes, 'persona-avatars', { format: 'webp', fit: 'square', size: L.customAvatarPx }, { userId, purpose: PURPOSE });
    return { url };
  }

  async function list(userId: string) {
    const [rows, state] = await Promise.all([repo.customs(userId), repo.stateOf(userId)]);
    return { items: rows.map((r) => customView(r, state?.defaultCustomId ?? null)), max: L.maxCustoms };
  }

  async function add(userId: string, body: TAddNicknameCustomBody) {
    await textFilter(ctx).assertClean(body.nickname, 'nickname');
    await assertOwnStoredFiles(ctx, userId, [body.avatarUrl], [PURPOSE], { code: 'PERSONA_AVATAR_INVALID', field: 'avatarUrl' });
    const now = ctx.clock.now();
    const row = await ctx.db.$transaction(async (tx) => {
      const r = personaRepository(tx);
      // Writing the user's state row first makes one user's adds take turns, so two at once cannot both pass the count.
      await r.saveState(userId, { updatedAt: now });
      assertCustomRoom(await r.customCount(userId));
      return r.createCustom({ id: ctx.ids.id(), userId, nickname: body.nickname, avatarUrl: body.avatarUrl, createdAt: now });
    });
    return customView(row, null);
  }

  /** All of the ids or none: one not the caller's refuses the batch before anything is deleted. */
  async function batchDelete(userId: string, ids: readonly string[]) {
    const unique = [...new Set(ids)];
    const now = ctx.clock.now();
    const gone = await ctx.db.$transaction(async (tx) => {
      const r = personaRepository(tx);
      const owned = await r.ownedOf(userId, unique);
      assertAllOwned(unique, new Set(owned.map((o) => o.id)));
      await r.deleteCustoms(userId, unique);
      await r.clearDefaultAmong(userId, unique, now);
      return owned;
    });
    // A picture another kept pair still names stays.
    const kept = new Set((await repo.customs(userId)).map((c) => c.avatarUrl));
    await releaseFiles(
      ctx,
      gone.map((g) => g.avatarUrl).filter((u) => !kept.has(u)),
    );
    return { deleted: gone.length };
  }

  /** Puts one pair on the card: the picture re-stored as the avatar, the nickname as the card name. */
  async function applyToCard(userId: string, custom: CustomRow) {
    const key = ctx.providers.storage.keyOf(custom.avatarUrl);
    const bytes = key ? await ctx.providers.storage.read(key) : null;
    if (!bytes) throw new DomainError('PERSONA_AVATAR_INVALID', { field: 'id' });
    const { avatarUrl } = await uploadService(ctx).uploadAvatar(userId, bytes);
    const { name } = await cardService(ctx).updateName(userId, custom.nickname);
    return { name, avatarUrl };
  }

  /**
   * The state row names the default (the last set wins). Applying to the card happens after, so when two set at
   * once the card could end with the loser's pair; each caller therefore re-reads the default after applying and,
   * when it changed, applies the newer one too: the card ends showing the default.
   */
  async function setDefault(userId: string, id: string) {
    let custom = await repo.custom(id);
    assertOwnCustom(custom, userId);
    await repo.saveState(userId, { defaultCustomId: custom.id, updatedAt: ctx.clock.now() });
    let shown = await applyToCard(userId, custom);
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      const current = (await repo.stateOf(userId))?.defaultCustomId ?? null;
      if (!current || current === custom.id) break;
      const newer = await repo.custom(current);
      if (!newer) break;
      custom = newer;
      shown = await applyToCard(userId, custom);
    }
    const state = await repo.stateOf(userId);
    return { custom: customView(custom, state?.defaultCustomId ?? null), ...shown };
  }

  return { uploadPicture, list, add, batchDelete, setDefault };
}
