import { newActivity } from '../../../server/test/factories';
import type { ScriptEnv } from './env';

/** wechat-pay-purchases.e2e.ts: an activity of the user with a fee. */
export default async function paidActivity({ ctx, user }: ScriptEnv, a: { title: string; feeFen: number; capacity: number }) {
  return { id: (await newActivity(ctx, user, a)).id };
}
