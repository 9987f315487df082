import type { FactoryCtx } from './users';

/** Test factories of the programme area's insight part (issue 18): card visits and decided exchanges at known times. */
type Who = { id: string };

/** One card visit of `owner` (as card-visits writes it) by a visitor key, at a given time. */
export async function newCardVisit(ctx: FactoryCtx, owner: Who, visitorKey: string, at: Date, visitorId: string | null = null) {
  return ctx.db.cardVisit.create({ data: { id: ctx.ids.id(), ownerId: owner.id, visitorKey, visitorId, createdAt: at } });
}

/** Many visits at once (bench and counts): each [visitorKey, at]. */
export async function newCardVisits(ctx: FactoryCtx, owner: Who, visits: [string, Date][]) {
  for (let i = 0; i < visits.length; i += 5_000) {
    await ctx.db.cardVisit.createMany({
      data: visits.slice(i, i + 5_000).map(([visitorKey, createdAt]) => ({ id: ctx.ids.id(), ownerId: owner.id, visitorKey, visitorId: null, createdAt })),
    });
  }
}

/** An exchange from `from` to `to` decided (accepted unless told) at `at`. */
export async function newDecidedExchange(ctx: FactoryCtx, from: Who, to: Who, at: Date, state: 'accepted' | 'declined' = 'accepted') {
  return ctx.db.cardExchange.create({
    data: { id: ctx.ids.id(), fromId: from.id, toId: to.id, pairKey: [from.id, to.id].sort().join(':'), openKey: null, state, createdAt: at, decidedAt: at },
  });
}
