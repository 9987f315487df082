import { LIMITS, messageColumns, type TCreateCircleBody, type TKindSubject, type TMyRelation } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { directSql } from '../../core/direct-sql';
import { DomainError } from '../../lib/domain-error';
import { storeImage } from '../../lib/image-file';
import { feedArgs, feedResult, type FeedKey } from '../../lib/paging';
import { checkCircleAvatar, loadCircle } from './circle.access';
import { CIRCLE_CORE_MESSAGES, langOf } from './circle-core.messages';
import { circleCoreRepository } from './circle-core.repository';
import { agreeOutcome, applyOutcome, assertCanCreate, assertCanQuit, assertPending, checkLabels, checkPrices, invitable } from './circle-core.rules';
import { assertActiveMember, assertAdmin } from './circle.rules';
import { circleRepository } from './circle.repository';
import { detailOf, relationOf, summariesOf, summaryOf } from './circle.views';
import { circleMineRepository } from './circle-mine.repository';

const keyOf = (r: { createdAt: Date; id: string }): FeedKey => ({ at: r.createdAt, id: r.id });
type Msg = { title: string; content: string };

/**
 * The circle core part's writes and lists about circles and memberships: create, my circles, apply / join / quit,
 * applications and invitations. Every membership change and its member-count change are one transaction, and the
 * messages they cause are written in the same transaction (message centre rows, no outside side effects).
 */
export function circleCoreService(ctx: AppContext) {
  const repo = circleCoreRepository(ctx.db);

  /** Each user's message in their language, about the circle (or, for its admins, the circle's applications). */
  async function messagesTo(tx: DbClient, userIds: string[], text: (lang: ReturnType<typeof langOf>) => Msg, now: Date, subject: TKindSubject<'circle'>) {
    const people = await circleCoreRepository(tx).languagesOf(userIds);
    await circleCoreRepository(tx).addMessages(people.map((p) => ({ id: ctx.ids.id(), userId: p.id, ...text(langOf(p.language)), ...messageColumns('circle', subject), createdAt: now })));
  }
  const nameOf = async (userId: string) => (await circleRepository(ctx.db).people([userId]))[0]?.card?.name ?? '';

  async function createCircle(userId: string, b: TCreateCircleBody) {
    const labels = checkLabels(b.labels);
    const prices = checkPrices(b.joinWay, b.joinPriceFen, b.viewPriceFen);
    const avatarUrl = await checkCircleAvatar(ctx, userId, b.avatarUrl, null);
    const now = ctx.clock.now();
    const id = ctx.ids.id();
    // The cap is counted inside the transaction that creates: SQLite's write lock (PostgreSQL's serializable retry)
    // makes two simultaneous creates at 19 end with 20, never 21.
    await ctx.db.$transaction(async (tx) => {
      const r = circleCoreRepository(tx);
      assertCanCreate(await r.ownedCount(userId));
      await r.createCircle(
        {
          id,
          ownerId: userId,
          name: b.name,
          description: b.description,
          avatarUrl,
          province: b.province,
          city: b.city,
          address: b.address,
          lng: b.lng ?? null,
          lat: b.lat ?? null,
          industry: b.industry,
          joinWay: b.joinWay,
          ...prices,
          createdAt: now,
        },
        labels,
        ctx.ids.id(),
      );
    });
    const { circle, me } = await loadCircle(ctx, id, userId);
    return detailOf(ctx, circle, me);
  }

  async function uploadAvatar(userId: string, bytes: Uint8Array) {
    const url = await storeImage(ctx, bytes, 'circle-avatars', { format: 'webp', fit: 'square', size: 256 }, { userId, purpose: 'circleAvatar' });
    return { url };
  }

  const labelOptions = () => ({
    presetLabels: [...LIMITS.circle.presetLabels],
    industries: [...LIMITS.circle.industries],
    labelsMax: LIMITS.circle.labels,
    customLabelLength: LIMITS.circle.customLabelLength,
  });

  /**
   * One statement per page (circle-mine.repository). Joined: the page is of memberships, and a dissolved circle
   * leaves the list after paging (its membership rows stay as history).
   */
  async function myCircles(userId: string, q: { tab: 'newCircle' | 'joinCircle'; cursor?: string; pageSize: number }) {
    const list = `circle.mine.${q.tab}`;
    const { after, take } = feedArgs(list, q);
    const now = ctx.clock.now();
    const mine = circleMineRepository(directSql(ctx));
    if (q.tab === 'newCircle') {
      const rows = await mine.created(userId, after, take);
      return feedResult(
        list,
        rows,
        q,
        (r) => keyOf(r.circle),
        (r) => summaryOf(r.circle, r.circle.labels, r.member, now),
      );
    }
    const page = feedResult(list, await mine.joined(userId, after, take), q, keyOf, (r) => r);
    const shown = page.items.flatMap((r) => (r.circle && r.circle.state !== 'dissolved' ? [summaryOf(r.circle, r.circle.labels, r.member, now)] : []));
    return { ...page, items: shown };
  }

  const relation = async (cid: string, userId: string): Promise<TMyRelation> => relationOf(await circleRepository(ctx.db).memberOf(cid, userId), ctx.clock.now());

  /** Joins an open circle at once or applies to an approval one; the count and the cap are re-read in the transaction. */
  async function applyJoin(userId: string, cid: string, note: string) {
    const now = ctx.clock.now();
    const { circle } = await loadCircle(ctx, cid, userId);
    const applicantName = await nameOf(userId);
    await ctx.db.$transaction(async (tx) => {
      const r = circleCoreRepository(tx);
      const me = await circleRepository(tx).memberOf(cid, userId);
      const to = applyOutcome({ joinWay: circle.joinWay, memberCount: await r.memberCount(cid) }, me, now);
      const from = me ? [me.state] : [null];
      const moved = await r.moveMember(cid, userId, from, {
        id: ctx.ids.id(),
        state: to,
        role: 'member',
        applyNote: to === 'applied' ? note : '',
        joinedAt: to === 'joined' ? now : null,
        paidUntil: null,
        now,
      });
      if (!moved) throw new DomainError('DATA_CONFLICT', { field: 'cid' });
      if (to === 'joined') await r.addToCount(cid, 1);
      else await messagesTo(tx, await r.adminIds(cid), (lang) => CIRCLE_CORE_MESSAGES.applied(lang, applicantName, circle.name), now, { type: 'circleApplication', id: cid });
    });
    return relation(cid, userId);
  }

  async function quit(userId: string, cid: string) {
    const now = ctx.clock.now();
    await loadCircle(ctx, cid, userId);
    await ctx.db.$transaction(async (tx) => {
      const me = await circleRepository(tx).memberOf(cid, userId);
      assertCanQuit(me, now);
      const r = circleCoreRepository(tx);
      if (!(await r.moveMember(cid, userId, ['joined'], { id: '', state: 'left', role: 'member', titleId: null, now }))) throw new DomainError('CIRCLE_NOT_MEMBER', { field: 'cid' });
      await r.addToCount(cid, -1);
    });
    return relation(cid, userId);
  }

  async function applications(adminId: string, cid: string, q: { cursor?: string; pageSize: number }) {
    const { me } = await loadCircle(ctx, cid, adminId);
    assertAdmin(me, ctx.clock.now());
    const list = `circle.applications.${cid}`;
    const { after, take } = feedArgs(list, q);
    const rows = await repo.pendingApplications(cid, after, take);
    const people = new Map((await circleRepository(ctx.db).people(rows.map((r) => r.userId))).map((p) => [p.id, p]));
    return feedResult(list, rows, q, keyOf, (r) => {
      const p = people.get(r.userId);
      return { phoneIdEcr: p?.phoneIdEcr ?? '', name: p?.card?.name ?? '', avatarUrl: p?.avatarUrl ?? null, note: r.applyNote, appliedAt: r.createdAt.toISOString() };
    });
  }

  /** Agrees to or ignores one pending application (admins); the applicant is told. */
  async function decideApplication(adminId: string, cid: string, phoneIdEcr: string, agree: boolean) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, adminId);
    assertAdmin(me, now);
    const applicant = await repo.userByPublicId(phoneIdEcr);
    if (!applicant) throw new DomainError('CIRCLE_NO_INVITATION', { field: 'phoneIdEcr' });
    const state = await ctx.db.$transaction(async (tx) => {
      const r = circleCoreRepository(tx);
      const row = await circleRepository(tx).memberOf(cid, applicant.id);
      if (!agree) {
        assertPending(row, 'applied');
        if (!(await r.moveMember(cid, applicant.id, ['applied'], { id: '', state: 'ignored', now }))) throw new DomainError('CIRCLE_NO_INVITATION', { field: 'phoneIdEcr' });
        await messagesTo(tx, [applicant.id], (lang) => CIRCLE_CORE_MESSAGES.ignored(lang, circle.name), now, { type: 'circle', id: cid });
        return 'ignored' as const;
      }
      const to = agreeOutcome({ joinWay: circle.joinWay, memberCount: await r.memberCount(cid) }, row, 'applied');
      if (!(await r.moveMember(cid, applicant.id, ['applied'], { id: '', state: to, joinedAt: to === 'joined' ? now : null, now }))) {
        throw new DomainError('CIRCLE_NO_INVITATION', { field: 'phoneIdEcr' });
      }
      if (to === 'joined') await r.addToCount(cid, 1);
      await messagesTo(tx, [applicant.id], (lang) => CIRCLE_CORE_MESSAGES.agreed(lang, circle.name, to === 'agreed'), now, { type: 'circle', id: cid });
      return to;
    });
    return { phoneIdEcr, state };
  }

  /** A member (not disabled) invites card users; members are skipped, everyone else becomes invited and is told. */
  async function invite(userId: string, cid: string, phoneIdEcrs: string[]) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertActiveMember(me, now);
    const targets = (await repo.usersByPublicIds([...new Set(phoneIdEcrs)])).filter((u) => u.id !== userId);
    if (targets.length === 0) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcrs' });
    const inviterName = await nameOf(userId);
    let invited = 0;
    await ctx.db.$transaction(async (tx) => {
      const r = circleCoreRepository(tx);
      const rows = new Map(
        (
          await r.rowsOf(
            cid,
            targets.map((t) => t.id),
          )
        ).map((m) => [m.userId, m]),
      );
      const told: string[] = [];
      for (const t of targets) {
        const row = rows.get(t.id) ?? null;
        if (!invitable(row, now)) continue;
        // An expired paid member's row says `joined` until the expiry job moves it; it is invited like any other.
        const from = row ? [row.state] : [null];
        if (await r.moveMember(cid, t.id, from, { id: ctx.ids.id(), state: 'invited', role: 'member', invitedBy: userId, joinedAt: null, now })) {
          if (row?.state === 'joined') await r.addToCount(cid, -1);
          invited += 1;
          told.push(t.id);
        }
      }
      await messagesTo(tx, told, (lang) => CIRCLE_CORE_MESSAGES.invited(lang, inviterName, circle.name), now, { type: 'circle', id: cid });
    });
    return { invited, skipped: targets.length - invited };
  }

  async function invitations(userId: string, q: { cursor?: string; pageSize: number }) {
    const list = 'circle.invitations';
    const { after, take } = feedArgs(list, q);
    const rows = await repo.invitationsOf(userId, after, take);
    const page = feedResult(list, rows, q, keyOf, (r) => r);
    const circles = new Map((await repo.circlesByIds(page.items.map((r) => r.circleId))).map((c) => [c.id, c]));
    const live = page.items.filter((r) => {
      const c = circles.get(r.circleId);
      return c && c.state !== 'dissolved' && c.state !== 'banned';
    });
    const summaries = new Map(
      (
        await summariesOf(
          ctx,
          live.map((r) => circles.get(r.circleId)!),
          userId,
        )
      ).map((s) => [s.cid, s]),
    );
    const inviters = new Map((await circleRepository(ctx.db).people(live.map((r) => r.invitedBy).filter((x): x is string => !!x))).map((p) => [p.id, p]));
    return {
      ...page,
      items: live.map((r) => {
        const p = r.invitedBy ? inviters.get(r.invitedBy) : undefined;
        return {
          circle: summaries.get(r.circleId)!,
          invitedAt: r.createdAt.toISOString(),
          inviter: p ? { phoneIdEcr: p.phoneIdEcr, name: p.card?.name ?? '', avatarUrl: p.avatarUrl } : null,
        };
      }),
    };
  }

  /** Accepts or ignores an invitation to the caller. */
  async function decideInvitation(userId: string, cid: string, agree: boolean) {
    const now = ctx.clock.now();
    const { circle } = await loadCircle(ctx, cid, userId);
    await ctx.db.$transaction(async (tx) => {
      const r = circleCoreRepository(tx);
      const row = await circleRepository(tx).memberOf(cid, userId);
      if (!agree) {
        assertPending(row, 'invited');
        if (!(await r.moveMember(cid, userId, ['invited'], { id: '', state: 'ignored', now }))) throw new DomainError('CIRCLE_NO_INVITATION', { field: 'cid' });
        return;
      }
      const to = agreeOutcome({ joinWay: circle.joinWay, memberCount: await r.memberCount(cid) }, row, 'invited');
      if (!(await r.moveMember(cid, userId, ['invited'], { id: '', state: to, joinedAt: to === 'joined' ? now : null, now }))) {
        throw new DomainError('CIRCLE_NO_INVITATION', { field: 'cid' });
      }
      if (to === 'joined') await r.addToCount(cid, 1);
    });
    return relation(cid, userId);
  }

  return {
    createCircle,
    uploadAvatar,
    labelOptions,
    myCircles,
    applyJoin,
    quit,
    applications,
    agreeApplication: (a: string, cid: string, p: string) => decideApplication(a, cid, p, true),
    ignoreApplication: (a: string, cid: string, p: string) => decideApplication(a, cid, p, false),
    invite,
    invitations,
    agreeInvitation: (u: string, cid: string) => decideInvitation(u, cid, true),
    ignoreInvitation: (u: string, cid: string) => decideInvitation(u, cid, false),
  };
}
