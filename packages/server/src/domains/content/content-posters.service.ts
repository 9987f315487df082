import { LIMITS, type Lang, type TPageQuery, type TPosterMaterial, type TPosterRecord } from '@card/contract';
import type { AppContext } from '../../context';
import { ownedStoredFiles, releaseFiles } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { inLang } from '../../lib/platform-text';
import { contentPostersRepository, type PosterMaterialRow, type PosterRecordRow } from './content-posters.repository';
import { assertPosterModule, moduleIdsOf } from './content-posters.rules';
import { drawPoster } from './content-posters-draw.service';

/** The posters centre: templates, poster records per module (drawn by content-posters-draw.service), presets, covers. */
const materialView =
  (lang: Lang) =>
  (m: PosterMaterialRow): TPosterMaterial => ({
    materialId: m.id,
    labelId: m.labelId,
    title: inLang(lang, m.title, m.titleEn),
    thumbUrl: m.thumbUrl,
    backgroundUrl: m.backgroundUrl,
    moduleIds: moduleIdsOf(m.moduleIds),
  });

function recordView(r: PosterRecordRow): TPosterRecord {
  const d = JSON.parse(r.data) as Record<string, unknown>;
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  const n = (k: string) => (typeof d[k] === 'number' ? (d[k] as number) : 0);
  return {
    recordId: r.id,
    moduleId: r.moduleId,
    materialId: r.materialId,
    url: r.url,
    width: n('width'),
    height: n('height'),
    isDefaultCover: r.isDefaultCover,
    data: { name: s('name'), company: s('company'), position: s('position'), phone: s('phone'), slogan: s('slogan'), hasAvatar: d.hasAvatar === true, cardUrl: s('cardUrl') },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function contentPostersService(ctx: AppContext) {
  const repo = contentPostersRepository(ctx.db);
  const materialOf = async (materialId: string) => {
    const m = await repo.material(materialId);
    if (!m) throw new DomainError('NOT_FOUND', { field: 'materialId' });
    return m;
  };
  const recordOf = async (userId: string, recordId: string) => {
    const r = await repo.record(userId, recordId);
    if (!r) throw new DomainError('NOT_FOUND', { field: 'recordId' });
    return r;
  };
  const materialsPage = async (where: { labelId?: string; keyword?: string }, q: TPageQuery, lang: Lang) => {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.materials(where, skip, take);
    return pageResult(rows.map(materialView(lang)), total, q);
  };

  return {
    /** Labels and templates are the platform's: named in the caller's language. */
    async labels(lang: Lang) {
      const [labels, counts] = await Promise.all([repo.labels(), repo.countsByLabel()]);
      const countOf = new Map(counts.map((c) => [c.labelId, c._count._all]));
      return { labels: labels.map((l) => ({ labelId: l.id, name: inLang(lang, l.name, l.nameEn), count: countOf.get(l.id) ?? 0 })) };
    },
    async byLabel(labelId: string, q: TPageQuery, lang: Lang) {
      if (!(await repo.labelExists(labelId))) throw new DomainError('NOT_FOUND', { field: 'labelId' });
      return materialsPage({ labelId }, q, lang);
    },
    /** Every template; with a module, the ones made for it first (the catalogue is small and built in). */
    async all(moduleId: number | undefined, q: TPageQuery, lang: Lang) {
      if (moduleId === undefined) return materialsPage({}, q, lang);
      assertPosterModule(moduleId);
      const rows = await repo.allMaterials();
      const suits = (m: PosterMaterialRow) => (moduleIdsOf(m.moduleIds).includes(moduleId) ? 0 : 1);
      const sorted = rows
        .map((m, i) => ({ m, i }))
        .sort((a, b) => suits(a.m) - suits(b.m) || a.i - b.i)
        .map((x) => x.m);
      const { skip, take } = pageArgs(q);
      return pageResult(sorted.slice(skip, skip + take).map(materialView(lang)), sorted.length, q);
    },
    search: (keyword: string, q: TPageQuery, lang: Lang) => materialsPage({ keyword }, q, lang),

    async find(userId: string, input: { recordId?: string; moduleId?: number }) {
      if (input.recordId) return recordView(await recordOf(userId, input.recordId));
      const moduleId = input.moduleId ?? 0;
      assertPosterModule(moduleId);
      const r = await repo.coverOf(userId, moduleId);
      return r ? recordView(r) : null;
    },

    async generate(userId: string, input: { materialId: string; moduleId: number }, lang: Lang = 'zh-CN') {
      assertPosterModule(input.moduleId);
      const material = await materialOf(input.materialId);
      if ((await repo.recordCount(userId)) >= LIMITS.content.posterRecordsMax) throw new DomainError('POSTER_RECORDS_FULL', { field: 'moduleId' });
      const drawn = await drawPoster(ctx, userId, material, lang);
      try {
        return recordView(
          await repo.createRecord({ id: ctx.ids.id(), userId, moduleId: input.moduleId, materialId: material.id, url: drawn.url, data: JSON.stringify(drawn.data), now: ctx.clock.now() }),
        );
      } catch (err) {
        await releaseFiles(ctx, [drawn.url]);
        throw err;
      }
    },

    /** Redraws from the card as it is now (and another template when named); the replaced file is released. */
    async redraw(userId: string, input: { recordId: string; materialId?: string }, lang: Lang = 'zh-CN') {
      const record = await recordOf(userId, input.recordId);
      const material = await materialOf(input.materialId ?? record.materialId);
      const drawn = await drawPoster(ctx, userId, material, lang);
      const won = await repo.redrawRecord(userId, record.id, record.url, { materialId: material.id, url: drawn.url, data: JSON.stringify(drawn.data), now: ctx.clock.now() });
      // A redraw that lost to a simultaneous one keeps the winner's poster; its own file goes.
      await releaseFiles(ctx, [won ? record.url : drawn.url]);
      return recordView(await recordOf(userId, record.id));
    },

    async preset(userId: string, input: { moduleId: number; materialId: string }) {
      assertPosterModule(input.moduleId);
      await materialOf(input.materialId);
      return repo.setPreset(userId, input.moduleId, input.materialId, ctx.clock.now());
    },

    /** Which of the ids are the caller's posters of the module whose file is still stored. */
    async stillGenerated(userId: string, query: { moduleId: number; phoneIdEcr: string }, ids: string[]) {
      assertPosterModule(query.moduleId);
      const user = await repo.userOf(userId);
      if (user?.phoneIdEcr !== query.phoneIdEcr) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
      const rows = await repo.ownedIds(userId, query.moduleId, [...new Set(ids)]);
      const keyOf = (url: string) => ctx.providers.storage.keyOf(url);
      const keys = rows.map((r) => keyOf(r.url)).filter((k): k is string => !!k);
      const stored = await ownedStoredFiles(ctx, userId, keys, ['poster']);
      const alive = new Set(
        rows
          .filter((r) => {
            const k = keyOf(r.url);
            return !!k && stored.has(k);
          })
          .map((r) => r.id),
      );
      return { recordIds: ids.filter((id, i) => alive.has(id) && ids.indexOf(id) === i) };
    },

    async records(userId: string, moduleId: number, q: TPageQuery) {
      assertPosterModule(moduleId);
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.recordsOf(userId, moduleId, skip, take);
      return pageResult(rows.map(recordView), total, q);
    },

    /** One default cover per user and module: the others are cleared in the same transaction (row locks order two at once). */
    async setCover(userId: string, input: { recordId: string; isDefaultCover: boolean }) {
      const now = ctx.clock.now();
      const row = await ctx.db.$transaction(async (tx) => {
        const r = contentPostersRepository(tx);
        const record = await r.record(userId, input.recordId);
        if (!record) throw new DomainError('NOT_FOUND', { field: 'recordId' });
        if (input.isDefaultCover) await r.clearCovers(userId, record.moduleId, record.id);
        return r.setCover(record.id, input.isDefaultCover, now);
      });
      return recordView(row);
    },
  };
}
