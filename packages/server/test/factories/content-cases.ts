import type { AppContext } from '../../src/context';
import type { FactoryCtx } from './users';

type Owner = { id: string };

/**
 * A picture-library file of the owner (a StoredFile row of purpose `picture`; no bytes on disk), answered as the
 * URL a case may use. Cases only accept the owner's own images.
 */
export async function newCaseImage(ctx: FactoryCtx & Pick<AppContext, 'providers'>, owner: Owner) {
  const key = `picture/factory-${ctx.ids.id()}.png`;
  await ctx.db.storedFile.create({ data: { key, userId: owner.id, purpose: 'picture', bytes: 1000, createdAt: ctx.clock.now() } });
  return ctx.providers.storage.urlOf(key);
}

/** A design case of the owner; `state` normal by default (as if audited), at the end of the owner's order. */
export async function newCase(
  ctx: FactoryCtx,
  owner: Owner,
  opts: {
    title?: string;
    type?: string;
    description?: string;
    state?: string;
    hidden?: boolean;
    topped?: boolean;
    recommended?: boolean;
    forbiddenReason?: string;
    createdAt?: Date;
  } = {},
) {
  const sort = await ctx.db.designCase.count({ where: { userId: owner.id } });
  const now = opts.createdAt ?? ctx.clock.now();
  const forbidden = opts.state === 'forbidden' || opts.state === 'appealing';
  return ctx.db.designCase.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      type: opts.type ?? 'interior',
      title: opts.title ?? `案例${sort + 1}`,
      description: opts.description ?? '',
      sort,
      state: opts.state ?? 'normal',
      hidden: opts.hidden ?? false,
      topped: opts.topped ?? false,
      topAt: opts.topped ? now : null,
      recommended: opts.recommended ?? false,
      createdAt: now,
      updatedAt: now,
      forbiddenAt: forbidden ? now : null,
      forbiddenReason: forbidden ? (opts.forbiddenReason ?? '违规') : '',
    },
    select: { id: true, title: true, state: true },
  });
}

/** Puts the user on the case audit whitelist (their saved cases are shown at once). */
export async function whitelistForCases(ctx: FactoryCtx, user: Owner) {
  await ctx.db.caseAuditWhitelist.upsert({ where: { userId: user.id }, create: { userId: user.id, addedBy: user.id, createdAt: ctx.clock.now() }, update: {} });
}
