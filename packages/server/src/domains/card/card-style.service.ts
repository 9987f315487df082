import type { TPageQuery, ThemeId } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { sha256 } from '../../lib/hash';
import { cardRepository } from './card.repository';
import { cardStyleRepository } from './card-style.repository';
import { backgroundChoice, ownBackgroundKey, searchKeyword } from './card-style.rules';
import { builtinBackgrounds, themeOptions } from './style-catalogue';
import { storeImage } from '../../core/images';
import { releaseOthers } from '../../core/uploads';

/** Theme, background and music of the card. */
export function cardStyleService(ctx: AppContext) {
  const cards = cardRepository(ctx.db);
  const repo = cardStyleRepository(ctx.db);
  /** The folder of a user's own backgrounds: a hash, so the URL does not reveal who the user is. */
  const ownerTag = (userId: string) => sha256(`background:${userId}`).slice(0, 16);

  async function imageList(userId: string) {
    const [backgrounds, fields] = await Promise.all([builtinBackgrounds(ctx.providers.storage), cards.fieldsOf(userId)]);
    const backgroundUrl = fields?.backgroundUrl ?? '';
    return {
      themes: themeOptions(),
      backgrounds,
      current: { themeId: fields?.themeId ?? 'classic', backgroundUrl },
      uploaded: ownBackgroundKey(backgroundUrl, ownerTag(userId)) ? backgroundUrl : null,
    };
  }

  const updateTheme = async (userId: string, themeId: ThemeId) => ({ themeId: (await cards.saveFields(userId, { themeId })).themeId });

  /** A user keeps one own background: a new upload replaces the previous one, whose file goes. */
  async function uploadBackground(userId: string, bytes: Uint8Array) {
    const url = await storeImage(ctx, bytes, `backgrounds/${ownerTag(userId)}`, 'webp', { userId, purpose: 'background' });
    await cards.saveFields(userId, { backgroundUrl: url });
    await releaseOthers(ctx, userId, 'background', url);
    return { url };
  }

  async function updateBackground(userId: string, backgroundUrl: string) {
    const builtins = (await builtinBackgrounds(ctx.providers.storage)).map((b) => b.url);
    const key = ownBackgroundKey(backgroundUrl, ownerTag(userId));
    const choice = backgroundChoice(backgroundUrl, builtins, key);
    // An own URL must also point at a file that was really stored.
    if (choice === 'own' && !(await ctx.providers.storage.read(key!))) throw new DomainError('CARD_BACKGROUND_INVALID', { field: 'backgroundUrl' });
    return { backgroundUrl: (await cards.saveFields(userId, { backgroundUrl })).backgroundUrl };
  }

  async function musics(category: string, q: TPageQuery) {
    const c = category || undefined;
    const [categories, list, total] = await Promise.all([repo.musicCategories(), repo.musics(c, pageArgs(q)), repo.musicCount(c)]);
    return { categories, ...pageResult(list, total, q) };
  }

  /** Nothing matching at all is the legacy "no search result" answer; a page past the end is just empty. */
  async function searchMusics(keyword: string, q: TPageQuery) {
    const k = searchKeyword(keyword);
    const [categories, list, total] = await Promise.all([repo.musicCategories(), repo.searchMusics(k, pageArgs(q)), repo.searchCount(k)]);
    if (total === 0) throw new DomainError('NO_SEARCH_RESULT', { field: 'keyword' });
    return { categories, ...pageResult(list, total, q) };
  }

  async function updateMusic(userId: string, musicId: string) {
    if (musicId && !(await repo.musicExists(musicId))) throw new DomainError('NOT_FOUND', { field: 'musicId' });
    return { musicId: (await cards.saveFields(userId, { musicId })).musicId };
  }

  return { imageList, updateTheme, uploadBackground, updateBackground, musics, searchMusics, updateMusic };
}
