import type { DirectReader } from '../../../core/direct-sql';
import { jsonArraySql, readDateTime, readDateTimeOrNull, readJsonArray, readNumber, sqlArgs } from '../../../core/sql-values';

/**
 * The SMS home as one statement through the driver (issue 30): the account, the recipients reached today, the
 * owners who granted the caller their credits (with the caller's use of each today, as a JSON array) and, one per
 * row, the caller's signs newest first. Through Prisma it was five or six statements (0.2-0.3x the driver route).
 * An account not yet opened reads as its defaults; a grantor's deleted user as an empty face (core/people NOBODY).
 */
export function smsHomeRepository(sql: DirectReader) {
  return {
    home: async (userId: string, dayStart: Date) => {
      const q = sqlArgs(sql.engine);
      const me = q.p(userId);
      const since = q.at(dayStart);
      const usedOf = (payer: string) =>
        `(SELECT COALESCE(SUM(r."recipients"), 0) FROM "SmsRecord" AS r WHERE r."userId" = ${me} AND r."createdAt" >= ${since}${payer ? ` AND r."payerId" = ${payer}` : ''})`;
      const grants = jsonArraySql(
        sql.engine,
        { phoneIdEcr: `COALESCE(u."phoneIdEcr", '')`, name: `COALESCE(cd."name", '')`, perDay: 'g."perDay"', usedToday: usedOf('g."ownerId"') },
        `FROM "SmsGrant" AS g LEFT JOIN "User" AS u ON u."id" = g."ownerId" LEFT JOIN "Card" AS cd ON cd."userId" = g."ownerId" WHERE g."granteeId" = ${me} AND g."revokedAt" IS NULL`,
        'g."createdAt" DESC, g."id" DESC',
      );
      const text = `SELECT acc.*, s."id", s."text", s."status", s."reason", s."createdAt", s."reviewedAt"
FROM (SELECT a."credits", a."consentAt", a."defaultSignId", a."dailyCap", ${usedOf('')} AS "used", ${grants} AS "grants"
  FROM (SELECT 1 AS "one") AS o LEFT JOIN "SmsAccount" AS a ON a."userId" = ${me}) AS acc
LEFT JOIN "SmsSign" AS s ON s."userId" = ${me}
ORDER BY s."createdAt" DESC, s."id" DESC`;
      type When = string | Date;
      type Row = {
        credits: unknown;
        consentAt: When | null;
        defaultSignId: string | null;
        dailyCap: unknown;
        used: unknown;
        grants: unknown;
        id: string | null;
        text: string;
        status: string;
        reason: string;
        createdAt: When;
        reviewedAt: When | null;
      };
      const rows = await sql.read<Row>(text, q.args);
      const a = rows[0];
      return {
        credits: readNumber(a?.credits),
        consentAt: readDateTimeOrNull(a?.consentAt ?? null),
        defaultSignId: a?.defaultSignId ?? null,
        dailyCap: readNumber(a?.dailyCap),
        usedToday: readNumber(a?.used),
        grants: readJsonArray<{ phoneIdEcr: string; name: string; perDay: number; usedToday: number }>(a?.grants),
        signs: rows.flatMap((r) =>
          r.id === null ? [] : [{ id: r.id, text: r.text, status: r.status, reason: r.reason, createdAt: readDateTime(r.createdAt), reviewedAt: readDateTimeOrNull(r.reviewedAt) }],
        ),
      };
    },
  };
}
