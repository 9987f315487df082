import type { TPosterLayout } from '@card/contract';
import type { AppContext } from '../../src/context';
import { drawPosterTemplate, POSTER_TEMPLATES, posterTemplateRow } from '../../src/domains/content/content-posters.seed';

/**
 * Poster templates as the seed makes them (background drawn into the app's storage), under a label of their own.
 * `layout` replaces the seeded layout (a broken template for the layout rule).
 */
export async function newPosterTemplate(
  ctx: Pick<AppContext, 'db' | 'ids' | 'providers'>,
  opts: { id?: string; index?: number; title?: string; keywords?: string; labelId?: string; moduleIds?: string; layout?: TPosterLayout | string } = {},
) {
  const seed = POSTER_TEMPLATES[opts.index ?? 0]!;
  const id = opts.id ?? ctx.ids.id();
  const labelId = opts.labelId ?? (await ctx.db.posterLabel.create({ data: { id: ctx.ids.id(), name: `分类${id.slice(0, 4)}` }, select: { id: true } })).id;
  const urls = await drawPosterTemplate(ctx.providers.storage, { ...seed, id }, (opts.index ?? 0) + 1);
  const row = posterTemplateRow({ ...seed, id, labelId, title: opts.title ?? seed.title, keywords: opts.keywords ?? seed.keywords, moduleIds: opts.moduleIds ?? seed.moduleIds }, urls);
  const layout = opts.layout === undefined ? row.layout : typeof opts.layout === 'string' ? opts.layout : JSON.stringify(opts.layout);
  await ctx.db.posterMaterial.create({ data: { ...row, layout } });
  return { id, labelId, layout: JSON.parse(row.layout) as TPosterLayout, ...urls };
}

/**
 * A poster record of the owner for a module, drawn from a fresh template (so a redraw of it works), with its file
 * stored and recorded like a generated one. Needs the app context's storage.
 */
export async function newPosterRecord(ctx: Pick<AppContext, 'db' | 'ids' | 'providers' | 'clock'>, owner: { id: string }, opts: { moduleId?: number } = {}) {
  const tpl = await newPosterTemplate(ctx);
  const id = ctx.ids.id();
  const key = `poster/${id}.png`;
  const png = (await ctx.providers.storage.read(ctx.providers.storage.keyOf(tpl.thumbUrl)!))!;
  const { url } = await ctx.providers.storage.put(key, png, 'image/png');
  const now = ctx.clock.now();
  await ctx.db.storedFile.create({ data: { key, userId: owner.id, purpose: 'poster', bytes: png.length, createdAt: now } });
  return ctx.db.posterRecord.create({
    data: { id, userId: owner.id, moduleId: opts.moduleId ?? 0, materialId: tpl.id, url, data: JSON.stringify({ width: 750, height: 1200 }), createdAt: now, updatedAt: now },
    select: { id: true, url: true, materialId: true },
  });
}
