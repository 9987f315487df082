import type { DirectReader } from '../../core/direct-sql';
import { afterKeySql, jsonArraySql, readBoolean, readDateTime, readDateTimeOrNull, readJsonArray, readNumber, sqlArgs } from '../../core/sql-values';
import type { FeedKey } from '../../lib/paging';

/**
 * "My circles" as one statement per page through the driver (issue 30): the circles with their labels (a JSON
 * array, in the labels' key order) and the caller's membership of each. Through Prisma it was three or four
 * statements (the page, the circles of a joined page, labels, memberships): 0.2-0.3x the driver route.
 */
const CIRCLE = `c."id" AS "cid", c."name", c."avatarUrl", c."description", c."city", c."industry", c."joinWay", c."joinPriceFen", c."viewPriceFen", c."memberCount", c."state" AS "circleState"`;
const MEMBER = `m."id" AS "memberId", m."createdAt" AS "memberAt", m."state" AS "memberState", m."role", m."disabled", m."paidUntil", m."viewPaidUntil"`;

type When = string | Date;
type Row = {
  cid: string | null;
  name: string;
  avatarUrl: string | null;
  description: string;
  city: string;
  industry: string;
  joinWay: string;
  joinPriceFen: unknown;
  viewPriceFen: unknown;
  memberCount: unknown;
  circleState: string;
  circleAt: When;
  labels: unknown;
  memberId: string | null;
  memberAt: When;
  memberState: string;
  role: string;
  disabled: unknown;
  paidUntil: When | null;
  viewPaidUntil: When | null;
};

function circleOf(r: Row) {
  if (r.cid === null) return null;
  const n = readNumber;
  return {
    id: r.cid,
    name: r.name,
    avatarUrl: r.avatarUrl,
    description: r.description,
    city: r.city,
    industry: r.industry,
    joinWay: r.joinWay,
    joinPriceFen: n(r.joinPriceFen),
    viewPriceFen: n(r.viewPriceFen),
    memberCount: n(r.memberCount),
    state: r.circleState,
    createdAt: readDateTime(r.circleAt),
    labels: readJsonArray<{ label: string }>(r.labels).map((l) => l.label),
  };
}
const memberOf = (r: Row) =>
  r.memberId === null
    ? null
    : { state: r.memberState, role: r.role, disabled: readBoolean(r.disabled), paidUntil: readDateTimeOrNull(r.paidUntil), viewPaidUntil: readDateTimeOrNull(r.viewPaidUntil) };

export function circleMineRepository(sql: DirectReader) {
  const labels = jsonArraySql(sql.engine, { label: 'l."label"' }, `FROM "CircleLabel" AS l WHERE l."circleId" = c."id"`, 'l."label"');
  return {
    /** Circles the user created and has not dissolved, newest first, with the user's (owner) membership. */
    created: async (userId: string, after: FeedKey | null, take: number) => {
      const q = sqlArgs(sql.engine);
      const me = q.p(userId);
      const text = `SELECT ${CIRCLE}, c."createdAt" AS "circleAt", ${labels} AS "labels", ${MEMBER}
FROM "Circle" AS c LEFT JOIN "CircleMember" AS m ON m."circleId" = c."id" AND m."userId" = ${me}
WHERE c."ownerId" = ${me} AND c."state" <> 'dissolved'${afterKeySql(q, 'c."createdAt"', 'c."id"', 'desc', after)}
ORDER BY c."createdAt" DESC, c."id" DESC LIMIT ${q.p(take)}`;
      const rows = await sql.read<Row>(text, q.args);
      return rows.map((r) => ({ circle: circleOf(r)!, member: memberOf(r) }));
    },
    /**
     * Memberships as a member or admin (not owner), newest first (the page's keys are the memberships'), each with
     * its circle: null when the circle row is gone.
     */
    joined: async (userId: string, after: FeedKey | null, take: number) => {
      const q = sqlArgs(sql.engine);
      const text = `SELECT ${CIRCLE}, c."createdAt" AS "circleAt", ${labels} AS "labels", ${MEMBER}
FROM "CircleMember" AS m LEFT JOIN "Circle" AS c ON c."id" = m."circleId"
WHERE m."userId" = ${q.p(userId)} AND m."state" = 'joined' AND m."role" <> 'owner'${afterKeySql(q, 'm."createdAt"', 'm."id"', 'desc', after)}
ORDER BY m."createdAt" DESC, m."id" DESC LIMIT ${q.p(take)}`;
      const rows = await sql.read<Row>(text, q.args);
      return rows.map((r) => ({ id: r.memberId!, createdAt: readDateTime(r.memberAt), circle: circleOf(r), member: memberOf(r)! }));
    },
  };
}
