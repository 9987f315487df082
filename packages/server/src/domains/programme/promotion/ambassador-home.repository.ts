import type { DirectReader } from '../../../core/direct-sql';
import { readDateTimeOrNull as date, readNumber } from '../../../core/sql-values';
import type { Engine } from '../../../db';
import { PAID_STATES } from './promotion.repository';

/**
 * The ambassador's home as one statement through the driver (issue 30): the user's VIP dates and card, the
 * membership, the people they referred and how many of those paid, and their ambassador commissions by state. Through
 * Prisma it was six statements, the slowest ordinary call of the bench (0.19x the driver route). An order counts as
 * paid in promotion.repository's PAID_STATES; a commission's income is its own row (unique).
 */
export function ambassadorHomeQuery(engine: Engine, userId: string) {
  const p = engine === 'postgres' ? '$1' : '?1';
  const commission = (state: string) =>
    `(SELECT COALESCE(SUM(f."amountFen"), 0) FROM "ReferralCommission" AS rc JOIN "FrozenIncome" AS f ON f."id" = rc."incomeId" WHERE rc."earnerId" = u."id" AND rc."role" = 'ambassador' AND f."state" = '${state}')`;
  const sql = `SELECT u."phoneIdEcr", u."vipExpiresAt", u."tempVipExpiresAt", c."name" AS "cardName", c."company" AS "cardCompany", c."position" AS "cardPosition",
  m."joinedAt" AS "joinedAt",
  (SELECT COUNT(*) FROM "User" AS r WHERE r."refereeId" = u."id") AS "referred",
  (SELECT COUNT(DISTINCT o."userId") FROM "Order" AS o JOIN "User" AS r ON r."id" = o."userId" WHERE r."refereeId" = u."id" AND o."state" IN (${PAID_STATES.map((s) => `'${s}'`).join(', ')})) AS "paid",
  ${commission('frozen')} AS "frozenFen",
  ${commission('released')} AS "releasedFen"
FROM "User" AS u LEFT JOIN "Card" AS c ON c."userId" = u."id" LEFT JOIN "PromoMember" AS m ON m."userId" = u."id" AND m."kind" = 'ambassador'
WHERE u."id" = ${p}`;
  return { sql, args: [userId] };
}

type Row = {
  phoneIdEcr: string;
  vipExpiresAt: string | Date | null;
  tempVipExpiresAt: string | Date | null;
  cardName: string | null;
  cardCompany: string | null;
  cardPosition: string | null;
  joinedAt: string | Date | null;
  referred: unknown;
  paid: unknown;
  frozenFen: unknown;
  releasedFen: unknown;
};

export function ambassadorHomeRepository(sql: DirectReader) {
  return {
    home: async (userId: string) => {
      const q = ambassadorHomeQuery(sql.engine, userId);
      const [r] = await sql.read<Row>(q.sql, q.args);
      if (!r) return null;
      return {
        phoneIdEcr: r.phoneIdEcr,
        vipExpiresAt: date(r.vipExpiresAt),
        tempVipExpiresAt: date(r.tempVipExpiresAt),
        card: r.cardName === null ? null : { name: r.cardName, company: r.cardCompany ?? '', position: r.cardPosition ?? '' },
        joinedAt: date(r.joinedAt),
        referred: readNumber(r.referred),
        paid: readNumber(r.paid),
        frozenFen: readNumber(r.frozenFen),
        releasedFen: readNumber(r.releasedFen),
      };
    },
  };
}
