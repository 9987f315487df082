import type { Lang, TMicroVideo, TVideoType } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { checkOrder, nextSort } from '../../lib/ordered-list.rules';
import { loadOwnVideo, microVideoViews } from './video.access';
import { videoLabelsRepository } from './video-labels.repository';
import { assertNameFree, assertTypeRoom } from './video-labels.rules';

/** The caller's video types (classes): add, rename, delete, sort, list with counts, and give a video one. */
export function videoTypesService(ctx: AppContext) {
  const repo = videoLabelsRepository(ctx.db);

  async function listOf(db: DbClient, userId: string): Promise<TVideoType[]> {
    const r = videoLabelsRepository(db);
    const [rows, counts] = await Promise.all([r.ownTypes(userId), r.videoCountsByType(userId)]);
    return rows.map((t) => ({ id: t.id, name: t.name, sort: t.sort, videoCount: counts.get(t.id) ?? 0 }));
  }
  const one = async (db: DbClient, userId: string, id: string) => (await listOf(db, userId)).find((t) => t.id === id)!;

  async function ownType(userId: string, id: string, field = 'id') {
    const row = await repo.type(id);
    if (!row || row.userId !== userId) throw new DomainError('NOT_FOUND', { field });
    return row;
  }

  return {
    list: (userId: string) => listOf(ctx.db, userId),
    async add(userId: string, name: string) {
      // A type is seen by the owner only, but it names videos on their screens: words the filter refuses stay out.
      await textFilter(ctx).assertClean(name, 'name');
      return ctx.db.$transaction(async (tx) => {
        const r = videoLabelsRepository(tx);
        const mine = await r.ownTypes(userId);
        assertTypeRoom(mine.length);
        assertNameFree(mine, name, 'VIDEO_TYPE_DUPLICATE');
        const row = await r.addType({ id: ctx.ids.id(), userId, name, sort: nextSort(mine.map((t) => t.sort)), createdAt: ctx.clock.now() });
        return one(tx, userId, row.id);
      });
    },
    async rename(userId: string, id: string, name: string) {
      await ownType(userId, id);
      await textFilter(ctx).assertClean(name, 'name');
      assertNameFree(await repo.ownTypes(userId), name, 'VIDEO_TYPE_DUPLICATE', id);
      await repo.updateType(id, { name });
      return one(ctx.db, userId, id);
    },
    async remove(userId: string, id: string) {
      await ownType(userId, id);
      await ctx.db.$transaction((tx) => videoLabelsRepository(tx).removeType(id, ctx.clock.now()));
      return { id };
    },
    async sort(userId: string, ids: string[]) {
      return ctx.db.$transaction(async (tx) => {
        const r = videoLabelsRepository(tx);
        const order = checkOrder(
          ids,
          (await r.ownTypes(userId)).map((t) => t.id),
          'VIDEO_TYPE_ORDER_MISMATCH',
        );
        for (const [sort, id] of order.entries()) await r.updateType(id, { sort });
        return listOf(tx, userId);
      });
    },
    async setVideoType(userId: string, videoId: string, typeId: string | undefined, lang: Lang): Promise<TMicroVideo> {
      await loadOwnVideo(ctx, userId, videoId, 'videoId');
      if (typeId) await ownType(userId, typeId, 'typeId');
      const row = await repo.setVideoType(videoId, typeId ?? null, ctx.clock.now());
      return (await microVideoViews(ctx, [row], lang))[0]!;
    },
  };
}
