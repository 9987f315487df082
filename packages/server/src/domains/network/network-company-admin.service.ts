import { LIMITS, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { COMPANY_MESSAGES as M } from './network-company.messages';
import { networkCompanyRepository } from './network-company.repository';
import { assertAdmin, assertColleague, assertDepartmentName, assertInCompany, assertNotLastAdmin } from './network-company.rules';
import { companyShared } from './network-company-shared';

/**
 * The company's people and settings: staff and admin lists, admin rights, departments, the enterprise master card
 * (CompanyProfile.masterUserId, which the mirror part reads) and the privacy lock (Company.lockPrivacy, which the
 * account area's privacy update honours). Every change tells the people concerned (kind company).
 */
export function networkCompanyAdminService(ctx: AppContext) {
  const sh = companyShared(ctx);
  const { repo } = sh;

  async function staffItems(companyId: string, rows: { id: string; companyRole: string | null }[]) {
    const [views, places, departments] = await Promise.all([sh.viewsOf(rows.map((r) => r.id)), repo.departmentsOf(rows.map((r) => r.id)), repo.departments(companyId)]);
    const deptOf = new Map(places.map((p) => [p.userId, departments.find((d) => d.id === p.departmentId) ?? null]));
    return rows.flatMap((r) => {
      const person = views.get(r.id);
      const d = deptOf.get(r.id) ?? null;
      return person ? [{ person, role: (r.companyRole === 'admin' ? 'admin' : 'member') as 'admin' | 'member', departmentId: d?.id ?? null, departmentName: d?.name ?? null }] : [];
    });
  }
  async function staffItemOf(companyId: string, userId: string) {
    const row = await repo.me(userId);
    return (await staffItems(companyId, [{ id: userId, companyRole: row?.companyRole ?? null }]))[0]!;
  }

  async function staff(userId: string, q: TPageQuery) {
    const companyId = assertInCompany(await sh.me(userId));
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.staff(companyId, skip, take), repo.memberCount(companyId)]);
    return pageResult(await staffItems(companyId, rows), total, q);
  }

  async function admins(userId: string) {
    const companyId = assertInCompany(await sh.me(userId));
    const ids = await repo.adminIds(companyId);
    return {
      items: await staffItems(
        companyId,
        ids.map((id) => ({ id, companyRole: 'admin' })),
      ),
    };
  }

  async function setAdmin(adminId: string, phoneIdEcr: string, on: boolean) {
    const { companyId, company, target } = await sh.adminActing(adminId, phoneIdEcr);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = networkCompanyRepository(tx);
      const row = await r.me(target.id);
      assertColleague(row, companyId);
      if ((row!.companyRole === 'admin') === on) return;
      if (!on) assertNotLastAdmin(row!, (await r.adminIds(companyId)).length);
      await r.setRole(target.id, companyId, on ? 'admin' : 'member');
      await sh.tell(tx, [target.id], (l) => M.adminSet(l, company.name, on), now);
    });
    return staffItemOf(companyId, target.id);
  }

  async function departments(userId: string) {
    const companyId = assertInCompany(await sh.me(userId));
    return departmentList(companyId);
  }
  async function departmentList(companyId: string) {
    const [rows, counts] = await Promise.all([repo.departments(companyId), repo.departmentCounts(companyId)]);
    return { items: rows.map((d) => ({ departmentId: d.id, name: d.name, memberCount: counts.get(d.id) ?? 0 })), max: LIMITS.network.departmentsMax };
  }

  /** The count and the uniqueness are checked in the transaction that writes (the unique index backs it). */
  async function addDepartment(adminId: string, name: string) {
    const companyId = assertAdmin(await sh.me(adminId));
    await ctx.db
      .$transaction(async (tx) => {
        const r = networkCompanyRepository(tx);
        const rows = await r.departments(companyId);
        assertDepartmentName(
          name,
          rows.map((d) => d.name),
          true,
        );
        await r.addDepartment({ id: ctx.ids.id(), companyId, name, sort: rows.length, createdAt: ctx.clock.now() });
      })
      .catch(nameTaken);
    return departmentList(companyId);
  }

  async function ownDepartment(companyId: string, departmentId: string) {
    const d = await repo.department(departmentId);
    if (!d || d.companyId !== companyId) throw new DomainError('DEPARTMENT_NOT_FOUND', { field: 'departmentId' });
    return d;
  }

  async function renameDepartment(adminId: string, departmentId: string, name: string) {
    const companyId = assertAdmin(await sh.me(adminId));
    const d = await ownDepartment(companyId, departmentId);
    if (d.name !== name) {
      assertDepartmentName(
        name,
        (await repo.departments(companyId)).filter((x) => x.id !== d.id).map((x) => x.name),
        false,
      );
      await repo.renameDepartment(d.id, name).catch(nameTaken);
    }
    return departmentList(companyId);
  }

  async function delDepartment(adminId: string, departmentId: string) {
    const companyId = assertAdmin(await sh.me(adminId));
    const d = await ownDepartment(companyId, departmentId);
    await ctx.db.$transaction(async (tx) => networkCompanyRepository(tx).delDepartment(d.id));
    return departmentList(companyId);
  }

  async function setMemberDepartment(adminId: string, phoneIdEcr: string, departmentId: string | undefined) {
    const companyId = assertAdmin(await sh.me(adminId));
    const target = await sh.personByPublicId(phoneIdEcr);
    assertColleague(await repo.me(target.id), companyId);
    const d = departmentId ? await ownDepartment(companyId, departmentId) : null;
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      await networkCompanyRepository(tx).placeMember(target.id, companyId, d?.id ?? null, now);
      await sh.tell(tx, [target.id], (l) => M.departmentSet(l, d?.name ?? null), now);
    });
    return staffItemOf(companyId, target.id);
  }

  async function masterCard(userId: string) {
    const companyId = assertInCompany(await sh.me(userId));
    const masterId = await repo.masterOf(companyId);
    return { master: masterId ? ((await sh.viewsOf([masterId])).get(masterId) ?? null) : null };
  }

  async function setMasterCard(adminId: string, phoneIdEcr: string) {
    const companyId = assertAdmin(await sh.me(adminId));
    const target = await sh.personByPublicId(phoneIdEcr);
    assertColleague(await repo.me(target.id), companyId);
    const now = ctx.clock.now();
    const who = await sh.nameOf(target.id);
    await ctx.db.$transaction(async (tx) => {
      const r = networkCompanyRepository(tx);
      await r.setMaster(companyId, target.id, now);
      await sh.tell(tx, await r.memberIds(companyId), (l) => M.masterSet(l, who), now);
    });
    return masterCard(adminId);
  }

  async function setPrivacyLock(adminId: string, lockPrivacy: boolean) {
    const companyId = assertAdmin(await sh.me(adminId));
    const company = await sh.companyOf(companyId);
    if (company.lockPrivacy !== lockPrivacy) {
      const now = ctx.clock.now();
      await ctx.db.$transaction(async (tx) => {
        const r = networkCompanyRepository(tx);
        await r.setLock(companyId, lockPrivacy);
        await sh.tell(
          tx,
          (await r.memberIds(companyId)).filter((id) => id !== adminId),
          (l) => M.lockSet(l, lockPrivacy),
          now,
        );
      });
    }
    return { lockPrivacy };
  }

  return { staff, admins, setAdmin, departments, addDepartment, renameDepartment, delDepartment, setMemberDepartment, masterCard, setMasterCard, setPrivacyLock };
}

/** The unique (company, name) index caught a simultaneous add or rename of the same name. */
function nameTaken(err: unknown): never {
  if ((err as { code?: string }).code === 'P2002') throw new DomainError('DEPARTMENT_EXISTS', { field: 'name' });
  throw err;
}
