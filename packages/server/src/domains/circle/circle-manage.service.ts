import { LIMITS, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { assertAdmin, assertMember, assertOwner } from './circle.rules';
import { loadCircle } from './circle.access';
import { circleManageRepository } from './circle-manage.repository';
import { assertAdminRoom, assertMayActOn, assertMayRemove, assertMayViewMembers, assertTitleRoom } from './circle-manage.rules';
import { CIRCLE_MANAGE_MESSAGES as MSG } from './circle-manage.messages';
import { memberItems, targetOf, tell } from './circle-manage-shared';

/**
 * Circle management, people: the management home's counts, member lists, admins, titles, disabling and removing
 * members. Every call loads the circle (refusing dissolved and banned ones) and checks the caller's role again.
 */
export function circleManageService(ctx: AppContext) {
  const repo = circleManageRepository(ctx.db);

  async function manageInfo(userId: string, cid: string) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    const now = ctx.clock.now();
    assertAdmin(me, now);
    const [adminCount, titles, pendingCount, paying] = await Promise.all([repo.adminCount(cid), repo.titles(cid), repo.pendingCount(cid), repo.payingCount(cid, now)]);
    return {
      cid,
      name: circle.name,
      state: circle.state as 'normal',
      myRole: me.role as 'owner',
      memberCount: circle.memberCount,
      adminCount,
      adminsMax: LIMITS.circle.admins,
      titleCount: titles.length,
      titlesMax: LIMITS.circle.titles,
      pendingCount,
      joinWay: circle.joinWay as 'open',
      joinPriceFen: circle.joinPriceFen,
      viewPriceFen: circle.viewPriceFen,
      hasPayingMembers: circle.joinWay === 'paid' && paying > 0,
    };
  }

  /**
   * Members by page: the owner and admins (at most 6) lead the list, then plain members by join time; a page is a
   * window over that order, so the leaders are read once and the plain members by skip/take.
   */
  async function members(userId: string, input: { cid: string; keyword: string } & TPageQuery) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    assertMember(me, ctx.clock.now());
    assertMayViewMembers(circle, me.role);
    const only = input.keyword ? await repo.memberIdsNamed(input.cid, input.keyword) : undefined;
    const [leaders, plainTotal] = await Promise.all([repo.leaders(input.cid, only), repo.countPlainMembers(input.cid, only)]);
    leaders.sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));
    const { skip, take } = pageArgs(input);
    const shownLeaders = leaders.slice(skip, skip + take);
    const plain = await repo.plainMembers(input.cid, { skip: Math.max(0, skip - leaders.length), take: take - shownLeaders.length }, only);
    const items = await memberItems(ctx.db, input.cid, [...shownLeaders, ...plain]);
    return pageResult(items, leaders.length + plainTotal, input);
  }

  async function admins(userId: string, cid: string) {
    const { me } = await loadCircle(ctx, cid, userId);
    assertAdmin(me, ctx.clock.now());
    const rows = await repo.leaders(cid);
    rows.sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));
    return { items: await memberItems(ctx.db, cid, rows) };
  }

  /** Makes or unmakes an admin; the count is taken after the circle's row is locked, so a sixth never slips in. */
  async function setAdmin(userId: string, input: { cid: string; phoneIdEcr: string }, makeAdmin: boolean) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertOwner(me, now);
    const row = await ctx.db.$transaction(async (tx) => {
      const r = circleManageRepository(tx);
      await r.lockCircle(circle.id, now);
      const target = await targetOf(tx, circle.id, input.phoneIdEcr, now);
      assertMayActOn('owner', target);
      if ((target.role === 'admin') === makeAdmin) return target;
      if (makeAdmin) assertAdminRoom(await r.adminCount(circle.id));
      const updated = await r.updateMember(target.id, { role: makeAdmin ? 'admin' : 'member', updatedAt: now });
      await tell(ctx, tx, circle.id, target.userId, now, (lang) => (makeAdmin ? MSG.adminMade : MSG.adminRemoved)(lang, circle.name));
      return updated;
    });
    return (await memberItems(ctx.db, circle.id, [row]))[0]!;
  }

  async function titles(userId: string, cid: string) {
    const { me } = await loadCircle(ctx, cid, userId);
    assertAdmin(me, ctx.clock.now());
    return titleList(cid);
  }

  async function titleList(cid: string) {
    const [rows, holders] = await Promise.all([repo.titles(cid), repo.titleHolders(cid)]);
    return { items: rows.map((t) => ({ titleId: t.id, name: t.name, holders: holders.get(t.id) ?? 0 })), max: LIMITS.circle.titles };
  }

  async function addTitle(userId: string, input: { cid: string; titleName: string }) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertAdmin(me, now);
    const title = await ctx.db.$transaction(async (tx) => {
      const r = circleManageRepository(tx);
      await r.lockCircle(circle.id, now);
      assertTitleRoom(
        (await r.titles(circle.id)).map((t) => t.name),
        input.titleName,
      );
      return r.addTitle({ id: ctx.ids.id(), circleId: circle.id, name: input.titleName.trim(), createdAt: now });
    });
    return { titleId: title.id, name: title.name, holders: 0 };
  }

  async function delTitle(userId: string, input: { cid: string; titleId: string }) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertAdmin(me, now);
    if (!(await repo.titleById(circle.id, input.titleId))) throw new DomainError('CIRCLE_TITLE_NOT_FOUND', { field: 'titleId' });
    await ctx.db.$transaction(async (tx) => circleManageRepository(tx).deleteTitle(circle.id, input.titleId, now));
    return titleList(circle.id);
  }

  /** Gives a member a title (an admin may title the owner and themselves: a title is an honour, not a sanction). */
  async function setMemberTitle(userId: string, input: { cid: string; phoneIdEcr: string; titleId?: string }) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertAdmin(me, now);
    const title = input.titleId ? await repo.titleById(circle.id, input.titleId) : null;
    if (input.titleId && !title) throw new DomainError('CIRCLE_TITLE_NOT_FOUND', { field: 'titleId' });
    const row = await ctx.db.$transaction(async (tx) => {
      const target = await targetOf(tx, circle.id, input.phoneIdEcr, now);
      if (!target) throw new DomainError('CIRCLE_MEMBER_NOT_FOUND', { field: 'phoneIdEcr' });
      if (target.titleId === (title?.id ?? null)) return target;
      const updated = await circleManageRepository(tx).updateMember(target.id, { titleId: title?.id ?? null, updatedAt: now });
      if (title) await tell(ctx, tx, circle.id, target.userId, now, (lang) => MSG.titleGiven(lang, circle.name, title.name));
      return updated;
    });
    return (await memberItems(ctx.db, circle.id, [row]))[0]!;
  }

  /** Disables or restores a member: never the owner; an admin only by the owner. */
  async function setDisabled(userId: string, input: { cid: string; phoneIdEcr: string }, disabled: boolean) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertAdmin(me, now);
    const row = await ctx.db.$transaction(async (tx) => {
      const target = await targetOf(tx, circle.id, input.phoneIdEcr, now);
      assertMayActOn(me.role, target);
      if (target.disabled === disabled) return target;
      const updated = await circleManageRepository(tx).updateMember(target.id, { disabled, updatedAt: now });
      await tell(ctx, tx, circle.id, target.userId, now, (lang) => (disabled ? MSG.disabled : MSG.restored)(lang, circle.name));
      return updated;
    });
    return (await memberItems(ctx.db, circle.id, [row]))[0]!;
  }

  /** Removes a member (row -> left, one fewer member), refused while their paid membership runs in a paid circle. */
  async function deleteMember(userId: string, input: { cid: string; phoneIdEcr: string }) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertAdmin(me, now);
    await ctx.db.$transaction(async (tx) => {
      const target = await targetOf(tx, circle.id, input.phoneIdEcr, now);
      assertMayActOn(me.role, target);
      assertMayRemove(circle, target, now);
      if (await circleManageRepository(tx).removeMember(circle.id, target.id, now)) {
        await tell(ctx, tx, circle.id, target.userId, now, (lang) => MSG.removed(lang, circle.name));
      }
    });
    return manageInfo(userId, circle.id);
  }

  return {
    manageInfo,
    members,
    admins,
    titles,
    addTitle,
    delTitle,
    setMemberTitle,
    deleteMember,
    addAdmin: (userId: string, input: { cid: string; phoneIdEcr: string }) => setAdmin(userId, input, true),
    delAdmin: (userId: string, input: { cid: string; phoneIdEcr: string }) => setAdmin(userId, input, false),
    disable: (userId: string, input: { cid: string; phoneIdEcr: string }) => setDisabled(userId, input, true),
    restore: (userId: string, input: { cid: string; phoneIdEcr: string }) => setDisabled(userId, input, false),
  };
}
