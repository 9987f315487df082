import type { TPosterLayout } from '@card/contract';
import type { AppContext } from '../../src/context';
import { drawPosterTemplate, POSTER_TEMPLATES, posterTemplateRow } from '../../src/seed-content-posters';

/**
 * Poster templates as the seed makes them (background drawn into the app's storage), under a label of their own.
 * `layout` replaces the seeded layout (a broken template for the layout rule).
 */
export async function newPosterTemplate(
  ctx: Pick<AppContext, 'db' | 'ids' | 'providers'>,
  opts: { index?: number; title?: string; keywords?: string; labelId?: string; moduleIds?: string; layout?: TPosterLayout | string } = {},
) {
  const seed = POSTER_TEMPLATES[opts.index ?? 0]!;
  const id = ctx.ids.id();
  const labelId = opts.labelId ?? (await ctx.db.posterLabel.create({ data: { id: ctx.ids.id(), name: `分类${id.slice(0, 4)}` }, select: { id: true } })).id;
  const urls = await drawPosterTemplate(ctx.providers.storage, { ...seed, id }, (opts.index ?? 0) + 1);
  const row = posterTemplateRow({ ...seed, id, labelId, title: opts.title ?? seed.title, keywords: opts.keywords ?? seed.keywords, moduleIds: opts.moduleIds ?? seed.moduleIds }, urls);
  const layout = opts.layout === undefined ? row.layout : typeof opts.layout === 'string' ? opts.layout : JSON.stringify(opts.layout);
  await ctx.db.posterMaterial.create({ data: { ...row, layout } });
  return { id, labelId, layout: JSON.parse(row.layout) as TPosterLayout, ...urls };
}
