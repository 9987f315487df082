import { completeCard, makeMember, newOrder, newUser, setReferrer } from '../../../server/test/factories';
import type { ScriptEnv } from './env';

/**
 * programme-promotion.e2e.ts: the user made an ambassador (VIP, complete card, membership and role) with `paying`
 * direct referrals who each have a paid VIP order, as the integration test does.
 */
export default async function ambassadorReferrals({ db, ctx, user }: ScriptEnv, a: { name: string; paying: number }) {
  await db.user.update({ where: { id: user.id }, data: { vipExpiresAt: new Date(Date.now() + 365 * 86_400_000) } });
  await completeCard(ctx, user.id, a.name);
  await makeMember(ctx, user.id, 'ambassador');
  const referrals: { name: string; phoneIdEcr: string }[] = [];
  for (let i = 1; i <= a.paying; i++) {
    const r = await newUser(ctx, { name: `直推${i}` });
    await setReferrer(ctx, r.id, user.id);
    await newOrder(ctx, r, 'paid');
    referrals.push({ name: `直推${i}`, phoneIdEcr: r.phoneIdEcr });
  }
  return { referrals };
}
