import { addDays, beijingMoment } from '../../../server/src/domains/programme/checkin/checkin-clock.rules';
import { beijingAt, newCheckin } from '../../../server/test/factories';
import type { ScriptEnv } from './env';

/** programme-checkin.e2e.ts: `days` mornings before today, at 06:10-06:49 Beijing time, the latest with a mood. */
export default async function pastCheckins({ ctx, user }: ScriptEnv, a: { days: number }) {
  const today = beijingMoment(new Date()).day;
  for (let i = a.days; i >= 1; i--) await newCheckin(ctx, user, beijingAt(addDays(today, -i), `06:${String(10 + ((i * 7) % 40)).padStart(2, '0')}`), i === 1 ? '坚持早起' : '');
  return {};
}
