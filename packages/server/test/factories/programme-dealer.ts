import type { FactoryCtx } from './users';

/** Test factories of the programme area's dealer part (issue 18): custodies inserted directly in a given state. */
export type CustodyStage = 'requested' | 'active' | 'declined' | 'ended';

/** A custody of `owner`'s card looked after by `custodian`; open stages hold the owner's openKey like the service does. */
export async function newCustody(ctx: FactoryCtx, owner: { id: string }, custodian: { id: string }, status: CustodyStage = 'active', note = '') {
  const now = ctx.clock.now();
  const open = status === 'requested' || status === 'active';
  const id = ctx.ids.id();
  await ctx.db.dealerCustody.create({
    data: {
      id,
      ownerId: owner.id,
      custodianId: custodian.id,
      status,
      openKey: open ? owner.id : null,
      note,
      requestedAt: now,
      acceptedAt: status === 'requested' ? null : now,
      endedAt: open ? null : now,
    },
  });
  return { id };
}
