import type { Lang, TPageQuery, TPhotoMaterial } from '@card/contract';
import type { AppContext } from '../../context';
import { storeImageWithThumbs, urlsWithThumbs } from '../../core/images';
import { releaseFiles } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { inLang } from '../../lib/platform-text';
import { albumsWithPhotos } from '../album';
import { libraryRepository } from './content-library.repository';
import { assertKnownLabels, assertLabelName, assertMaterialLabelRoom, distinctIds, keywordOf, keywordsOf } from './content-library.rules';
import { libraryPictures } from './content-library-pictures.service';

type MaterialRow = { id: string; ownerId: string | null; title: string; titleEn: string; url: string; thumbUrl: string; labels: { labelId: string }[] };
/** The platform's items are titled in the caller's language; a user's own keep what they wrote (no English text). */
const toMaterial =
  (lang: Lang) =>
  (r: MaterialRow): TPhotoMaterial => ({
    id: r.id,
    title: inLang(lang, r.title, r.titleEn),
    url: r.url,
    thumbUrl: r.thumbUrl || r.url,
    own: r.ownerId !== null,
    labelIds: r.labels.map((l) => l.labelId),
  });

/**
 * The photo material library (/material/*): the platform's items (ownerId null, seeded) and the caller's own, by
 * label or keyword; the caller's albums as another source; "use" saves an item into the picture library.
 */
export function libraryMaterials(ctx: AppContext) {
  const repo = libraryRepository(ctx.db);
  const pictures = libraryPictures(ctx);

  const labels = async (userId: string, lang: Lang) => (await repo.materialLabels(userId)).map((l) => ({ id: l.id, name: inLang(lang, l.name, l.nameEn), own: l.ownerId !== null }));

  async function byLabels(userId: string, labelIdArray: string[], q: TPageQuery, lang: Lang) {
    const ids = distinctIds(labelIdArray);
    // A label the caller cannot see (someone else's, or none) is NOT_FOUND rather than an empty page.
    if (ids.length) assertKnownLabels(ids, new Set((await repo.materialLabels(userId)).map((l) => l.id)));
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.materials(userId, ids, skip, take);
    return pageResult(rows.map(toMaterial(lang)), total, q);
  }

  async function search(userId: string, keyword: string, q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.searchMaterials(userId, keywordOf(keyword), skip, take);
    return pageResult(rows.map(toMaterial(lang)), total, q);
  }

  async function addLabel(userId: string, name: string) {
    return ctx.db.$transaction(async (tx) => {
      const r = libraryRepository(tx);
      assertMaterialLabelRoom(await r.ownMaterialLabelCount(userId));
      const visible = await r.materialLabels(userId);
      const clean = assertLabelName(
        name,
        visible.map((l) => l.name),
      );
      const row = await r.addMaterialLabel({ id: ctx.ids.id(), ownerId: userId, name: clean, sort: 1000 + visible.length, createdAt: ctx.clock.now() });
      return { id: row.id, name: row.name, own: true };
    });
  }

  /** The labels are checked before any image work; the item is stored with thumbnails (the small one is its list image). */
  async function upload(userId: string, file: Uint8Array, labelIdArray: string[], title: string) {
    const ids = distinctIds(labelIdArray);
    const visible = await repo.materialLabels(userId);
    assertKnownLabels(ids, new Set(visible.map((l) => l.id)));
    const img = await storeImageWithThumbs(ctx, file, 'material', { userId, purpose: 'materialPhoto' });
    try {
      const names = visible.filter((l) => ids.includes(l.id)).map((l) => l.name);
      // The caller's own item: no English text, so either language answers its title as written.
      return toMaterial('zh-CN')(
        await repo.addMaterial(
          {
            id: ctx.ids.id(),
            ownerId: userId,
            title,
            url: img.url,
            thumbUrl: img.thumbs.m,
            keywords: keywordsOf(title, names),
            createdAt: ctx.clock.now(),
          },
          ids,
        ),
      );
    } catch (err) {
      await releaseFiles(ctx, urlsWithThumbs(img.url, img.thumbs));
      throw err;
    }
  }

  const albums = async (userId: string) => albumsWithPhotos(ctx, userId);

  /** Saves a material item into the caller's picture library (sharing its file), so every module can pick it. */
  async function use(userId: string, id: string, labelId?: string) {
    const row = await repo.materialOf(userId, id);
    if (!row) throw new DomainError('NOT_FOUND', { field: 'id' });
    return pictures.addExisting(userId, { url: row.url, thumbs: row.thumbUrl ? { m: row.thumbUrl } : {}, labelId });
  }

  return { labels, byLabels, search, addLabel, upload, albums, use };
}
