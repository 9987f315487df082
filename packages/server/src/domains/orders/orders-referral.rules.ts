import { LIMITS, type ReferralLine, type ReferralRole, type ReferralTier } from '@card/contract';

/**
 * The one referral policy (issue 32, item 1; decision 0031), pure: for a paid order, who earns, under which
 * programme role, how much, per tier. Every line that pays referral commission computes through `referralPayouts`
 * only; the table is LIMITS.referral. No Prisma, no clock: the payment passes the chain and the roles it read.
 */
const R = LIMITS.referral;

export interface ReferralPayout {
  tier: ReferralTier;
  userId: string;
  role: ReferralRole;
  percent: number;
  amountFen: number;
}

const isReferralLine = (line: string): line is ReferralLine => Object.hasOwn(R.percent, line);

/** Whole fen of `percent` of `amountFen`, rounded down (the platform keeps the fraction); 0 for anything not a positive whole amount. */
export function shareFen(amountFen: number, percent: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || !(percent > 0)) return 0;
  return Math.floor((amountFen * percent) / 100);
}

/**
 * The role one earner is paid under at a tier of a line: the highest percent among the roles they hold; on a tie
 * the earlier role of LIMITS.referral.roles (dealer > distributor > ambassador > spokesperson). Null when none of
 * their roles earns at that tier.
 */
export function roleFor(line: string, tier: ReferralTier, held: readonly string[]): { role: ReferralRole; percent: number } | null {
  if (!isReferralLine(line)) return null;
  let best: { role: ReferralRole; percent: number } | null = null;
  for (const role of R.roles) {
    if (!held.includes(role)) continue;
    const percent: number = R.percent[line][role][tier - 1];
    if (percent > 0 && (!best || percent > best.percent)) best = { role, percent };
  }
  return best;
}

/**
 * Who may earn at each tier: the payer's referrer (tier 1) and that referrer's referrer (tier 2). A loop earns
 * nothing: no one earns from their own payment, and no one is paid at two tiers of one order.
 */
export function referralChain(payerId: string, referrerId: string | null, grandId: string | null): { tier: ReferralTier; userId: string }[] {
  if (!referrerId || referrerId === payerId) return [];
  const chain: { tier: ReferralTier; userId: string }[] = [{ tier: 1, userId: referrerId }];
  if (grandId && grandId !== payerId && grandId !== referrerId) chain.push({ tier: 2, userId: grandId });
  return chain;
}

/**
 * The commissions of one paid order: at most one per tier (the chain has one earner per tier, paid under one role),
 * none of 0 fen (a 1 fen order pays nothing at 30 %).
 */
export function referralPayouts(
  order: { userId: string; line: string; amountFen: number },
  chain: { referrerId: string | null; grandId: string | null },
  rolesOf: (userId: string) => readonly string[],
): ReferralPayout[] {
  const out: ReferralPayout[] = [];
  for (const { tier, userId } of referralChain(order.userId, chain.referrerId, chain.grandId)) {
    const pick = roleFor(order.line, tier, rolesOf(userId));
    const amountFen = pick ? shareFen(order.amountFen, pick.percent) : 0;
    if (pick && amountFen > 0) out.push({ tier, userId, role: pick.role, percent: pick.percent, amountFen });
  }
  return out;
}

/**
 * Which commissions of an order to keep when older payments paid several at one tier (the data fix of decision
 * 0031): per tier, the one whose role comes first by precedence (then the larger amount, then the older); the rest
 * are extra. Answers the ids of the extra ones.
 */
export function extraCommissions<T extends { id: string; tier: number; role: string; amountFen: number; createdAt: Date }>(rows: readonly T[]): T[] {
  const rank = (role: string) => {
    const i = (R.roles as readonly string[]).indexOf(role);
    return i < 0 ? R.roles.length : i;
  };
  const byTier = new Map<number, T[]>();
  for (const r of rows) byTier.set(r.tier, [...(byTier.get(r.tier) ?? []), r]);
  const extra: T[] = [];
  for (const group of byTier.values()) {
    const sorted = [...group].sort((a, b) => rank(a.role) - rank(b.role) || b.amountFen - a.amountFen || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    extra.push(...sorted.slice(1));
  }
  return extra;
}

/** The commission role an existing frozen-income source stands for, and its tier (the data fix reads old rows). */
export function legacyCommission(source: string, heldRoles: readonly string[]): { tier: ReferralTier; role: ReferralRole } | null {
  if (source === 'dealer') return { tier: 1, role: 'dealer' };
  if (source === 'distributor') return { tier: 2, role: 'distributor' };
  if (source === 'commission') return { tier: 1, role: heldRoles.includes('ambassador') ? 'ambassador' : 'spokesperson' };
  return null;
}

/**
 * What an earner made on one referred buyer's orders, from their commission rows (newest first): the sum of those
 * not reversed, and the role the newest of them was paid under (null when none), which the programme screens show as
 * "已由经销商计佣" when it is another programme's role.
 */
export function earnedOn(rows: readonly { buyerId: string; role: string; amountFen: number; state: string }[], buyerId: string): { earnedFen: number; paidAs: ReferralRole | null } {
  const live = rows.filter((r) => r.buyerId === buyerId && r.state !== 'reversed');
  return { earnedFen: live.reduce((s, r) => s + r.amountFen, 0), paidAs: (live[0]?.role as ReferralRole | undefined) ?? null };
}
