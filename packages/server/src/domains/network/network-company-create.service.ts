import type { TCompanyInvite } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { COMPANY_MESSAGES as M } from './network-company.messages';
import { networkCompanyRepository } from './network-company.repository';
import { networkCompanyCreateRepository, type InviteRow } from './network-company-create.repository';
import { assertAdmin, assertAnswerable, assertCanCreate, assertCanDissolve, assertInCompany, assertInvitable, assertInviteVisible, assertTransferable } from './network-company.rules';
import { companyShared } from './network-company-shared';
import { networkCompanyService } from './network-company.service';

const DONE = { done: true as const };
type Invitee = { regionCode: string; phone: string } | { phoneIdEcr: string };

/**
 * Companies from scratch (issue 31, item 3): a user in no company creates one and is its admin; admins invite users
 * (by mobile or card id) who accept or decline from the message centre; an admin hands the role over; the last
 * member dissolves. Each change is one transaction with its messages.
 */
export function networkCompanyCreateService(ctx: AppContext) {
  const sh = companyShared(ctx);
  const co = networkCompanyService(ctx);
  const repo = networkCompanyCreateRepository(ctx.db);

  /** The name's uniqueness is checked in the writing transaction; the unique name key catches a simultaneous twin. */
  async function create(userId: string, b: { name: string; taxNumber: string }) {
    const now = ctx.clock.now();
    await ctx.db
      .$transaction(async (tx) => {
        const r = networkCompanyRepository(tx);
        const w = networkCompanyCreateRepository(tx);
        assertCanCreate((await r.me(userId))!, await r.openApplication(userId), await w.nameTaken(b.name));
        const { id } = await w.createCompany({ id: ctx.ids.id(), name: b.name, taxNumber: b.taxNumber, createdBy: userId, createdAt: now });
        if (!(await w.joinAsAdmin(userId, id))) throw new DomainError('COMPANY_ALREADY_MEMBER', { field: 'name' });
      })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === 'P2002') throw new DomainError('COMPANY_NAME_TAKEN', { field: 'name' });
        throw err;
      });
    return co.myState(userId);
  }

  async function view(inv: InviteRow): Promise<TCompanyInvite> {
    const [[company], views, memberCount] = await Promise.all([
      repo.companies([inv.companyId]),
      sh.viewsOf([inv.invitedBy, inv.userId]),
      networkCompanyRepository(ctx.db).memberCount(inv.companyId),
    ]);
    return {
      inviteId: inv.id,
      state: inv.state as TCompanyInvite['state'],
      companyId: inv.companyId,
      companyName: company?.name ?? '',
      memberCount,
      inviter: views.get(inv.invitedBy) ?? null,
      invitee: views.get(inv.userId)!,
      createdAt: inv.createdAt.toISOString(),
    };
  }

  /** Inviting a user with a pending invitation of this company answers that one: no second row, no second message. */
  async function invite(adminId: string, who: Invitee) {
    const companyId = assertAdmin(await sh.me(adminId));
    const company = await sh.companyOf(companyId);
    const target = 'phone' in who ? await repo.userByPhone(who.regionCode, who.phone) : await repo.userByPublicId(who.phoneIdEcr);
    assertInvitable(target);
    const now = ctx.clock.now();
    const inviter = await sh.nameOf(adminId);
    const row = await ctx.db
      .$transaction(async (tx) => {
        const w = networkCompanyCreateRepository(tx);
        const open = await w.openInvite(companyId, target!.id);
        if (open) return open;
        const made = await w.addInvite({ id: ctx.ids.id(), companyId, userId: target!.id, invitedBy: adminId, createdAt: now });
        await sh.tell(tx, [target!.id], (l) => M.invited(l, inviter, company.name), now, { type: 'companyInvite', id: made.id });
        return made;
      })
      .catch(async (err: unknown) => {
        // Two simultaneous invitations of one user: the unique open key let one in; answer that one.
        const open = (err as { code?: string }).code === 'P2002' ? await repo.openInvite(companyId, target!.id) : null;
        if (!open) throw err;
        return open;
      });
    return view(row);
  }

  async function companyInvites(adminId: string) {
    const companyId = assertAdmin(await sh.me(adminId));
    return { items: await Promise.all((await repo.pendingForCompany(companyId)).map(view)) };
  }

  /** Invitations to me still pending, leaving out those of companies dissolved since. */
  async function myInvites(userId: string) {
    const rows = await repo.pendingForUser(userId);
    const gone = new Set((await repo.companies(rows.map((r) => r.companyId))).filter((c) => c.dissolvedAt).map((c) => c.id));
    return { items: await Promise.all(rows.filter((r) => !gone.has(r.companyId)).map(view)) };
  }

  async function findInvite(userId: string, inviteId: string) {
    const inv = assertInviteVisible(await repo.invite(inviteId), userId, await sh.me(userId));
    return view(inv as InviteRow);
  }

  /**
   * Accepting: the invitation leaves pending and the invitee joins, in one transaction; someone who joined another
   * company meanwhile is refused (nothing changes, the invitation stays to answer). An open join application of
   * theirs elsewhere is withdrawn, since they are now in a company.
   */
  async function accept(userId: string, inviteId: string) {
    const inv = assertAnswerable(await repo.invite(inviteId), userId);
    const company = await sh.companyOf(inv.companyId);
    const now = ctx.clock.now();
    const who = await sh.nameOf(userId);
    await ctx.db.$transaction(async (tx) => {
      const r = networkCompanyRepository(tx);
      if (!(await networkCompanyCreateRepository(tx).answer(inv.id, 'accepted', now))) throw new DomainError('COMPANY_INVITE_NOT_FOUND', { field: 'inviteId' });
      if (!(await r.join(userId, company.id))) throw new DomainError('COMPANY_ALREADY_MEMBER', { field: 'inviteId' });
      const open = await r.openApplication(userId);
      if (open) await r.decide(open.id, 'withdrawn', userId, now);
      await sh.tell(tx, [(inv as InviteRow).invitedBy], (l) => M.inviteAccepted(l, who, company.name), now, { type: 'company', id: company.id });
    });
    return co.myState(userId);
  }

  async function decline(userId: string, inviteId: string) {
    const inv = assertAnswerable(await repo.invite(inviteId), userId) as InviteRow;
    const company = await repo.companies([inv.companyId]);
    const now = ctx.clock.now();
    const who = await sh.nameOf(userId);
    await ctx.db.$transaction(async (tx) => {
      if (!(await networkCompanyCreateRepository(tx).answer(inv.id, 'declined', now))) throw new DomainError('COMPANY_INVITE_NOT_FOUND', { field: 'inviteId' });
      await sh.tell(tx, [inv.invitedBy], (l) => M.inviteDeclined(l, who, company[0]?.name ?? ''), now, { type: 'company', id: inv.companyId });
    });
    return DONE;
  }

  /** The admin role goes to a colleague and the admin becomes a member, together (the company always has an admin). */
  async function transferAdmin(adminId: string, phoneIdEcr: string) {
    const { companyId, company, target } = await sh.adminActing(adminId, phoneIdEcr);
    const now = ctx.clock.now();
    const who = await sh.nameOf(adminId);
    await ctx.db.$transaction(async (tx) => {
      const r = networkCompanyRepository(tx);
      assertAdmin((await r.me(adminId))!);
      assertTransferable(adminId, target.id, await r.me(target.id), companyId);
      await r.setRole(target.id, companyId, 'admin');
      await r.setRole(adminId, companyId, 'member');
      await sh.tell(tx, [target.id], (l) => M.adminHandedOver(l, who, company.name), now, { type: 'company', id: companyId });
    });
    return DONE;
  }

  /** See assertCanDissolve for why the last member dissolves rather than leaves. */
  async function dissolve(adminId: string) {
    assertInCompany(await sh.me(adminId));
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = networkCompanyRepository(tx);
      const me = (await r.me(adminId))!;
      const companyId = assertCanDissolve(me, me.companyId ? await r.memberCount(me.companyId) : 0);
      await networkCompanyCreateRepository(tx).dissolve(companyId, adminId, now);
      if (!(await r.leave(adminId, companyId))) throw new DomainError('COMPANY_NOT_IN');
    });
    return co.myState(adminId);
  }

  return { create, invite, companyInvites, myInvites, findInvite, accept, decline, transferAdmin, dissolve };
}
