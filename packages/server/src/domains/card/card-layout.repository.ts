import type { DbClient } from '../../core/db';

const companySelect = { id: true, name: true, brandPrimary: true, brandSecondary: true, logoKey: true, lockLayout: true, dissolvedAt: true } as const;

/** Prisma access for the card layouts: the caller's company (brand and lock) and the admin's brand writes. */
export function cardLayoutRepository(db: DbClient) {
  return {
    /** The user's company role and company (null when in none). */
    memberOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { companyId: true, companyRole: true, company: { select: companySelect } } }),
    saveBrand: (companyId: string, data: { brandPrimary?: string; brandSecondary?: string; lockLayout?: boolean; logoKey?: string }) =>
      db.company.update({ where: { id: companyId }, data, select: companySelect }),
  };
}
