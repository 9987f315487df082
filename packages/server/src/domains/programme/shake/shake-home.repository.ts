import type { DirectReader } from '../../../core/direct-sql';
import { jsonArraySql, readJsonArray, readNumber, sqlArgs } from '../../../core/sql-values';

/**
 * The shake home as one statement through the driver (issue 30): the caller's pending applications, their devices,
 * and their live gift entitlements (as a JSON array, oldest first) each with the gift devices that applications not
 * rejected already took of it. Through Prisma it was three or four statements (entitlements, their use, two counts):
 * the bench's slowest ordinary call (0.39x the driver route). What is left of each gift stays the rules' sum
 * (shake.rules giftPlan), so the statement only reads.
 */
export function shakeHomeRepository(sql: DirectReader) {
  return {
    home: async (userId: string, now: Date) => {
      const q = sqlArgs(sql.engine);
      const me = q.p(userId);
      // An application's gift counts against the entitlement it names, whoever reads (as shakeRepository.giftUsed).
      const used = `(SELECT COALESCE(SUM(a."giftQuantity"), 0) FROM "ShakeApplication" AS a WHERE a."giftEntitlementId" = e."id" AND a."status" <> 'rejected')`;
      const gifts = jsonArraySql(
        sql.engine,
        { id: 'e."id"', quantity: 'e."quantity"', used },
        `FROM "Entitlement" AS e WHERE e."userId" = ${me} AND e."kind" = 'shakeDevice' AND e."revokedAt" IS NULL AND (e."expiresAt" IS NULL OR e."expiresAt" > ${q.at(now)})`,
        'e."createdAt", e."id"',
      );
      const text = `SELECT (SELECT COUNT(*) FROM "ShakeApplication" WHERE "userId" = ${me} AND "status" = 'pending') AS "pending",
(SELECT COUNT(*) FROM "ShakeDevice" WHERE "userId" = ${me}) AS "devices", ${gifts} AS "gifts"`;
      const [row] = await sql.read<{ pending: unknown; devices: unknown; gifts: unknown }>(text, q.args);
      const ents = readJsonArray<{ id: string; quantity: unknown; used: unknown }>(row?.gifts);
      return {
        pendingApplications: readNumber(row?.pending),
        deviceCount: readNumber(row?.devices),
        entitlements: ents.map((e) => ({ id: e.id, quantity: readNumber(e.quantity) })),
        used: new Map(ents.map((e) => [e.id, readNumber(e.used)])),
      };
    },
  };
}
