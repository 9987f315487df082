import { yearRange, beijingYearOf } from '../../../server/src/domains/programme/insight/insight.rules';
import { newCardVisit, newUser, newVisitEvent } from '../../../server/test/factories';
import type { ScriptEnv } from './env';

/**
 * programme-insight.e2e.ts: `count` visits of the user's card over the last days of this Beijing year, the first
 * by a visitor named `visitorName`, and one of each radar action an hour ago.
 */
export default async function cardVisits({ ctx, user }: ScriptEnv, a: { count: number; visitorName: string }) {
  const visitor = await newUser(ctx, { name: a.visitorName });
  const now = Date.now();
  const start = yearRange(beijingYearOf(new Date(now))).start.getTime();
  const atOf = (i: number) => new Date(Math.max(start + 60_000 * (i + 1), now - (a.count - i) * 5 * 3_600_000));
  await newCardVisit(ctx, user, `u:${visitor.id}`, atOf(0), visitor.id);
  for (let i = 1; i < a.count; i++) await newCardVisit(ctx, user, `dev-${i % 4}`, atOf(i));
  for (const action of ['call', 'share', 'view']) await newVisitEvent(ctx, user, 'dev-1', { action, at: new Date(now - 3_600_000) });
  return {};
}
