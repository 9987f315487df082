import type { FactoryCtx } from './users';

type Owner = { id: string };

/** A link set (folder) of the owner with `links` mini links in it (default 0). */
export async function newLinkSet(ctx: FactoryCtx, owner: Owner, opts: { name?: string; links?: number } = {}) {
  const sort = await ctx.db.linkSet.count({ where: { userId: owner.id } });
  const set = await ctx.db.linkSet.create({
    data: { id: ctx.ids.id(), userId: owner.id, name: opts.name ?? `链接集${sort + 1}`, sort, createdAt: ctx.clock.now() },
    select: { id: true, name: true },
  });
  const linkIds: string[] = [];
  for (let i = 0; i < (opts.links ?? 0); i++) linkIds.push((await newMiniLink(ctx, set.id)).id);
  return { ...set, linkIds };
}

/** A mini link inside a link set (switched on, no schedule, unless told). */
export async function newMiniLink(ctx: FactoryCtx, setId: string, opts: { title?: string; url?: string; enabled?: boolean; onAt?: Date | null; offAt?: Date | null } = {}) {
  const sort = await ctx.db.miniLink.count({ where: { setId } });
  return ctx.db.miniLink.create({
    data: {
      id: ctx.ids.id(),
      setId,
      title: opts.title ?? `链接${sort + 1}`,
      url: opts.url ?? 'https://example.com/',
      sort,
      enabled: opts.enabled ?? true,
      onAt: opts.onAt ?? null,
      offAt: opts.offAt ?? null,
    },
    select: { id: true, title: true, url: true },
  });
}
