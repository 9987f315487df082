import type { FactoryCtx } from './users';
import { newUser } from './users';

/** One of `owner`'s contact labels (the address book's /label/* calls). */
export async function newContactLabel(ctx: FactoryCtx, owner: { id: string }, name = `标签${Math.floor(Math.random() * 1e6)}`) {
  return ctx.db.contactLabel.create({ data: { id: ctx.ids.id(), ownerId: owner.id, name, createdAt: ctx.clock.now() } });
}

/** An entry of `owner`'s address book holding a fresh user's card (for calls that name the entry by id). */
export async function newContactEntry(ctx: FactoryCtx, owner: { id: string }) {
  const held = await newUser(ctx);
  return ctx.db.contact.create({ data: { id: ctx.ids.id(), ownerId: owner.id, contactId: held.id, source: 'exchange', nameKey: '', createdAt: ctx.clock.now() } });
}
