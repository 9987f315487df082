import type { Db } from '../../db';

export function homeRepository(db: Db) {
  return {
    userForHome: (id: string) =>
      db.user.findUnique({
        where: { id },
        select: {
          phoneIdEcr: true, phone: true, regionCode: true, avatarUrl: true, vipExpiresAt: true, tempVipExpiresAt: true,
          enterprise: true, language: true, passwordHash: true, card: { select: { name: true } },
        },
      }),
    userIdByPhoneIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }),
    moduleRows: (userId: string) => db.userModule.findMany({ where: { userId }, select: { moduleId: true, zone: true, sort: true, visible: true } }),
  };
}
