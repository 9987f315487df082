import type { DirectReader } from '../../core/direct-sql';
import { userAccount } from '../../core/ledger';
import { readBoolean, readDateTime, readNumber as fen } from '../../core/sql-values';
import type { Engine } from '../../db';

/**
 * The wallet's first screen as one statement (issue 30): balances, income, paid out, whether a transaction password
 * is set, and the withdrawal WeChat. Through Prisma it was five statements and the slowest ordinary call of the
 * bench (0.15x the driver route); each scalar subquery here seeks its own index. Each engine's placeholders: SQLite's
 * numbered `?n`, PostgreSQL's `$n`.
 */
export function walletIndexQuery(engine: Engine, userId: string) {
  const p = (i: number) => (engine === 'postgres' ? `$${i}` : `?${i}`);
  const sum = (table: string, where: string) => `(SELECT COALESCE(SUM("amountFen"), 0) FROM "${table}" WHERE "userId" = ${p(1)} AND ${where})`;
  const sql = `SELECT
  (SELECT "balanceFen" FROM "LedgerAccount" WHERE "id" = ${p(2)}) AS "available",
  (SELECT "balanceFen" FROM "LedgerAccount" WHERE "id" = ${p(3)}) AS "frozen",
  ${sum('FrozenIncome', `"state" <> 'reversed'`)} AS "income",
  ${sum('Withdrawal', `"state" = 'succeeded'`)} AS "withdrawn",
  (SELECT CASE WHEN "txPwdHash" IS NULL THEN 0 ELSE 1 END FROM "User" WHERE "id" = ${p(1)}) AS "hasTxPwd",
  b."nickname" AS "nickname", b."boundAt" AS "boundAt", CASE WHEN b."spokesperson" THEN 1 ELSE 0 END AS "spokesperson"
FROM (SELECT 1 AS "one") AS "o" LEFT JOIN "WalletBinding" AS b ON b."userId" = ${p(1)}`;
  return { sql, args: [userId, userAccount(userId, 'available'), userAccount(userId, 'frozen')] };
}

type IndexRow = {
  available: unknown;
  frozen: unknown;
  income: unknown;
  withdrawn: unknown;
  hasTxPwd: unknown;
  nickname: string | null;
  boundAt: string | Date | null;
  spokesperson: unknown;
};

/** The wallet's reads that go through the driver (core/direct-sql) rather than Prisma. */
export function walletIndexRepository(sql: DirectReader) {
  return {
    index: async (userId: string) => {
      const q = walletIndexQuery(sql.engine, userId);
      const [r] = await sql.read<IndexRow>(q.sql, q.args);
      return {
        availableFen: fen(r?.available),
        frozenFen: fen(r?.frozen),
        incomeFen: fen(r?.income),
        withdrawnFen: fen(r?.withdrawn),
        hasTxPwd: readBoolean(r?.hasTxPwd),
        binding: r?.nickname != null && r.boundAt != null ? { nickname: r.nickname, boundAt: readDateTime(r.boundAt), spokesperson: readBoolean(r.spokesperson) } : null,
      };
    },
  };
}
