import type { FactoryCtx } from './users';

type Owner = { id: string };

/** A system message to the owner, unread unless `read`. */
export async function newMessage(ctx: FactoryCtx, owner: Owner, opts: { title?: string; read?: boolean } = {}) {
  const now = ctx.clock.now();
  return ctx.db.message.create({
    data: { id: ctx.ids.id(), userId: owner.id, title: opts.title ?? '系统通知', content: '欢迎使用', readAt: opts.read ? now : null, createdAt: now },
    select: { id: true, title: true },
  });
}

/** An agent's request to bind the owner, pending until agreed or refused. */
export async function newBindRequest(ctx: FactoryCtx, owner: Owner, opts: { agentName?: string } = {}) {
  return ctx.db.bindRequest.create({
    data: { id: ctx.ids.id(), userId: owner.id, agentName: opts.agentName ?? '代理商', createdAt: ctx.clock.now() },
    select: { id: true, status: true },
  });
}

/** An unread wallet income tip of the owner. */
export async function newWalletTip(ctx: FactoryCtx, owner: Owner, opts: { amountFen?: number; source?: string } = {}) {
  return ctx.db.walletIncomeTip.create({
    data: { id: ctx.ids.id(), userId: owner.id, amountFen: opts.amountFen ?? 1000, source: opts.source ?? 'share', createdAt: ctx.clock.now() },
    select: { id: true, amountFen: true },
  });
}

/** A company; pass members to put existing users in it with a role. */
export async function newCompany(ctx: FactoryCtx, opts: { name?: string; lockPrivacy?: boolean; members?: { id: string; role: 'member' | 'admin' }[] } = {}) {
  const company = await ctx.db.company.create({
    data: { id: ctx.ids.id(), name: opts.name ?? '示例科技有限公司', lockPrivacy: opts.lockPrivacy ?? false, createdAt: ctx.clock.now() },
    select: { id: true, name: true },
  });
  for (const m of opts.members ?? []) await ctx.db.user.update({ where: { id: m.id }, data: { companyId: company.id, companyRole: m.role } });
  return company;
}

/** `owner` subscribes to (collects) the card of `target`. */
export async function newSubscription(ctx: FactoryCtx, owner: Owner, target: Owner) {
  return ctx.db.subscription.create({ data: { id: ctx.ids.id(), userId: owner.id, targetId: target.id, createdAt: ctx.clock.now() }, select: { id: true } });
}
