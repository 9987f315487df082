import type { TNetworkPerson } from '@card/contract';
import type { DirectReader } from '../../core/direct-sql';
import { afterKeySql, jsonArraySql, readDateTime, readDateTimeOrNull, readJsonArray, readNumber, sqlArgs } from '../../core/sql-values';
import type { FeedKey } from '../../lib/paging';

/**
 * The network's signed-in pages of people, each one statement through the driver (issue 30): the address book,
 * the exchange boxes and the radar's visitors. Through Prisma each was four or five statements (the page, the
 * people, their cards, labels or share backs, a count): the bench's slowest ordinary calls (0.16x the driver route).
 * The person of a row is its user and card joined in; a row's list (labels) is a JSON array built by the statement.
 */
const PERSON = `u."id" AS "userId", u."phoneIdEcr" AS "phoneIdEcr", u."avatarUrl" AS "avatarUrl", cd."name" AS "cardName", cd."company" AS "cardCompany", cd."position" AS "cardPosition"`;
const personJoin = (userId: string) => `LEFT JOIN "User" AS u ON u."id" = ${userId} LEFT JOIN "Card" AS cd ON cd."userId" = u."id"`;
/** A share back's details (issue 34) as the rows carry them. */
const LEAD = `sb."id" AS "leadId", sb."name" AS "leadName", sb."regionCode" AS "leadRegion", sb."phone" AS "leadPhone", sb."company" AS "leadCompany", sb."position" AS "leadPosition"`;

type PersonCols = { userId: string | null; phoneIdEcr: string | null; avatarUrl: string | null; cardName: string | null; cardCompany: string | null; cardPosition: string | null };
type LeadCols = { leadId: string | null; leadName: string | null; leadRegion: string | null; leadPhone: string | null; leadCompany: string | null; leadPosition: string | null };
type When = string | Date;

/** The person a row joined, as every network page shows one (network.views personOf), or null when no user was found. */
function personOfRow(r: PersonCols): TNetworkPerson | null {
  if (r.userId === null || r.phoneIdEcr === null) return null;
  return { phoneIdEcr: r.phoneIdEcr, name: r.cardName ?? '', avatarUrl: r.avatarUrl, company: r.cardCompany ?? '', position: r.cardPosition ?? '' };
}
const leadOfRow = (r: LeadCols) =>
  r.leadId === null ? null : { name: r.leadName ?? '', regionCode: r.leadRegion ?? '', phone: r.leadPhone ?? '', company: r.leadCompany ?? '', position: r.leadPosition ?? '' };

export function networkPagesRepository(sql: DirectReader) {
  const engine = sql.engine;
  return {
    /**
     * An address book page (newest first), optionally only the entries with one label: each entry's person, or the
     * share back it holds, and the owner's labels on it in the order of the owner's label list. An entry whose card
     * or share back is gone is not shown.
     */
    contacts: async (ownerId: string, after: FeedKey | null, take: number, labelId?: string) => {
      const q = sqlArgs(engine);
      const owner = q.p(ownerId);
      const labels = jsonArraySql(
        engine,
        { id: 'cl."id"', name: 'cl."name"' },
        `FROM "ContactLabelLink" AS ll JOIN "ContactLabel" AS cl ON cl."id" = ll."labelId" WHERE ll."contactId" = k."id" AND cl."ownerId" = ${owner}`,
        'cl."createdAt", cl."id"',
      );
      const onlyLabel = labelId ? ` AND EXISTS (SELECT 1 FROM "ContactLabelLink" AS f WHERE f."contactId" = k."id" AND f."labelId" = ${q.p(labelId)})` : '';
      const text = `SELECT k."id", k."source", k."createdAt", ${PERSON}, ${LEAD}, ${labels} AS "labels"
FROM "Contact" AS k ${personJoin('k."contactId"')} LEFT JOIN "ShareBack" AS sb ON k."source" = 'shareBack' AND sb."id" = k."contactId"
WHERE k."ownerId" = ${owner} AND (u."id" IS NOT NULL OR sb."id" IS NOT NULL)${onlyLabel}${afterKeySql(q, 'k."createdAt"', 'k."id"', 'desc', after)}
ORDER BY k."createdAt" DESC, k."id" DESC LIMIT ${q.p(take)}`;
      const rows = await sql.read<{ id: string; source: string; createdAt: When; labels: unknown } & PersonCols & LeadCols>(text, q.args);
      return rows.map((r) => ({
        id: r.id,
        source: r.source,
        createdAt: readDateTime(r.createdAt),
        person: personOfRow(r),
        lead: r.source === 'shareBack' ? leadOfRow(r) : null,
        labels: readJsonArray<{ id: string; name: string }>(r.labels),
      }));
    },

    /** The caller's colleagues who let colleagues see them (newest account first); none without a company. */
    colleagues: async (meId: string, after: FeedKey | null, take: number) => {
      const q = sqlArgs(engine);
      const text = `SELECT u."createdAt" AS "createdAt", ${PERSON}
FROM "User" AS me JOIN "User" AS u ON u."companyId" = me."companyId" AND u."id" <> me."id" AND u."allowColleagueView" = TRUE LEFT JOIN "Card" AS cd ON cd."userId" = u."id"
WHERE me."id" = ${q.p(meId)}${afterKeySql(q, 'u."createdAt"', 'u."id"', 'desc', after)}
ORDER BY u."createdAt" DESC, u."id" DESC LIMIT ${q.p(take)}`;
      const rows = await sql.read<{ createdAt: When } & PersonCols>(text, q.args);
      return rows.map((r) => ({ id: r.userId!, createdAt: readDateTime(r.createdAt), person: personOfRow(r)! }));
    },

    /**
     * An exchange box page (newest first) with the other person of each request, and how many requests wait for the
     * caller's answer: the count is the statement's first table, so an empty page still answers it (one row, no id).
     */
    exchangeBox: async (userId: string, box: 'received' | 'sent', after: FeedKey | null, take: number) => {
      const q = sqlArgs(engine);
      const me = q.p(userId);
      const text = `SELECT pc."pending", x.* FROM (SELECT COUNT(*) AS "pending" FROM "CardExchange" WHERE "toId" = ${me} AND "state" = 'pending') AS pc
LEFT JOIN (SELECT e."id", e."state", e."note", e."createdAt", e."decidedAt", ${PERSON}
  FROM "CardExchange" AS e JOIN "User" AS u ON u."id" = CASE WHEN e."fromId" = ${me} THEN e."toId" ELSE e."fromId" END LEFT JOIN "Card" AS cd ON cd."userId" = u."id"
  WHERE e."${box === 'received' ? 'toId' : 'fromId'}" = ${me}${afterKeySql(q, 'e."createdAt"', 'e."id"', 'desc', after)}
  ORDER BY e."createdAt" DESC, e."id" DESC LIMIT ${q.p(take)}) AS x ON 1 = 1
ORDER BY x."createdAt" DESC, x."id" DESC`;
      const rows = await sql.read<{ pending: unknown; id: string | null; state: string; note: string; createdAt: When; decidedAt: When | null } & PersonCols>(text, q.args);
      const page = rows.flatMap((r) =>
        r.id === null ? [] : [{ id: r.id, state: r.state, note: r.note, createdAt: readDateTime(r.createdAt), decidedAt: readDateTimeOrNull(r.decidedAt), person: personOfRow(r)! }],
      );
      return { rows: page, pendingCount: readNumber(rows[0]?.pending) };
    },

    /**
     * A radar page of visitors (last visit first, ties by key): the signed-in visitor's person, and the details the
     * visitor left on this card (the newest share back under their key).
     */
    radarVisitors: async (ownerId: string, after: FeedKey | null, take: number) => {
      const q = sqlArgs(engine);
      const owner = q.p(ownerId);
      const text = `SELECT v."visitorKey", v."visitorId", v."views", v."actions", v."device", v."city", v."firstAt", v."lastAt", ${PERSON}, ${LEAD}
FROM "RadarVisitor" AS v ${personJoin('v."visitorId"')}
LEFT JOIN "ShareBack" AS sb ON sb."id" = (SELECT s."id" FROM "ShareBack" AS s WHERE s."ownerId" = v."ownerId" AND s."visitorKey" = v."visitorKey" ORDER BY s."createdAt" DESC, s."id" DESC LIMIT 1)
WHERE v."ownerId" = ${owner}${afterKeySql(q, 'v."lastAt"', 'v."visitorKey"', 'asc', after)}
ORDER BY v."lastAt" DESC, v."visitorKey" ASC LIMIT ${q.p(take)}`;
      type Row = { visitorKey: string; visitorId: string | null; views: unknown; actions: unknown; device: string | null; city: string | null; firstAt: When; lastAt: When };
      const rows = await sql.read<Row & PersonCols & LeadCols>(text, q.args);
      return rows.map((r) => ({
        visitorKey: r.visitorKey,
        views: readNumber(r.views),
        actions: readNumber(r.actions),
        device: r.device,
        city: r.city,
        firstAt: readDateTime(r.firstAt),
        lastAt: readDateTime(r.lastAt),
        person: r.visitorId === null ? null : personOfRow(r),
        lead: leadOfRow(r),
      }));
    },
  };
}
