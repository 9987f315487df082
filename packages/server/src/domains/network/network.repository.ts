import type { DbClient } from '../../core/db';

/**
 * The reads every part of the network shares: people by public id, their cards (name, avatar, company, position)
 * and privacy. Each part keeps its own queries in its own repository file (network-exchange.repository.ts...).
 */
export function networkRepository(db: DbClient) {
  const PERSON = {
    id: true,
    phoneIdEcr: true,
    avatarUrl: true,
    language: true,
    companyId: true,
    companyRole: true,
    allowStrangerSearch: true,
    allowColleagueView: true,
    hidePhone: true,
    vipExpiresAt: true,
    tempVipExpiresAt: true,
    card: { select: { name: true, company: true, position: true, department: true } },
  } as const;
  return {
    personByPublicId: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: PERSON }),
    personById: (id: string) => db.user.findUnique({ where: { id }, select: PERSON }),
    peopleByIds: (ids: string[]) => db.user.findMany({ where: { id: { in: ids } }, select: PERSON }),
  };
}
export type PersonRow = NonNullable<Awaited<ReturnType<ReturnType<typeof networkRepository>['personById']>>>;
