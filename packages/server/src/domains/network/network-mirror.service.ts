import { LIMITS, messageColumns, type MirrorSwitchType, type TMirrorRequest, type TMirrorSub, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { isVipAt } from '../../core/access';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import { networkRepository, type PersonRow } from './network.repository';
import { personOf } from './network.views';
import { MIRROR_MESSAGES } from './network-mirror.messages';
import { networkMirrorRepository } from './network-mirror.repository';
import { networkMirrorPushes } from './network-mirror-push.service';
import {
  assertCanUndoMaster,
  assertCanUpgrade,
  assertMaster,
  assertNoPendingRequest,
  assertSub,
  requestDecision,
  retryAfterRefusal,
  switchesOf,
  type LinkState,
  type MirrorRole,
} from './network-mirror.rules';

/**
 * Mirror sync (issue 13): roles, links, switches, pushes. Every change of a role and its link is one transaction
 * with conditional writes (the role moves only from the state the rule saw), and the messages it causes are
 * written in that transaction.
 */
export function networkMirrorService(ctx: AppContext) {
  const repo = networkMirrorRepository(ctx.db);
  const people = networkRepository(ctx.db);
  const now = () => ctx.clock.now();

  const roleOf = async (userId: string, db: DbClient = ctx.db): Promise<MirrorRole> => ((await networkMirrorRepository(db).stateOf(userId))?.role as MirrorRole | undefined) ?? 'none';
  const person = async (id: string) => {
    const p = await people.personById(id);
    if (!p) throw new DomainError('NOT_FOUND');
    return p;
  };
  const byPublicId = async (phoneIdEcr: string) => {
    const p = await people.personByPublicId(phoneIdEcr);
    if (!p) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return p;
  };
  const nameOf = (p: PersonRow) => p.card?.name || p.phoneIdEcr;
  /** A message to `p` about `other`: its subject is the other side's card, which opens the mirror screen (issue 31). */
  const message = (p: PersonRow, text: { title: string; content: string }, other: PersonRow) => ({
    id: ctx.ids.id(),
    userId: p.id,
    ...text,
    ...messageColumns('mirror', { type: 'mirror', id: other.phoneIdEcr }),
    createdAt: now(),
  });
  const requestView = (other: PersonRow, row: { state: string; createdAt: Date }, retryAt: Date | null = null): TMirrorRequest => ({
    person: personOf(other),
    state: row.state === 'refused' ? 'refused' : 'pending',
    requestedAt: row.createdAt.toISOString(),
    retryAt: retryAt?.toISOString() ?? null,
  });

  /** A card's own request as its mirror screen shows it: waiting, or refused while it may not ask again yet. */
  async function ownRequest(userId: string): Promise<TMirrorRequest | null> {
    const row = await repo.rowOfSub(userId);
    if (!row) return null;
    const retryAt = retryAfterRefusal(row, row.masterId, now());
    if (row.state !== 'pending' && !retryAt) return null;
    const master = await people.personById(row.masterId);
    return master ? requestView(master, row, retryAt) : null;
  }

  /** Sub cards as the lists show them, in the order of `links`. */
  async function subsOf(links: { subId: string; state: string; createdAt: Date }[]): Promise<TMirrorSub[]> {
    const ids = links.map((l) => l.subId);
    const [rows, switches] = await Promise.all([people.peopleByIds(ids), repo.switchesOf(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return links
      .filter((l) => byId.has(l.subId))
      .map((l) => ({
        person: personOf(byId.get(l.subId)!),
        state: l.state as LinkState,
        boundAt: l.createdAt.toISOString(),
        switches: switchesOf(switches.filter((s) => s.subId === l.subId)),
      }));
  }

  async function state(userId: string) {
    const [me, st, link] = await Promise.all([person(userId), repo.stateOf(userId), repo.linkOfSub(userId)]);
    const role = (st?.role as MirrorRole | undefined) ?? 'none';
    const master = role === 'sub' && link ? await people.personById(link.masterId) : null;
    return {
      role,
      isVip: isVipAt(me.vipExpiresAt, me.tempVipExpiresAt, now()),
      promotionVersion: st?.promotionVersion === 'promotion' ? ('promotion' as const) : ('standard' as const),
      master: master ? personOf(master) : null,
      linkState: role === 'sub' && link ? (link.state as LinkState) : null,
      switches: role === 'sub' ? switchesOf(await repo.switchesOf([userId])) : [],
      subCount: role === 'master' ? await repo.linkedCount(userId) : 0,
      request: role === 'sub' ? null : await ownRequest(userId),
      pendingCount: role === 'master' ? await repo.pendingCount(userId) : 0,
    };
  }

  const done = async (userId: string) => {
    const s = await repo.stateOf(userId);
    return { role: (s?.role as MirrorRole | undefined) ?? 'none', promotionVersion: s?.promotionVersion === 'promotion' ? ('promotion' as const) : ('standard' as const) };
  };

  async function upgrade(userId: string) {
    await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      const role = await roleOf(userId, tx);
      assertCanUpgrade(role);
      assertNoPendingRequest(await r.rowOfSub(userId));
      await r.setRole(userId, 'master', now());
    });
    return done(userId);
  }

  async function undo(userId: string) {
    await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      assertCanUndoMaster(await roleOf(userId, tx), await r.linkedCount(userId));
      if (!(await r.moveRole(userId, 'master', 'none', now()))) throw new DomainError('MIRROR_NOT_MASTER_SELF');
      // Requests still waiting can never be approved now: they are refused, and their cards told, in the same step.
      const waiting = (await r.pendingRequests(userId, 0, LIMITS.network.mirrorPendingCloseMax)).map((p) => p.subId);
      const me = await person(userId);
      for (const sub of await networkRepository(tx).peopleByIds(waiting)) {
        if (await r.answer(userId, sub.id, 'refused', now())) {
          await r.addMessages([message(sub, MIRROR_MESSAGES.refused(langOf(sub.language), nameOf(me), LIMITS.network.mirrorRetryAfterRefuseHours), me)]);
        }
      }
    });
    return done(userId);
  }

  /**
   * A card asks a master to take it as a sub card (issue 31): a pending request, both told; nothing is shown or
   * pushed to it until the master approves. Asking again while it waits answers the same request.
   */
  async function bind(userId: string, phoneIdEcr: string): Promise<TMirrorRequest> {
    const [me, master] = await Promise.all([person(userId), byPublicId(phoneIdEcr)]);
    // A new request spends the day's budget; asking again while the same one waits is free (it changes nothing).
    const open = await repo.rowOfSub(userId);
    if (!(open?.state === 'pending' && open.masterId === master.id)) {
      await ctx.limiter.enforce([{ key: `mirror:request:${userId}`, rule: { max: LIMITS.network.mirrorRequestsPerDay, windowMs: 86_400_000 } }], 'MIRROR_REQUESTS_TOO_MANY', 'phoneIdEcr');
    }
    const row = await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      const existing = await r.rowOfSub(userId);
      const decision = requestDecision({
        callerId: userId,
        callerRole: await roleOf(userId, tx),
        masterId: master.id,
        masterRole: await roleOf(master.id, tx),
        existing,
        now: now(),
      });
      if (decision === 'same') return existing!;
      const made = await r.request(ctx.ids.id(), master.id, userId, now());
      await r.addMessages([
        message(master, MIRROR_MESSAGES.requested(langOf(master.language), nameOf(me)), me),
        message(me, MIRROR_MESSAGES.requestSent(langOf(me.language), nameOf(master)), master),
      ]);
      return made;
    });
    return requestView(master, row);
  }

  /** A master's waiting requests, newest first (person: the card asking). */
  async function requests(userId: string, q: TPageQuery) {
    assertMaster(await roleOf(userId));
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.pendingRequests(userId, skip, take), repo.pendingCount(userId)]);
    const byId = new Map((await people.peopleByIds(rows.map((r) => r.subId))).map((p) => [p.id, p]));
    return pageResult(
      rows.filter((r) => byId.has(r.subId)).map((r) => requestView(byId.get(r.subId)!, { state: 'pending', createdAt: r.createdAt })),
      total,
      q,
    );
  }

  /**
   * A master approves or refuses a waiting request; the card is told. The request moves only from `pending` with
   * this master (someone else's request, a withdrawn or an answered one: MIRROR_REQUEST_NOT_FOUND, nothing written).
   */
  async function answer(userId: string, body: { phoneIdEcr: string; action: 'approve' | 'refuse' }) {
    assertMaster(await roleOf(userId));
    const [me, sub] = await Promise.all([person(userId), byPublicId(body.phoneIdEcr)]);
    await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      assertMaster(await roleOf(userId, tx));
      const to = body.action === 'approve' ? 'bound' : 'refused';
      if (!(await r.answer(userId, sub.id, to, now()))) throw new DomainError('MIRROR_REQUEST_NOT_FOUND', { field: 'phoneIdEcr' });
      if (to === 'bound') {
        // A card with a waiting request cannot upgrade (assertNoPendingRequest), so it is still no one's master here.
        if ((await roleOf(sub.id, tx)) !== 'none') throw new DomainError('MIRROR_MASTER_CANNOT_BIND', { field: 'phoneIdEcr' });
        await r.setRole(sub.id, 'sub', now());
      }
      const text =
        to === 'bound' ? MIRROR_MESSAGES.approved(langOf(sub.language), nameOf(me)) : MIRROR_MESSAGES.refused(langOf(sub.language), nameOf(me), LIMITS.network.mirrorRetryAfterRefuseHours);
      await r.addMessages([message(sub, text, me)]);
    });
    if (body.action === 'refuse') return null;
    const [row] = await subsOf(await repo.subLinks(userId, 0, 1, [sub.id]));
    return row ?? null;
  }

  /** A card takes back its waiting request; the master is told. */
  async function withdraw(userId: string) {
    const me = await person(userId);
    await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      const row = await r.rowOfSub(userId);
      if (row?.state !== 'pending' || !(await r.answer(row.masterId, userId, 'withdrawn', now()))) throw new DomainError('MIRROR_REQUEST_NOT_FOUND');
      const master = await networkRepository(tx).personById(row.masterId);
      if (master) await r.addMessages([message(master, MIRROR_MESSAGES.withdrawn(langOf(master.language), nameOf(me)), me)]);
    });
    return done(userId);
  }

  /** A sub card leaves its master (the master unbinds with updateMirrorSlaverAuth); the master is told. */
  async function leave(userId: string) {
    const me = await person(userId);
    await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      const link = await r.linkOfSub(userId);
      if (!link || !(await r.setLinkState(link.masterId, userId, 'unbound', now())) || !(await r.moveRole(userId, 'sub', 'none', now()))) {
        throw new DomainError('MIRROR_NOT_SUB');
      }
      const master = await networkRepository(tx).personById(link.masterId);
      if (master) await r.addMessages([message(master, MIRROR_MESSAGES.left(langOf(master.language), nameOf(me)), me)]);
    });
    return done(userId);
  }

  async function switchVersion(userId: string, version: 'standard' | 'promotion') {
    assertSub(await roleOf(userId));
    await repo.setVersion(userId, version, now());
    return done(userId);
  }

  async function subs(userId: string, q: TPageQuery) {
    assertMaster(await roleOf(userId));
    const { skip, take } = pageArgs(q);
    const [links, total] = await Promise.all([repo.subLinks(userId, skip, take), repo.subLinkCount(userId)]);
    return pageResult(await subsOf(links), total, q);
  }

  async function setSwitches(userId: string, switches: { contentType: MirrorSwitchType; allowed: boolean }[]) {
    assertSub(await roleOf(userId));
    await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      for (const s of switches) await r.setSwitch(userId, s.contentType, s.allowed, now());
    });
    return { switches: switchesOf(await repo.switchesOf([userId])) };
  }

  async function masterOf(userId: string) {
    assertSub(await roleOf(userId));
    const link = await repo.linkOfSub(userId);
    if (!link) throw new DomainError('MIRROR_NOT_SUB');
    return { master: personOf(await person(link.masterId)), state: link.state as LinkState, boundAt: link.createdAt.toISOString() };
  }

  /** A master allows, forbids or unbinds one of its subs; the sub is told in the same transaction. */
  async function slaverAuth(userId: string, body: { phoneIdEcr: string; action: 'allow' | 'forbid' | 'unbind' }) {
    assertMaster(await roleOf(userId));
    const [me, sub] = await Promise.all([person(userId), byPublicId(body.phoneIdEcr)]);
    const to = body.action === 'allow' ? 'bound' : body.action === 'forbid' ? 'forbidden' : 'unbound';
    await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      if (!(await r.setLinkState(userId, sub.id, to, now()))) throw new DomainError('MIRROR_SUB_NOT_FOUND', { field: 'phoneIdEcr' });
      if (to === 'unbound') await r.moveRole(sub.id, 'sub', 'none', now());
      const text = to === 'bound' ? MIRROR_MESSAGES.allowed : to === 'forbidden' ? MIRROR_MESSAGES.forbidden : MIRROR_MESSAGES.unbound;
      await r.addMessages([message(sub, text(langOf(sub.language), nameOf(me)), me)]);
    });
    if (to === 'unbound') return null;
    const [row] = await subsOf(await repo.subLinks(userId, 0, 1, [sub.id]));
    return row ?? null;
  }

  async function relationship(userId: string, q: TPageQuery) {
    const s = await state(userId);
    const subPage = s.role === 'master' ? await subs(userId, q) : pageResult<TMirrorSub>([], 0, q);
    return { role: s.role, master: s.master, linkState: s.linkState, subs: subPage };
  }

  async function searchMasters(userId: string, q: { keyword: string } & TPageQuery) {
    const { skip, take } = pageArgs(q);
    const { ids, total } = await repo.masterIdsByName(q.keyword, userId, skip, take);
    const rows = await people.peopleByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return pageResult(
      ids.filter((id) => byId.has(id)).map((id) => personOf(byId.get(id)!)),
      total,
      q,
    );
  }

  async function searchSons(userId: string, q: { keyword: string } & TPageQuery) {
    assertMaster(await roleOf(userId));
    const matching = await repo.idsByCardName(await repo.linkedSubIds(userId), q.keyword);
    const { skip, take } = pageArgs(q);
    const [links, total] = await Promise.all([repo.subLinks(userId, skip, take, matching), repo.subLinkCount(userId, matching)]);
    return pageResult(await subsOf(links), total, q);
  }

  /** The subs of a named master: for that master and its linked subs only. */
  async function in2SearchSons(userId: string, q: { phoneIdEcr: string; keyword: string } & TPageQuery) {
    const master = await byPublicId(q.phoneIdEcr);
    const link = await repo.linkOfSub(userId);
    if (master.id !== userId && link?.masterId !== master.id) throw new DomainError('MIRROR_NOT_YOUR_MASTER', { field: 'phoneIdEcr' });
    const matching = await repo.idsByCardName(await repo.linkedSubIds(master.id), q.keyword);
    const { skip, take } = pageArgs(q);
    const [links, total] = await Promise.all([repo.subLinks(master.id, skip, take, matching), repo.subLinkCount(master.id, matching)]);
    return pageResult(
      (await subsOf(links)).map((s) => s.person),
      total,
      q,
    );
  }

  const pushes = networkMirrorPushes(ctx, { roleOf, person, byPublicId, nameOf, message });

  return {
    ...pushes,
    state,
    upgrade,
    undo,
    bind,
    requests,
    answer,
    withdraw,
    leave,
    switchVersion,
    subs,
    setSwitches,
    masterOf,
    slaverAuth,
    relationship,
    searchMasters,
    searchSons,
    in2SearchSons,
  };
}
