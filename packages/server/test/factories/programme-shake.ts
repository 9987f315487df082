import type { FactoryCtx } from './users';

/** Test factories of the programme area's shake part (issue 18). */

/** The VIP gift of a 3-year first purchase: a paid order's "shakeDevice" entitlement (as vip/lines.ts writes it). */
export async function newShakeGift(ctx: FactoryCtx, owner: { id: string }, quantity = 1, opts: { expiresAt?: Date; revokedAt?: Date; kind?: string } = {}) {
  const now = ctx.clock.now();
  return ctx.db.entitlement.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      orderId: ctx.ids.id(),
      kind: opts.kind ?? 'shakeDevice',
      quantity,
      expiresAt: opts.expiresAt ?? null,
      revokedAt: opts.revokedAt ?? null,
      createdAt: now,
    },
  });
}

/** An application of `owner` in `status`, taking `giftQuantity` of the gift `giftEntitlementId` names (none by default). */
export async function newShakeApplication(ctx: FactoryCtx, owner: { id: string }, opts: { status?: string; giftQuantity?: number; giftEntitlementId?: string } = {}) {
  const now = ctx.clock.now();
  return ctx.db.shakeApplication.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      quantity: Math.max(1, opts.giftQuantity ?? 1),
      contactName: '张三',
      contactMobile: '13800000000',
      address: '测试路1号',
      status: opts.status ?? 'pending',
      giftQuantity: opts.giftQuantity ?? 0,
      giftEntitlementId: opts.giftEntitlementId ?? null,
      dueAt: now,
      createdAt: now,
      reviewedAt: (opts.status ?? 'pending') === 'pending' ? null : now,
    },
  });
}

/** A role tag of the catalogue (shown unless hidden), sorted after the seeded ones. */
export async function newRoleTag(ctx: FactoryCtx, opts: { name?: string; hidden?: boolean } = {}) {
  const id = ctx.ids.id();
  return ctx.db.shakeRoleTag.create({
    data: { id, name: opts.name ?? `标签${id.slice(0, 4)}`, nameEn: `Tag ${id.slice(0, 4)}`, sort: 1000, hidden: opts.hidden ?? false, createdAt: ctx.clock.now() },
  });
}

/**
 * An approved device of `owner` (its application approved), optionally bound and with a live configuration: what
 * the sweep and the page tests start from without going through the review calls.
 */
export async function newShakeDevice(ctx: FactoryCtx, owner: { id: string }, opts: { bound?: boolean; live?: boolean } = {}) {
  const now = ctx.clock.now();
  const { id: applicationId } = await newShakeApplication(ctx, owner, { status: 'approved' });
  const id = ctx.ids.id();
  const config = { name: '测试门店', title: '欢迎光临', subTitle: '摇一摇有惊喜', linkUrl: 'https://example.com/', imageUrl: '' };
  return ctx.db.shakeDevice.create({
    data: {
      id,
      userId: owner.id,
      applicationId,
      serial: `FACTORY-${id}`,
      code: ctx.ids.id(),
      bound: opts.bound ?? false,
      boundAt: opts.bound ? now : null,
      ...(opts.live ? { ...config, configStatus: 'approved', configAt: now, live: JSON.stringify(config) } : {}),
      createdAt: now,
    },
  });
}
