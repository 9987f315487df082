import type { AppContext } from '../../src/context';
import { settledVisits } from '../../src/domains/card';

/** Visit rows in the table, once the visits written behind the card page are written (card-visits.ts). */
export async function visitRows(ctx: AppContext, args?: { where: { ownerId: string } }): Promise<number> {
  await settledVisits(ctx);
  return ctx.db.cardVisit.count(args);
}
