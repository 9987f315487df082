import type { ThemeId } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import { cardRepository } from './card.repository';
import { cardStyleRepository } from './card-style.repository';
import { backgroundChoice, ownBackgroundKey, searchKeyword } from './card-style.rules';
import { builtinBackgrounds, themeOptions } from './style-catalogue';
import { storeImage } from './image-store';

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

  async function uploadBackground(userId: string, bytes: Uint8Array) {
    const url = await storeImage(ctx, bytes, `backgrounds/${ownerTag(userId)}`, 'webp');
    await cards.saveFields(userId, { backgroundUrl: url });
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

  async function musics(category: string) {
    const [categories, list] = await Promise.all([repo.musicCategories(), repo.musics(category || undefined)]);
    return { categories, musics: list };
  }

  async function searchMusics(keyword: string) {
    const k = searchKeyword(keyword);
    return { categories: await repo.musicCategories(), musics: await repo.searchMusics(k) };
  }

  async function updateMusic(userId: string, musicId: string) {
    if (musicId && !(await repo.musicExists(musicId))) throw new DomainError('NOT_FOUND', { field: 'musicId' });
    return { musicId: (await cards.saveFields(userId, { musicId })).musicId };
  }

  return { imageList, updateTheme, uploadBackground, updateBackground, musics, searchMusics, updateMusic };
}
