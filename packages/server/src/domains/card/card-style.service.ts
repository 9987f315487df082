import type { Lang, TPageQuery, ThemeId } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { sha256 } from '../../lib/hash';
import { cardRepository } from './card.repository';
import { cardStyleRepository } from './card-style.repository';
import { backgroundRefOf, backgroundUrlOf, searchKeyword, storedBackground } from './card-style.rules';
import { builtinBackgrounds, themeOptions } from './style-catalogue';
import { musicInLang } from './music.rules';
import { storeImage } from '../../core/images';
import { ownsStoredFile, releaseOthers, storedKeysOf } from '../../core/uploads';

/** Theme, background and music of the card. */
export function cardStyleService(ctx: AppContext) {
  const cards = cardRepository(ctx.db);
  const repo = cardStyleRepository(ctx.db);
  /** The folder of a user's own backgrounds: a hash, so the URL does not reveal who the user is. */
  const ownerTag = (userId: string) => sha256(`background:${userId}`).slice(0, 16);

  const storage = ctx.providers.storage;
  const urlOf = async (stored: string) => backgroundUrlOf(stored, await builtinBackgrounds(storage), (key) => storage.urlOf(key));

  async function imageList(userId: string) {
    const [backgrounds, fields, ownKeys] = await Promise.all([builtinBackgrounds(storage), cards.fieldsOf(userId), storedKeysOf(ctx, userId, 'background')]);
    return {
      themes: themeOptions(),
      backgrounds,
      current: { themeId: fields?.themeId ?? 'classic', backgroundUrl: await urlOf(fields?.backgroundRef ?? '') },
      // The own upload stays choosable after switching to a built-in one (a user keeps one, see uploadBackground).
      uploaded: ownKeys[0] ? storage.urlOf(ownKeys[0]) : null,
    };
  }

  const updateTheme = async (userId: string, themeId: ThemeId) => ({ themeId: (await cards.saveFields(userId, { themeId })).themeId });

  /** A user keeps one own background: a new upload replaces the previous one, whose file goes. */
  async function uploadBackground(userId: string, bytes: Uint8Array) {
    const url = await storeImage(ctx, bytes, `backgrounds/${ownerTag(userId)}`, 'webp', { userId, purpose: 'background' });
    await cards.saveFields(userId, { backgroundRef: storedBackground({ kind: 'file', key: storage.keyOf(url)! }) });
    await releaseOthers(ctx, userId, 'background', url);
    return { url };
  }

  /**
   * The reference is stored, never the caller's string: a built-in id, or a file recorded as the caller's own
   * background upload. The answer is the URL derived from what was stored.
   */
  async function updateBackground(userId: string, value: string) {
    const ref = backgroundRefOf(value, await builtinBackgrounds(storage), (url) => storage.keyOf(url));
    if (ref.kind === 'file' && !(await ownsStoredFile(ctx, userId, ref.key, 'background'))) {
      throw new DomainError('CARD_BACKGROUND_INVALID', { field: 'backgroundUrl' });
    }
    const saved = await cards.saveFields(userId, { backgroundRef: storedBackground(ref) });
    return { backgroundUrl: await urlOf(saved.backgroundRef) };
  }

  /** The catalogue lists answer in the caller's language (names and singers are stored in both). */
  async function musics(category: string, q: TPageQuery, lang: Lang) {
    const c = category || undefined;
    const [categories, list, total] = await Promise.all([repo.musicCategories(), repo.musics(c, pageArgs(q)), repo.musicCount(c)]);
    return {
      categories,
      ...pageResult(
        list.map((m) => musicInLang(m, lang)),
        total,
        q,
      ),
    };
  }

  /** Nothing matching at all is the legacy "no search result" answer; a page past the end is just empty. */
  async function searchMusics(keyword: string, q: TPageQuery, lang: Lang) {
    const k = searchKeyword(keyword);
    const [categories, list, total] = await Promise.all([repo.musicCategories(), repo.searchMusics(k, pageArgs(q)), repo.searchCount(k)]);
    if (total === 0) throw new DomainError('NO_SEARCH_RESULT', { field: 'keyword' });
    return {
      categories,
      ...pageResult(
        list.map((m) => musicInLang(m, lang)),
        total,
        q,
      ),
    };
  }

  async function updateMusic(userId: string, musicId: string) {
    if (musicId && !(await repo.musicExists(musicId))) throw new DomainError('NOT_FOUND', { field: 'musicId' });
    return { musicId: (await cards.saveFields(userId, { musicId })).musicId };
  }

  return { imageList, updateTheme, uploadBackground, updateBackground, musics, searchMusics, updateMusic };
}
