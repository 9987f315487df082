import { LIMITS, type SearchCircleType, type TPage } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { encodeCursor, feedArgs, feedResult, type FeedKey } from '../../lib/paging';
import { qrPng } from '../../lib/qr-image';
import { loadCircle } from './circle.access';
import { circleCoreRepository, LISTED_STATES } from './circle-core.repository';
import { assertMayViewMembers, isMobileKeyword, showsMobile } from './circle-core.rules';
import { assertMember, memberStateAt } from './circle.rules';
import { circleRepository, type CircleRow } from './circle.repository';
import { summariesOf, summaryOf } from './circle.views';

const keyOf = (r: { createdAt: Date; id: string }): FeedKey => ({ at: r.createdAt, id: r.id });
type Feed = { cursor?: string; pageSize: number };
/** Ours: a member search reads at most this many card users matching the name (the rest are too vague a keyword). */
const MEMBER_SEARCH_PEOPLE = 500;
/** Ours: the circles those people are in that a member search looks at. */
const MEMBER_SEARCH_CIRCLES = 2000;
/** Ours: side of the invitation QR image (one of the share sizes). */
const QR_PX = LIMITS.share.qrSizes[1];

/**
 * The circle core part's reads for finding things: circle searches, people to invite, members inside a circle,
 * the invitation QR code and the join page. Dissolved and banned circles are never listed.
 */
export function circleCoreFindService(ctx: AppContext) {
  const repo = circleCoreRepository(ctx.db);
  const people = (ids: string[]) => circleRepository(ctx.db).people(ids);

  async function circlePage(list: string, rows: CircleRow[], q: Feed, viewerId: string | null) {
    const page = feedResult(list, rows, q, keyOf, (c) => c);
    return { ...page, items: await summariesOf(ctx, page.items, viewerId) };
  }

  /**
   * Label search walks the label's index newest first: a page is filled from batches of label rows, skipping
   * circles that are not listed (banned, dissolved), so a popular label never loads every circle id at once.
   */
  async function byLabel(label: string, q: Feed, viewerId: string | null) {
    const list = 'circle.search.label';
    let { after } = feedArgs(list, q);
    const found: { circle: CircleRow; key: FeedKey }[] = [];
    let exhausted = false;
    for (let round = 0; round < 5 && found.length <= q.pageSize && !exhausted; round++) {
      const rows = await repo.labelRowsAfter(label, after, 100);
      exhausted = rows.length < 100;
      if (rows.length === 0) break;
      after = { at: rows[rows.length - 1]!.createdAt, id: rows[rows.length - 1]!.circleId };
      const listed = new Map((await repo.circlesByIds(rows.map((r) => r.circleId))).filter((c) => LISTED_STATES.includes(c.state)).map((c) => [c.id, c]));
      for (const r of rows) {
        const c = listed.get(r.circleId);
        if (c) found.push({ circle: c, key: { at: r.createdAt, id: r.circleId } });
      }
    }
    const shown = found.slice(0, q.pageSize);
    const hasMore = found.length > q.pageSize || !exhausted;
    // The next page starts after the last row shown, or after the last row looked at when none was listed.
    const next = shown.length ? shown[shown.length - 1]!.key : after;
    const nextCursor = hasMore && next ? encodeCursor(list, next) : null;
    return {
      items: await summariesOf(
        ctx,
        shown.map((f) => f.circle),
        viewerId,
      ),
      total: null,
      hasMore: nextCursor !== null,
      nextCursor,
    } satisfies TPage<unknown>;
  }

  async function searchCircle(viewerId: string | null, q: Feed & { type: SearchCircleType; keyword: string }) {
    const list = `circle.search.${q.type}`;
    if (q.type === 'label') return byLabel(q.keyword, q, viewerId);
    const { after, take } = feedArgs(list, q);
    if (q.type === 'industry') return circlePage(list, await repo.searchByIndustry(q.keyword, after, take), q, viewerId);
    if (q.type === 'member') {
      const userIds = await repo.userIdsByCardName(q.keyword, MEMBER_SEARCH_PEOPLE);
      const circleIds = userIds.length ? await repo.circleIdsOfMembers(userIds, MEMBER_SEARCH_CIRCLES) : [];
      return circlePage(list, circleIds.length ? await repo.listedAmong(circleIds, after, take) : [], q, viewerId);
    }
    return circlePage(list, await repo.searchByText(q.type, q.keyword, after, take), q, viewerId);
  }

  async function searchJoined(userId: string, q: Feed & { keyword: string }) {
    const list = 'circle.search.joined';
    const { after, take } = feedArgs(list, q);
    const ids = await repo.joinedCircleIds(userId);
    return circlePage(list, ids.length ? await repo.listedAmong(ids, after, take, q.keyword) : [], q, userId);
  }

  /** Card users to invite, with their relation to the circle; the caller must be a member. */
  async function searchMpUser(userId: string, cid: string, keyword: string) {
    const now = ctx.clock.now();
    const { me } = await loadCircle(ctx, cid, userId);
    assertMember(me, now);
    const users = await repo.usersToInvite(userId, keyword, isMobileKeyword(keyword), LIMITS.money.userSearchResults);
    const rows = new Map(
      (
        await repo.rowsOf(
          cid,
          users.map((u) => u.id),
        )
      ).map((m) => [m.userId, m]),
    );
    return users.map((u) => ({
      phoneIdEcr: u.phoneIdEcr,
      name: u.card?.name ?? '',
      avatarUrl: u.avatarUrl,
      company: u.card?.company ?? '',
      position: u.card?.position ?? '',
      state: memberStateAt(rows.get(u.id) ?? null, now),
    }));
  }

  /**
   * Members of a circle by card name. A circle holds at most memberCap joined rows, so its members are read whole
   * and their names matched in one query; the page is cut from that in (createdAt desc, id desc) order.
   */
  async function searchCirUser(userId: string, q: Feed & { cid: string; keyword: string }) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, q.cid, userId);
    assertMayViewMembers(circle, me, now);
    const list = `circle.members.${q.cid}`;
    const { after, take } = feedArgs(list, q);
    const members = await repo.joinedMembers(q.cid);
    const named = new Set(
      (
        await repo.cardsNamed(
          members.map((m) => m.userId),
          q.keyword,
        )
      ).map((c) => c.userId),
    );
    const after_ = (m: { createdAt: Date; id: string }) => !after || m.createdAt < after.at || (m.createdAt.getTime() === after.at.getTime() && m.id < after.id);
    const rows = members.filter((m) => named.has(m.userId) && after_(m)).slice(0, take);
    const cards = new Map((await repo.personCards(rows.map((r) => r.userId))).map((p) => [p.id, p]));
    const titles = await repo.titleNames(rows.map((r) => r.titleId).filter((t): t is string => !!t));
    return feedResult(list, rows, q, keyOf, (m) => {
      const p = cards.get(m.userId);
      return {
        phoneIdEcr: p?.phoneIdEcr ?? '',
        name: p?.card?.name ?? '',
        avatarUrl: p?.avatarUrl ?? null,
        role: m.role as 'owner' | 'admin' | 'member',
        titleName: (m.titleId && titles.get(m.titleId)) || '',
      };
    });
  }

  /** One member's card inside a circle; the mobile is hidden when noAddContacts applies to the caller. */
  async function memberInfo(userId: string, cid: string, phoneIdEcr: string) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertMayViewMembers(circle, me, now);
    const target = await repo.userByPublicId(phoneIdEcr);
    const row = target ? await circleRepository(ctx.db).memberOf(cid, target.id) : null;
    if (!target || !row || memberStateAt(row, now) !== 'joined') throw new DomainError('CIRCLE_NOT_MEMBER', { field: 'phoneIdEcr' });
    const [p] = await repo.personCards([target.id]);
    const titles = await repo.titleNames(row.titleId ? [row.titleId] : []);
    const mobile = showsMobile(circle, me, now) && p && !p.hidePhone ? p.phone : null;
    return {
      phoneIdEcr,
      name: p?.card?.name ?? '',
      avatarUrl: p?.avatarUrl ?? null,
      role: row.role as 'owner' | 'admin' | 'member',
      titleName: (row.titleId && titles.get(row.titleId)) || '',
      company: p?.card?.company ?? '',
      position: p?.card?.position ?? '',
      mobile,
      joinedAt: row.joinedAt?.toISOString() ?? null,
    };
  }

  /** The join page's address for an inviter: what the QR code and a shared link open. */
  const joinLink = (cid: string, inviter: string) => `${ctx.config.publicOrigin}/multipage/circle/CircleJoinInfo/${encodeURIComponent(cid)}?inviter=${encodeURIComponent(inviter)}`;

  async function qrCode(userId: string, cid: string) {
    const { me } = await loadCircle(ctx, cid, userId);
    assertMember(me, ctx.clock.now());
    const [p] = await people([userId]);
    const link = joinLink(cid, p!.phoneIdEcr);
    const png = await qrPng(link, QR_PX, null);
    return { link, qrDataUrl: `data:image/png;base64,${png.toString('base64')}`, inviter: { phoneIdEcr: p!.phoneIdEcr, name: p!.card?.name ?? '', avatarUrl: p!.avatarUrl } };
  }

  /**
   * What the join landing shows anyone, signed in or not: a stale link to a dissolved circle says so
   * (CIRCLE_DISSOLVED) rather than "not found"; a banned one is refused like everywhere else.
   */
  async function joinInfo(viewerId: string | null, cid: string, inviter?: string) {
    const c = await circleRepository(ctx.db).circleById(cid);
    if (c?.state === 'dissolved') throw new DomainError('CIRCLE_DISSOLVED', { field: 'cid' });
    const { circle, me } = await loadCircle(ctx, cid, viewerId);
    const repoC = circleRepository(ctx.db);
    const [labels, [owner]] = await Promise.all([repoC.labelsOf([cid]), people([circle.ownerId])]);
    const inv = inviter ? await repo.userByPublicId(inviter) : null;
    return {
      ...summaryOf(circle, labels.get(cid) ?? [], me, ctx.clock.now()),
      ownerName: owner?.card?.name ?? '',
      province: circle.province,
      honour: circle.honour,
      memberCap: LIMITS.circle.memberCap,
      inviter: inv ? { phoneIdEcr: inv.phoneIdEcr, name: inv.card?.name ?? '', avatarUrl: inv.avatarUrl } : null,
    };
  }

  return { searchCircle, searchJoined, searchMpUser, searchCirUser, memberInfo, qrCode, joinInfo };
}
