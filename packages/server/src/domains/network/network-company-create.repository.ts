import type { DbClient } from '../../core/db';

/**
 * Prisma for companies from scratch (issue 31): creating and dissolving a company, and admin invitations. State
 * changes are conditional (`updateMany` on the state they leave) so two simultaneous answers change a row once.
 */
const INVITE = { id: true, companyId: true, userId: true, invitedBy: true, state: true, createdAt: true } as const;
export type InviteRow = { id: string; companyId: string; userId: string; invitedBy: string; state: string; createdAt: Date };
/** While pending, one row per company and invitee (the unique key a second invite meets). */
export const inviteOpenKey = (companyId: string, userId: string) => `${companyId}:${userId}`;

export function networkCompanyCreateRepository(db: DbClient) {
  return {
    /** A company of exactly this (trimmed) name that exists: older rows have no name key, so the name itself is compared. */
    nameTaken: async (name: string) => (await db.company.count({ where: { name, dissolvedAt: null } })) > 0,
    createCompany: (row: { id: string; name: string; taxNumber: string; createdBy: string; createdAt: Date }) =>
      db.company.create({ data: { ...row, nameKey: row.name }, select: { id: true } }),
    /** Makes a user in no company its admin (answers 0 when they are in one). */
    joinAsAdmin: async (userId: string, companyId: string) => (await db.user.updateMany({ where: { id: userId, companyId: null }, data: { companyId, companyRole: 'admin' } })).count,
    /** The company ends: hidden from search, its name free; open applications ignored, invitations cancelled, departments gone. */
    dissolve: async (companyId: string, by: string, at: Date) => {
      await db.company.update({ where: { id: companyId }, data: { dissolvedAt: at, nameKey: null } });
      await db.companyApplication.updateMany({ where: { companyId, state: 'pending' }, data: { state: 'ignored', openKey: null, decidedBy: by, decidedAt: at } });
      await db.companyInvite.updateMany({ where: { companyId, state: 'pending' }, data: { state: 'cancelled', openKey: null, decidedAt: at } });
      await db.departmentMember.deleteMany({ where: { companyId } });
      await db.department.deleteMany({ where: { companyId } });
      await db.companyProfile.deleteMany({ where: { companyId } });
    },

    // --- invitations ---
    userByPhone: (regionCode: string, phone: string) => db.user.findUnique({ where: { regionCode_phone: { regionCode, phone } }, select: { id: true, companyId: true, companyRole: true } }),
    userByPublicId: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true, companyId: true, companyRole: true } }),
    invite: (id: string) => db.companyInvite.findUnique({ where: { id }, select: INVITE }),
    openInvite: (companyId: string, userId: string) => db.companyInvite.findUnique({ where: { openKey: inviteOpenKey(companyId, userId) }, select: INVITE }),
    addInvite: (row: { id: string; companyId: string; userId: string; invitedBy: string; createdAt: Date }) =>
      db.companyInvite.create({ data: { ...row, openKey: inviteOpenKey(row.companyId, row.userId) }, select: INVITE }),
    /** Leaves `pending` once: answers how many rows changed (0 when answered or cancelled first). */
    answer: async (id: string, state: 'accepted' | 'declined', at: Date) =>
      (await db.companyInvite.updateMany({ where: { id, state: 'pending' }, data: { state, openKey: null, decidedAt: at } })).count,
    pendingForCompany: (companyId: string) =>
      db.companyInvite.findMany({ where: { companyId, state: 'pending' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 100, select: INVITE }),
    pendingForUser: (userId: string) => db.companyInvite.findMany({ where: { userId, state: 'pending' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 20, select: INVITE }),
    companies: (ids: string[]) => db.company.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, dissolvedAt: true } }),
  };
}
