import type { Db } from '../../db';

/** Prisma access for granting platform roles and their audit record. No decisions here. */
export function roleGrantRepository(db: Db) {
  return {
    findUserByPhone: (regionCode: string, phone: string) =>
      db.user.findUnique({ where: { regionCode_phone: { regionCode, phone } }, select: { id: true, card: { select: { name: true } } } }),
    holds: async (userId: string, role: string) => (await db.userRole.count({ where: { userId, role } })) > 0,
    addRole: (userId: string, role: string) => db.userRole.create({ data: { userId, role }, select: { role: true } }),
    removeRole: (userId: string, role: string) => db.userRole.deleteMany({ where: { userId, role } }),
    addAudit: (data: { id: string; userId: string; role: string; action: 'grant' | 'revoke'; actor: string; createdAt: Date }) => db.roleGrantAudit.create({ data, select: { id: true } }),
    auditOf: (userId: string) => db.roleGrantAudit.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { role: true, action: true, actor: true, createdAt: true } }),
  };
}
