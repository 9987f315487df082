import type { TMyCompanyState, TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { COMPANY_MESSAGES as M } from './network-company.messages';
import { networkCompanyRepository } from './network-company.repository';
import {
  assertAdmin,
  assertCanApplyExit,
  assertCanApplyJoin,
  assertCanWithdraw,
  assertColleague,
  assertDecidable,
  assertNotLastAdmin,
  companyStateOf,
  editionOf,
  type Application,
} from './network-company.rules';
import { companyShared } from './network-company-shared';

type AppRow = Application & { userId: string; createdAt: Date };
const DONE = { done: true as const };

/**
 * The company states and applications: my state, search, join and exit applications and their decisions, staff
 * removal. A decision changes the application (conditionally: only from pending) and the membership in one
 * transaction, with its messages; a second simultaneous decision finds nothing pending and changes nothing.
 */
export function networkCompanyService(ctx: AppContext) {
  const sh = companyShared(ctx);
  const { repo } = sh;

  async function applicationView(a: AppRow | null) {
    if (!a) return null;
    const c = await repo.company(a.companyId);
    return {
      applicationId: a.id,
      kind: a.kind as 'join' | 'exit',
      state: a.state as 'pending',
      companyId: a.companyId,
      companyName: c?.name ?? '',
      createdAt: a.createdAt.toISOString(),
    };
  }

  async function myState(userId: string): Promise<TMyCompanyState> {
    const me = await sh.me(userId);
    const open = await repo.openApplication(userId);
    const last = open ?? (await repo.lastApplication(userId));
    const state = companyStateOf(me, open, last);
    const company = me.companyId ? await repo.company(me.companyId) : null;
    const dept = me.companyId ? (await repo.departmentsOf([userId]))[0] : undefined;
    const deptRow = dept ? await repo.department(dept.departmentId) : null;
    const shown = open ?? (state === 'withdrawn' ? last : null);
    return {
      state,
      company: company
        ? {
            companyId: company.id,
            name: company.name,
            lockPrivacy: company.lockPrivacy,
            taxNumber: company.taxNumber,
            memberCount: await repo.memberCount(company.id),
            edition: editionOf(await repo.editionRows(company.id, ctx.clock.now())),
          }
        : null,
      role: (me.companyRole as 'member' | 'admin' | null) ?? null,
      department: deptRow ? { departmentId: deptRow.id, name: deptRow.name } : null,
      application: await applicationView(shown),
    };
  }

  async function search(b: { keyword: string } & TPageQuery) {
    const { skip, take } = pageArgs(b);
    const [rows, total] = await Promise.all([repo.searchCompanies(b.keyword, skip, take), repo.countCompanies(b.keyword)]);
    const counts = await repo.memberCounts(rows.map((r) => r.id));
    return pageResult(
      rows.map((r) => ({ companyId: r.id, name: r.name, memberCount: counts.get(r.id) ?? 0 })),
      total,
      b,
    );
  }

  async function applyJoin(userId: string, companyId: string) {
    const company = await sh.companyOf(companyId);
    const now = ctx.clock.now();
    const who = await sh.nameOf(userId);
    await ctx.db
      .$transaction(async (tx) => {
        const r = networkCompanyRepository(tx);
        const me = await r.me(userId);
        assertCanApplyJoin(me!, await r.openApplication(userId));
        await r.addApplication({ id: ctx.ids.id(), companyId, userId, kind: 'join', createdAt: now });
        await sh.tell(tx, await r.adminIds(companyId), (l) => M.joinApplied(l, who, company.name), now, { type: 'companyApplication', id: companyId });
      })
      .catch(openTaken);
    return myState(userId);
  }

  async function withdraw(userId: string) {
    const app = assertCanWithdraw(await repo.openApplication(userId));
    if (!(await repo.decide(app.id, 'withdrawn', userId, ctx.clock.now()))) throw new DomainError('COMPANY_APPLICATION_NOT_FOUND');
    return myState(userId);
  }

  async function applications(userId: string, b: { kind: 'join' | 'exit' } & TPageQuery) {
    const companyId = assertAdmin(await sh.me(userId));
    const { skip, take } = pageArgs(b);
    const [rows, total] = await Promise.all([repo.pending(companyId, b.kind, skip, take), repo.countPending(companyId, b.kind)]);
    const views = await sh.viewsOf(rows.map((r) => r.userId));
    const items = rows.flatMap((r) => {
      const person = views.get(r.userId);
      return person ? [{ applicationId: r.id, kind: r.kind as 'join' | 'exit', person, createdAt: r.createdAt.toISOString() }] : [];
    });
    return pageResult(items, total, b);
  }

  /**
   * One decision: the application leaves pending (once), then `change` runs in the same transaction. Approving a
   * join whose applicant meanwhile joined elsewhere rolls back with COMPANY_ALREADY_MEMBER.
   */
  async function decide(
    adminId: string,
    applicationId: string,
    kind: 'join' | 'exit',
    state: 'approved' | 'ignored',
    change: (tx: DbClient, app: AppRow, company: { id: string; name: string }, now: Date) => Promise<void>,
  ) {
    const companyId = assertAdmin(await sh.me(adminId));
    const company = await sh.companyOf(companyId);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = networkCompanyRepository(tx);
      const app = assertDecidable(await r.application(applicationId), companyId, kind) as AppRow;
      if (!(await r.decide(app.id, state, adminId, now))) throw new DomainError('COMPANY_APPLICATION_NOT_FOUND', { field: 'applicationId' });
      await change(tx, app, company, now);
    });
    return DONE;
  }

  const agreeJoin = (adminId: string, applicationId: string) =>
    decide(adminId, applicationId, 'join', 'approved', async (tx, app, company, now) => {
      if (!(await networkCompanyRepository(tx).join(app.userId, company.id))) throw new DomainError('COMPANY_ALREADY_MEMBER', { field: 'applicationId' });
      await sh.tell(tx, [app.userId], (l) => M.joinAgreed(l, company.name), now, { type: 'company', id: company.id });
    });
  const ignoreJoin = (adminId: string, applicationId: string) =>
    decide(adminId, applicationId, 'join', 'ignored', async (tx, app, company, now) => {
      await sh.tell(tx, [app.userId], (l) => M.joinIgnored(l, company.name), now, { type: 'company', id: company.id });
    });
  const agreeExit = (adminId: string, applicationId: string) =>
    decide(adminId, applicationId, 'exit', 'approved', async (tx, app, company, now) => {
      const r = networkCompanyRepository(tx);
      const leaver = await r.me(app.userId);
      if (leaver?.companyId === company.id) assertNotLastAdmin(leaver, (await r.adminIds(company.id)).length);
      await r.leave(app.userId, company.id);
      await sh.tell(tx, [app.userId], (l) => M.exitAgreed(l, company.name), now, { type: 'company', id: company.id });
    });
  const refuseExit = (adminId: string, applicationId: string) =>
    decide(adminId, applicationId, 'exit', 'ignored', async (tx, app, company, now) => {
      await sh.tell(tx, [app.userId], (l) => M.exitRefused(l, company.name), now, { type: 'company', id: company.id });
    });

  async function exitState(userId: string) {
    const me = await sh.me(userId);
    const open = await repo.openApplication(userId);
    const exiting = me.companyId && open?.kind === 'exit' ? open : null;
    return { state: !me.companyId ? ('none' as const) : exiting ? ('exitApplying' as const) : ('member' as const), application: await applicationView(exiting) };
  }

  async function applyExit(userId: string) {
    const now = ctx.clock.now();
    const who = await sh.nameOf(userId);
    await ctx.db
      .$transaction(async (tx) => {
        const r = networkCompanyRepository(tx);
        const me = (await r.me(userId))!;
        assertCanApplyExit(me, await r.openApplication(userId), me.companyId ? (await r.adminIds(me.companyId)).length : 0);
        const company = (await r.company(me.companyId!))!;
        await r.addApplication({ id: ctx.ids.id(), companyId: company.id, userId, kind: 'exit', createdAt: now });
        await sh.tell(
          tx,
          (await r.adminIds(company.id)).filter((id) => id !== userId),
          (l) => M.exitApplied(l, who, company.name),
          now,
          { type: 'companyApplication', id: company.id },
        );
      })
      .catch(openTaken);
    return myState(userId);
  }

  /** Staff deletion: recorded as an approved exit decided by the admin, so a hand-over can find who left. */
  async function removeStaff(adminId: string, phoneIdEcr: string) {
    const { companyId, company, target } = await sh.adminActing(adminId, phoneIdEcr);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = networkCompanyRepository(tx);
      const row = await r.me(target.id);
      assertColleague(row, companyId);
      assertNotLastAdmin(row!, (await r.adminIds(companyId)).length);
      const open = await r.openApplication(target.id);
      if (open) await r.decide(open.id, open.kind === 'exit' ? 'approved' : 'ignored', adminId, now);
      if (open?.kind !== 'exit')
        await r.addApplication({ id: ctx.ids.id(), companyId, userId: target.id, kind: 'exit', state: 'approved', decidedBy: adminId, createdAt: now, decidedAt: now });
      if (!(await r.leave(target.id, companyId))) throw new DomainError('COMPANY_STAFF_NOT_FOUND', { field: 'phoneIdEcr' });
      await sh.tell(tx, [target.id], (l) => M.removed(l, company.name), now, { type: 'company', id: company.id });
    });
    return DONE;
  }

  return { myState, search, applyJoin, withdraw, applications, agreeJoin, ignoreJoin, agreeExit, refuseExit, exitState, applyExit, removeStaff };
}

/** Two simultaneous applications by one user: the unique open key lets one in; the other gets the catalogue code. */
function openTaken(err: unknown): never {
  if ((err as { code?: string }).code === 'P2002') throw new DomainError('COMPANY_APPLICATION_OPEN');
  throw err;
}
