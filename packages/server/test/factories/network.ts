import type { FactoryCtx } from './users';

type Who = { id: string };

/** `owner` holds `contact`'s card in the address book (an accepted exchange writes one each way; this writes one). */
export async function newContact(ctx: FactoryCtx, owner: Who, contact: Who, o: { source?: 'exchange' | 'scan' | 'handover' | 'colleague'; nameKey?: string } = {}) {
  return ctx.db.contact.create({
    data: { id: ctx.ids.id(), ownerId: owner.id, contactId: contact.id, source: o.source ?? 'exchange', nameKey: o.nameKey ?? '', createdAt: ctx.clock.now() },
  });
}

/** An exchange request from `from` to `to` (pending unless told otherwise). */
export async function newExchange(ctx: FactoryCtx, from: Who, to: Who, state: 'pending' | 'accepted' | 'declined' = 'pending') {
  const pairKey = [from.id, to.id].sort().join(':');
  return ctx.db.cardExchange.create({
    data: { id: ctx.ids.id(), fromId: from.id, toId: to.id, pairKey, openKey: state === 'pending' ? pairKey : null, state, createdAt: ctx.clock.now() },
  });
}

/** A department of a company, optionally with members. */
export async function newDepartment(ctx: FactoryCtx, companyId: string, name = '市场部', members: Who[] = []) {
  const d = await ctx.db.department.create({ data: { id: ctx.ids.id(), companyId, name, createdAt: ctx.clock.now() } });
  for (const m of members) await ctx.db.departmentMember.create({ data: { userId: m.id, departmentId: d.id, companyId } });
  return d;
}

/** `sub` is bound as a sub card of `master` (both get their mirror role). */
export async function newMirrorLink(ctx: FactoryCtx, master: Who, sub: Who) {
  const now = ctx.clock.now();
  await ctx.db.mirrorState.upsert({ where: { userId: master.id }, create: { userId: master.id, role: 'master', updatedAt: now }, update: { role: 'master' } });
  await ctx.db.mirrorState.upsert({ where: { userId: sub.id }, create: { userId: sub.id, role: 'sub', updatedAt: now }, update: { role: 'sub' } });
  return ctx.db.mirrorLink.create({ data: { id: ctx.ids.id(), masterId: master.id, subId: sub.id, createdAt: now } });
}

/** A visit event on `owner`'s card (a view unless told otherwise), kept in the radar's summary too. */
export async function newVisitEvent(ctx: FactoryCtx, owner: Who, visitorKey: string, o: { action?: string; visitorId?: string; at?: Date } = {}) {
  const at = o.at ?? ctx.clock.now();
  const action = o.action ?? 'view';
  await ctx.db.visitEvent.create({ data: { id: ctx.ids.id(), ownerId: owner.id, visitorKey, visitorId: o.visitorId ?? null, action, createdAt: at } });
  const isView = action === 'view' ? 1 : 0;
  return ctx.db.radarVisitor.upsert({
    where: { ownerId_visitorKey: { ownerId: owner.id, visitorKey } },
    create: { ownerId: owner.id, visitorKey, visitorId: o.visitorId ?? null, views: isView, actions: 1 - isView, firstAt: at, lastAt: at },
    update: { views: { increment: isView }, actions: { increment: 1 - isView }, lastAt: at },
  });
}

/** A demand consultation from a visitor to `owner`. */
export async function newAdvisory(ctx: FactoryCtx, owner: Who, o: { visitorId?: string; content?: string; read?: boolean } = {}) {
  const now = ctx.clock.now();
  return ctx.db.advisory.create({
    data: {
      id: ctx.ids.id(),
      ownerId: owner.id,
      visitorId: o.visitorId ?? null,
      name: '访客',
      phone: '13900000000',
      content: o.content ?? '想了解一下产品',
      readAt: o.read ? now : null,
      createdAt: now,
    },
  });
}

/** A push of `master`'s (honours unless told), making `master` a master card. */
export async function newMirrorPush(ctx: FactoryCtx, master: Who, contentType: 'basic' | 'honours' | 'columns' | 'links' = 'honours') {
  const now = ctx.clock.now();
  await ctx.db.mirrorState.upsert({ where: { userId: master.id }, create: { userId: master.id, role: 'master', updatedAt: now }, update: { role: 'master' } });
  const payload = JSON.stringify({ contentType: 'honours', honours: [{ title: '样例荣誉', content: '', imageUrl: '', awardedOn: '' }] });
  return ctx.db.mirrorPush.create({ data: { id: ctx.ids.id(), masterId: master.id, contentType, payload, createdAt: now } });
}
