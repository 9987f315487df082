import type { AppContext } from '../../src/context';
import type { FactoryCtx } from './users';

type Owner = { id: string };

/** A fold of the owner's card, or of a company's article centre (`companyId`), at the end of its owner's order. */
export async function newArticleFold(ctx: FactoryCtx, owner: Owner, opts: { name?: string; companyId?: string } = {}) {
  const companyId = opts.companyId ?? null;
  const sort = await ctx.db.articleFold.count({ where: companyId ? { companyId } : { userId: owner.id, companyId: null } });
  return ctx.db.articleFold.create({
    data: { id: ctx.ids.id(), userId: owner.id, companyId, name: opts.name ?? `文件夹${sort + 1}`, sort, createdAt: ctx.clock.now() },
    select: { id: true, name: true },
  });
}

/** An article of the owner (published, one text paragraph, unless told), optionally in a fold or a company's centre. */
export async function newArticle(
  ctx: FactoryCtx,
  owner: Owner,
  opts: {
    title?: string;
    foldId?: string;
    companyId?: string;
    hidden?: boolean;
    top?: boolean;
    keywords?: string[];
    createdAt?: Date;
    text?: string;
  } = {},
) {
  const at = opts.createdAt ?? ctx.clock.now();
  return ctx.db.article.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      companyId: opts.companyId ?? null,
      foldId: opts.foldId ?? null,
      title: opts.title ?? '一篇文章',
      body: JSON.stringify([{ type: 'text', text: opts.text ?? '正文' }]),
      keywords: (opts.keywords ?? []).join(','),
      state: opts.hidden ? 'hidden' : 'published',
      isTop: opts.top ?? false,
      topAt: opts.top ? at : null,
      createdAt: at,
      updatedAt: at,
    },
    select: { id: true, title: true },
  });
}

/** A picture-library file of the owner (a StoredFile row, no bytes), answered as the URL an article may use. */
export async function newArticleImage(ctx: FactoryCtx & Pick<AppContext, 'providers'>, owner: Owner) {
  const key = `picture/factory-${ctx.ids.id()}.png`;
  await ctx.db.storedFile.create({ data: { key, userId: owner.id, purpose: 'picture', bytes: 1000, createdAt: ctx.clock.now() } });
  return ctx.providers.storage.urlOf(key);
}
