import type { Lang, TMoment, TMomentCategory, TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { inLang } from '../../lib/platform-text';
import { pageArgs, pageResult } from '../../lib/paging';
import { assertOwnImages } from '../../core/uploads';
import { libraryRepository } from './content-library.repository';
import { assertMomentRoom, parseImages } from './content-library.rules';

type MomentRow = { id: string; ownerId: string | null; category: string; text: string; textEn: string; images: string; uses: number; createdAt: Date };
/** The platform's texts in the caller's language (decision 0032); a user's own have no English text and read as written. */
const toMoment = (r: MomentRow, lang: Lang = 'zh-CN'): TMoment => ({
  id: r.id,
  category: r.category as TMomentCategory,
  text: inLang(lang, r.text, r.textEn),
  images: parseImages(r.images),
  uses: r.uses,
  own: r.ownerId !== null,
  createdAt: r.createdAt.toISOString(),
});

type MomentInput = { category: TMomentCategory; text: string; images: string[] };

/**
 * Moments material (module 49): the platform's ready-to-post texts and the caller's own. Own texts are checked by
 * the sensitive-word filter (they are posted for others to read) and their images must be the caller's own.
 */
export function libraryMoments(ctx: AppContext) {
  const repo = libraryRepository(ctx.db);
  const notFound = () => new DomainError('NOT_FOUND', { field: 'id' });

  async function list(userId: string, q: TPageQuery & { category?: TMomentCategory; order: 'new' | 'popular'; mine: boolean }, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.moments(userId, q, skip, take);
    return pageResult(
      rows.map((r) => toMoment(r, lang)),
      total,
      q,
    );
  }

  async function checked(userId: string, input: MomentInput) {
    await textFilter(ctx).assertClean(input.text, 'text');
    await assertOwnImages(ctx, userId, input.images, 'images');
    return { category: input.category, text: input.text, images: JSON.stringify(input.images) };
  }

  async function add(userId: string, input: MomentInput) {
    const data = await checked(userId, input);
    return toMoment(
      await ctx.db.$transaction(async (tx) => {
        const r = libraryRepository(tx);
        assertMomentRoom(await r.ownMomentCount(userId));
        return r.addMoment({ id: ctx.ids.id(), ownerId: userId, ...data, createdAt: ctx.clock.now() });
      }),
    );
  }

  /** Only the caller's own texts change; the platform's and someone else's are NOT_FOUND. */
  async function update(userId: string, id: string, input: MomentInput) {
    const data = await checked(userId, input);
    if ((await repo.updateMoment(userId, id, data)).count === 0) throw notFound();
    return toMoment((await repo.momentOf(userId, id))!);
  }

  async function remove(userId: string, id: string) {
    if ((await repo.deleteMoment(userId, id)).count === 0) throw notFound();
    return { id };
  }

  /** Copying the text or saving the images counts one use (the popular order). */
  async function use(userId: string, id: string) {
    if (!(await repo.momentOf(userId, id))) throw notFound();
    return repo.countUse(id);
  }

  return { list, add, update, remove, use };
}
