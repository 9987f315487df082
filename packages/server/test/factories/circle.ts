import type { FactoryCtx } from './users';

type Owner = { id: string };

export interface NewCircleOptions {
  name?: string;
  description?: string;
  joinWay?: 'open' | 'approval' | 'paid';
  joinPriceFen?: number;
  viewPriceFen?: number;
  state?: 'normal' | 'warned' | 'banned' | 'dissolved';
  city?: string;
  industry?: string;
  labels?: string[];
  createdAt?: Date;
}

/** A circle of `owner` (who is its owner member), open to everyone unless told otherwise. */
export async function newCircle(ctx: FactoryCtx, owner: Owner, o: NewCircleOptions = {}) {
  const now = o.createdAt ?? ctx.clock.now();
  const n = await ctx.db.circle.count({ where: { ownerId: owner.id } });
  const name = o.name ?? `圈子${n + 1}`;
  const circle = await ctx.db.circle.create({
    data: {
      id: ctx.ids.id(),
      ownerId: owner.id,
      name,
      nameKey: name.toLowerCase(),
      description: o.description ?? '一个测试圈子',
      joinWay: o.joinWay ?? 'open',
      joinPriceFen: o.joinPriceFen ?? (o.joinWay === 'paid' ? 990 : 0),
      viewPriceFen: o.viewPriceFen ?? 0,
      state: o.state ?? 'normal',
      city: o.city ?? '',
      industry: o.industry ?? '',
      memberCount: 1,
      createdAt: now,
      updatedAt: now,
    },
  });
  await ctx.db.circleMember.create({
    data: { id: ctx.ids.id(), circleId: circle.id, userId: owner.id, state: 'joined', role: 'owner', joinedAt: now, createdAt: now, updatedAt: now },
  });
  for (const label of o.labels ?? []) await ctx.db.circleLabel.create({ data: { circleId: circle.id, label, createdAt: now } });
  return circle;
}

/**
 * `user`'s membership row in a circle (joined member by default). A joined row counts toward the circle's members;
 * `paidUntil` makes it a paid membership (running or, in the past, expired).
 */
export async function addCircleMember(
  ctx: FactoryCtx,
  circleId: string,
  user: Owner,
  o: { state?: 'applied' | 'invited' | 'agreed' | 'joined' | 'expired' | 'ignored' | 'left'; role?: 'admin' | 'member'; paidUntil?: Date; disabled?: boolean; invitedBy?: string } = {},
) {
  const now = ctx.clock.now();
  const state = o.state ?? 'joined';
  const m = await ctx.db.circleMember.create({
    data: {
      id: ctx.ids.id(),
      circleId,
      userId: user.id,
      state,
      role: o.role ?? 'member',
      disabled: o.disabled ?? false,
      paidUntil: o.paidUntil ?? null,
      invitedBy: o.invitedBy ?? null,
      joinedAt: state === 'joined' ? now : null,
      createdAt: now,
      updatedAt: now,
    },
  });
  if (state === 'joined') await ctx.db.circle.update({ where: { id: circleId }, data: { memberCount: { increment: 1 } } });
  return m;
}

/** A bulletin in a circle by `author` (image-text unless told otherwise). */
export async function newBulletin(ctx: FactoryCtx, circleId: string, author: Owner, o: { content?: string; kind?: 'link' | 'imageText' | 'video'; createdAt?: Date } = {}) {
  return ctx.db.circleBulletin.create({
    data: { id: ctx.ids.id(), circleId, authorId: author.id, kind: o.kind ?? 'imageText', content: o.content ?? '欢迎大家', createdAt: o.createdAt ?? ctx.clock.now() },
  });
}

/** A comment on a bulletin (a reply when `parentId` is given). */
export async function newComment(ctx: FactoryCtx, bulletin: { id: string; circleId: string }, author: Owner, o: { content?: string; parentId?: string } = {}) {
  return ctx.db.circleComment.create({
    data: {
      id: ctx.ids.id(),
      bulletinId: bulletin.id,
      circleId: bulletin.circleId,
      authorId: author.id,
      parentId: o.parentId ?? null,
      content: o.content ?? '说得好',
      createdAt: ctx.clock.now(),
    },
  });
}

/** A complaint by `complainant` about a circle, naming `bulletinIds` as evidence (open unless told otherwise). */
export async function newCircleComplaint(
  ctx: FactoryCtx,
  circleId: string,
  complainant: Owner,
  o: { bulletinIds?: string[]; fileNames?: string[]; content?: string; state?: 'open' | 'upheld' | 'dismissed' } = {},
) {
  return ctx.db.circleComplaint.create({
    data: {
      id: ctx.ids.id(),
      circleId,
      userId: complainant.id,
      bulletinIds: JSON.stringify(o.bulletinIds ?? []),
      fileNames: (o.fileNames ?? []).join(','),
      content: o.content ?? '发布违规广告',
      state: o.state ?? 'open',
      createdAt: ctx.clock.now(),
    },
  });
}
