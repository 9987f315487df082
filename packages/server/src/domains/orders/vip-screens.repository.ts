import type { DirectReader } from '../../core/direct-sql';
import { jsonArraySql, jsonDateTimeSql, readBoolean, readDateTimeOrNull, readJsonArray, readNumber, sqlArgs } from '../../core/sql-values';

type VipRow = {
  regionCode: string;
  vipExpiresAt: string | Date | null;
  tempVipExpiresAt: string | Date | null;
  goldenKeys: unknown;
  enterprise: unknown;
};

/**
 * The VIP screens' reads as one statement each through the driver (issue 30): the plans list's buyer (the user and
 * whether a VIP order was ever paid) and the VIP information (the user and the live entitlements). Through Prisma each
 * was two statements, and the calls ran at 0.34x and 0.25x the driver route, the bench's slowest ordinary calls. What
 * they mean stays the rules' (vip-plans.rules offerBuyer, vipStateOf); buying keeps Prisma's reads (orders.service).
 */
export function vipScreensRepository(sql: DirectReader) {
  const user = (extra: string) => `SELECT u."regionCode", u."vipExpiresAt", u."tempVipExpiresAt", u."goldenKeys", u."enterprise", ${extra}
FROM "User" AS u WHERE u."id" = `;
  const vipFields = (r: VipRow) => ({
    regionCode: r.regionCode,
    vipExpiresAt: readDateTimeOrNull(r.vipExpiresAt),
    tempVipExpiresAt: readDateTimeOrNull(r.tempVipExpiresAt),
    goldenKeys: readNumber(r.goldenKeys),
    enterprise: readBoolean(r.enterprise),
  });
  return {
    /** The user's VIP fields and whether they ever paid a VIP order (refunded ones count, as orders.repository's paidVipBefore). */
    buyer: async (userId: string) => {
      const q = sqlArgs(sql.engine);
      const me = q.p(userId);
      const paid = `CASE WHEN EXISTS (SELECT 1 FROM "Order" AS o WHERE o."userId" = u."id" AND o."line" = 'vip' AND o."paidAt" IS NOT NULL) THEN 1 ELSE 0 END AS "paidVip"`;
      const [r] = await sql.read<VipRow & { paidVip: unknown }>(`${user(paid)}${me}`, q.args);
      return r ? { ...vipFields(r), paidVipBefore: readBoolean(r.paidVip) } : null;
    },

    /** The user's VIP fields and live entitlements (not revoked, not expired at `now`), oldest first (as orders.repository's activeEntitlements). */
    vipInfo: async (userId: string, now: Date) => {
      const q = sqlArgs(sql.engine);
      const me = q.p(userId);
      const ents = jsonArraySql(
        sql.engine,
        { kind: 'e."kind"', quantity: 'e."quantity"', expiresAt: jsonDateTimeSql(sql.engine, 'e."expiresAt"') },
        `FROM "Entitlement" AS e WHERE e."userId" = u."id" AND e."revokedAt" IS NULL AND (e."expiresAt" IS NULL OR e."expiresAt" > ${q.at(now)})`,
        'e."createdAt", e."id"',
      );
      const [r] = await sql.read<VipRow & { ents: unknown }>(`${user(`${ents} AS "ents"`)}${me}`, q.args);
      if (!r) return null;
      const list = readJsonArray<{ kind: string; quantity: unknown; expiresAt: string | null }>(r.ents);
      return { ...vipFields(r), entitlements: list.map((e) => ({ kind: e.kind, quantity: readNumber(e.quantity), expiresAt: readDateTimeOrNull(e.expiresAt) })) };
    },
  };
}
