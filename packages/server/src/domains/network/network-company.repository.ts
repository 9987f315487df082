import type { TMessageKindColumn, TMessageSubjectColumns } from '@card/contract';
import type { DbClient } from '../../core/db';

/**
 * Prisma for the company part: memberships (User.companyId / companyRole), applications, departments, the master
 * card and the privacy lock. Every state change is conditional (`updateMany` on the state it leaves) so two
 * simultaneous decisions change a row once; the service reads the count.
 */
const ME = { id: true, companyId: true, companyRole: true, language: true } as const;
const APP = { id: true, companyId: true, userId: true, kind: true, state: true, createdAt: true } as const;

export function networkCompanyRepository(db: DbClient) {
  return {
    me: (id: string) => db.user.findUnique({ where: { id }, select: ME }),
    company: (id: string) => db.company.findUnique({ where: { id }, select: { id: true, name: true, lockPrivacy: true, taxNumber: true, dissolvedAt: true } }),
    memberCount: (companyId: string) => db.user.count({ where: { companyId } }),
    memberCounts: async (ids: string[]) => {
      const rows = await db.user.groupBy({ by: ['companyId'], where: { companyId: { in: ids } }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.companyId as string, r._count._all]));
    },
    searchCompanies: (keyword: string, skip: number, take: number) =>
      db.company.findMany({
        where: { name: { contains: keyword }, dissolvedAt: null },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        skip,
        take,
        select: { id: true, name: true },
      }),
    countCompanies: (keyword: string) => db.company.count({ where: { name: { contains: keyword }, dissolvedAt: null } }),

    // --- applications ---
    openApplication: (userId: string) => db.companyApplication.findUnique({ where: { openKey: userId }, select: APP }),
    lastApplication: (userId: string) => db.companyApplication.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: APP }),
    application: (id: string) => db.companyApplication.findUnique({ where: { id }, select: APP }),
    addApplication: (row: { id: string; companyId: string; userId: string; kind: string; state?: string; decidedBy?: string; createdAt: Date; decidedAt?: Date }) =>
      db.companyApplication.create({ data: { ...row, openKey: row.state && row.state !== 'pending' ? null : row.userId } }),
    /** Leaves `pending` once: answers how many rows changed (0 when someone decided first). */
    decide: async (id: string, state: string, decidedBy: string, at: Date) =>
      (await db.companyApplication.updateMany({ where: { id, state: 'pending' }, data: { state, openKey: null, decidedBy, decidedAt: at } })).count,
    pending: (companyId: string, kind: string, skip: number, take: number) =>
      db.companyApplication.findMany({
        where: { companyId, kind, state: 'pending' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        skip,
        take,
        select: APP,
      }),
    countPending: (companyId: string, kind: string) => db.companyApplication.count({ where: { companyId, kind, state: 'pending' } }),
    departedFrom: async (userId: string, companyId: string) => (await db.companyApplication.count({ where: { userId, companyId, kind: 'exit', state: 'approved' } })) > 0,

    /** The latest approved exits of the company (one per person, newest first; the service drops those back in it). */
    departures: (companyId: string) =>
      db.companyApplication.findMany({
        where: { companyId, kind: 'exit', state: 'approved' },
        orderBy: [{ decidedAt: 'desc' }, { id: 'desc' }],
        take: 200,
        select: { userId: true, decidedAt: true },
      }),

    // --- membership ---
    /** Joins only a user in no company (answers 0 otherwise). */
    join: async (userId: string, companyId: string) => (await db.user.updateMany({ where: { id: userId, companyId: null }, data: { companyId, companyRole: 'member' } })).count,
    /** Leaves: the membership, the department, and the master card when it was this user's. */
    leave: async (userId: string, companyId: string) => {
      const n = (await db.user.updateMany({ where: { id: userId, companyId }, data: { companyId: null, companyRole: null } })).count;
      await db.departmentMember.deleteMany({ where: { userId, companyId } });
      await db.companyProfile.updateMany({ where: { companyId, masterUserId: userId }, data: { masterUserId: null } });
      return n;
    },
    setRole: (userId: string, companyId: string, companyRole: 'member' | 'admin') => db.user.updateMany({ where: { id: userId, companyId }, data: { companyRole } }),
    adminIds: async (companyId: string) => (await db.user.findMany({ where: { companyId, companyRole: 'admin' }, select: { id: true }, orderBy: { createdAt: 'asc' } })).map((u) => u.id),
    memberIds: async (companyId: string) => (await db.user.findMany({ where: { companyId }, select: { id: true } })).map((u) => u.id),
    staff: (companyId: string, skip: number, take: number) =>
      db.user.findMany({
        where: { companyId },
        orderBy: [{ companyRole: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
        skip,
        take,
        select: { id: true, companyRole: true },
      }),

    // --- departments ---
    departments: (companyId: string) => db.department.findMany({ where: { companyId }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] }),
    department: (id: string) => db.department.findUnique({ where: { id } }),
    departmentCounts: async (companyId: string) => {
      const rows = await db.departmentMember.groupBy({ by: ['departmentId'], where: { companyId }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.departmentId, r._count._all]));
    },
    departmentsOf: (userIds: string[]) => db.departmentMember.findMany({ where: { userId: { in: userIds } } }),
    addDepartment: (row: { id: string; companyId: string; name: string; sort: number; createdAt: Date }) => db.department.create({ data: row }),
    renameDepartment: (id: string, name: string) => db.department.update({ where: { id }, data: { name } }),
    /** Deletes the department; its members become ungrouped (their rows go with it). */
    delDepartment: async (id: string) => {
      await db.departmentMember.deleteMany({ where: { departmentId: id } });
      await db.department.delete({ where: { id } });
    },
    placeMember: (userId: string, companyId: string, departmentId: string | null, at: Date) =>
      departmentId
        ? db.departmentMember.upsert({ where: { userId }, create: { userId, companyId, departmentId, createdAt: at }, update: { companyId, departmentId } })
        : db.departmentMember.deleteMany({ where: { userId } }),

    // --- master card, privacy lock ---
    masterOf: async (companyId: string) => (await db.companyProfile.findUnique({ where: { companyId } }))?.masterUserId ?? null,
    setMaster: (companyId: string, masterUserId: string, at: Date) =>
      db.companyProfile.upsert({
        where: { companyId },
        create: { companyId, masterUserId, updatedAt: at },
        update: { masterUserId, updatedAt: at },
      }),
    setLock: (companyId: string, lockPrivacy: boolean) => db.company.update({ where: { id: companyId }, data: { lockPrivacy } }),

    /** Enterprise seats in force for the company (bought by its admins, issue 31): the entitlements the orders area wrote. */
    editionRows: (companyId: string, now: Date) =>
      db.entitlement.findMany({
        where: { companyId, kind: 'enterpriseSeats', revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        select: { quantity: true, expiresAt: true },
      }),

    // --- messages ---
    languagesOf: (ids: string[]) => db.user.findMany({ where: { id: { in: ids } }, select: { id: true, language: true } }),
    addMessages: (rows: ({ id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageKindColumn & Partial<TMessageSubjectColumns>)[]) =>
      rows.length ? db.message.createMany({ data: rows }) : Promise.resolve({ count: 0 }),
  };
}
